import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { childrenIn } from '../../content/pages.ts';
import { fill, useLang, useRoute, useUi } from '../../layout/lang.ts';
import { ArrowIcon } from '../icons.tsx';

export const props = z
  .strictObject({
    limit: z.int().positive().optional().describe('show only the first N services (the home page shows 6)'),
  })
  .meta({
    description: `Cards linking to the service pages, straight from the route table (label and summary from each page's frontmatter, in menu order), with a link to the full list after them.`,
    examples: ['<ServiceLinks limit={6} />'],
  });

export function ServiceLinks(input: z.input<typeof props>) {
  const { limit } = parseProps('ServiceLinks', props, input);
  const ui = useUi();
  const services = childrenIn('/services', useLang());
  const allRoute = useRoute('/services');
  const shown = limit ? services.slice(0, limit) : services;
  return (
    <>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((s) => (
          <li key={s.route} data-testid="service-link">
            <a
              href={s.route}
              className="group flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm transition hover:border-highlight hover:shadow-md"
            >
              <h3 className="text-xl font-semibold text-primary">{s.label}</h3>
              <p className="mt-2 flex-1 text-base leading-relaxed text-body">{s.summary}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-accent">
                {ui.lists.learnMore}
                <ArrowIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      {shown.length < services.length && (
        <p className="mt-6">
          <a href={allRoute} className="font-semibold text-link underline underline-offset-4 hover:text-link-hover">
            {fill(ui.lists.seeAllServices, { count: services.length })}
          </a>
        </p>
      )}
    </>
  );
}
