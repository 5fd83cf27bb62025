import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { areas, countLabel } from '../../content/areas.ts';
import { childrenIn } from '../../content/pages.ts';
import { useLang } from '../../layout/lang.ts';

export const props = z.strictObject({}).meta({
  description:
    'One card per service-area page (from the route table, in page order), the primary area marked "Primary Service Area", with homes repaired there where content/areas.yaml has the figure.',
  examples: ['<AreaCards />'],
});

export function AreaCards(input: z.input<typeof props>) {
  parseProps('AreaCards', props, input);
  const list = childrenIn('/service-areas', useLang());
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-area-cards={list.length}>
      {list.map((p) => {
        const slug = p.route.split('/').pop()!;
        const homes = areas[slug]?.homesRepaired;
        const primary = p.area?.primary ?? false;
        return (
          <li key={p.route} className={primary ? 'sm:col-span-2 lg:col-span-3' : undefined}>
            <a
              href={p.route}
              className={
                'group flex h-full flex-col rounded-xl border bg-background p-6 shadow-sm transition hover:shadow-md ' +
                (primary ? 'border-accent-light ring-1 ring-accent-light' : 'border-border hover:border-highlight')
              }
              data-area-card
            >
              {primary && (
                <span
                  className="mb-3 self-start rounded-full bg-accent px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase"
                  data-primary
                >
                  Primary Service Area
                </span>
              )}
              <span className="text-xl font-semibold text-primary">{p.label}</span>
              <span className="mt-2 flex-1 text-body">{p.summary}</span>
              {homes && (
                <span className="mt-4 text-sm font-semibold text-foreground">{countLabel(homes)} homes repaired</span>
              )}
              <span className="mt-4 font-semibold text-link underline-offset-4 group-hover:underline">
                Foundation repair in {p.label}&nbsp;<span aria-hidden="true">→</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
