import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { childrenIn } from '../../content/pages.ts';
import { useLang, useUi } from '../../layout/lang.ts';

export const props = z.strictObject({}).meta({
  description: 'Links to every service-area page, from the route table (in menu order; the primary area is marked).',
  examples: ['<AreaLinks />'],
});

export function AreaLinks(input: z.input<typeof props>) {
  const ui = useUi();
  const lang = useLang();
  parseProps('AreaLinks', props, input);
  return (
    <ul className="mt-6 flex flex-wrap gap-3">
      {childrenIn('/service-areas', lang).map((a) => (
        <li key={a.route} data-testid="area-link">
          <a
            href={a.route}
            className="inline-flex items-center gap-2 rounded-full border border-input bg-background px-4 py-2 font-medium text-primary hover:border-highlight hover:bg-secondary"
          >
            {a.area?.city ?? a.label}
            {a.area?.primary && (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                {ui.lists.primary}
              </span>
            )}
          </a>
        </li>
      ))}
      <li>
        <a
          href="/service-areas"
          className="inline-flex items-center px-2 py-2 font-semibold text-link underline underline-offset-4"
        >
          All service areas
        </a>
      </li>
    </ul>
  );
}
