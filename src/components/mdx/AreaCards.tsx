import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { areas, countLabel } from '../../content/areas.ts';
import { childrenIn } from '../../content/pages.ts';
import { fill, useLang, useUi } from '../../page/lang.ts';
import { SECTIONS } from '../../content/route-path.ts';
import { Badge } from '../ui/badge.tsx';
import { LinkCard } from '../ui/link-card.tsx';
import { textLinkVariants } from '../ui/text-link.tsx';
import { cn } from '../ui/cn.ts';

export const props = z.strictObject({}).meta({
  description:
    'One card per service-area page (from the route table, in page order), the primary area marked "Primary Service Area", with homes repaired there where content/areas.yaml has the figure.',
  says: 'Cards linking to each town we serve.',
  finds: 'towns cities areas service areas cards where we work',
  examples: ['<AreaCards />'],
});

export function AreaCards(input: z.input<typeof props>) {
  parseProps('AreaCards', props, input);
  const list = childrenIn(SECTIONS.areas, useLang());
  const w = useUi().blocks.areaCards;
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-area-cards={list.length}>
      {list.map((p) => {
        const slug = p.route.split('/').pop()!;
        const homes = areas[slug]?.homesRepaired;
        const primary = p.area?.primary ?? false;
        return (
          <li key={p.route} className={primary ? 'sm:col-span-2 lg:col-span-3' : undefined}>
            <LinkCard href={p.route} border={primary ? 'featured' : 'default'} data-area-card>
              {primary && (
                <Badge size="label" className="mb-3 self-start" data-primary>
                  {w.primary}
                </Badge>
              )}
              <span className="text-xl font-semibold text-primary">{p.label}</span>
              <span className="mt-2 flex-1 text-body">{p.summary}</span>
              {homes && (
                <span className="mt-4 text-sm font-semibold text-foreground">
                  {fill(w.homes, { count: countLabel(homes) })}
                </span>
              )}
              <span className={cn(textLinkVariants({ weight: 'semibold', underline: 'group' }), 'mt-4')}>
                {fill(w.repairIn, { city: p.label })}&nbsp;<span aria-hidden="true">→</span>
              </span>
            </LinkCard>
          </li>
        );
      })}
    </ul>
  );
}
