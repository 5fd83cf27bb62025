import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { usePage } from '../../layout/page-context.ts';

export const props = z.strictObject({}).meta({
  description: `"Last updated" line with the date this page's source last changed (from git at build time; the build date where git has none). Never the visitor's today.`,
  examples: ['<LastUpdated />'],
});

export function LastUpdated(input: z.input<typeof props>) {
  parseProps('LastUpdated', props, input);
  const { lastUpdated } = usePage();
  const [y, m, d] = lastUpdated.split('-').map(Number) as [number, number, number];
  const shown = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      Last updated: <time dateTime={lastUpdated}>{shown}</time>
    </p>
  );
}
