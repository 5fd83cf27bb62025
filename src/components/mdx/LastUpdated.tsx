import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { usePage } from '../../page/page-context.ts';
import { useUi } from '../../page/lang.ts';
import { longDate } from '../../content/format.ts';

export const props = z.strictObject({}).meta({
  description: `"Last updated" line with the date this page's source last changed (from git at build time; the build date where git has none). Never the visitor's today.`,
  says: 'A line saying when this page was last changed.',
  finds: 'last updated date changed modified',
  examples: ['<LastUpdated />'],
});

export function LastUpdated(input: z.input<typeof props>) {
  parseProps('LastUpdated', props, input);
  const { lastUpdated } = usePage();
  const ui = useUi();
  const shown = longDate(lastUpdated, ui.dates.locale);
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      {ui.dates.lastUpdated} <time dateTime={lastUpdated}>{shown}</time>
    </p>
  );
}
