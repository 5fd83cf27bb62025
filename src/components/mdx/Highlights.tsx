import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { PointGrid, pointColumns, pointIcons } from '../PointGrid.tsx';
import { required, serviceSlug, useDetails } from '../service-details.ts';

export const props = z
  .strictObject({
    of: serviceSlug,
    list: z.string().min(1).describe('the list\'s key ("why", "benefits", "liftable", "situations"…)'),
    icon: z.enum(pointIcons).default('check').describe('the marker of each point'),
    columns: z.literal(pointColumns).default(3).describe('columns on wide screens'),
  })
  .meta({
    description:
      "A named list of titled points from content/service-details.yaml (`<slug>.lists.<list>`): reasons, benefits, situations, things we can lift. Figures in the text come from the same service's `figures`.",
    says: 'A few short points with icons, in columns.',
    finds: 'highlights points features benefits icons',
    examples: ['<Highlights of="concrete-lifting" list="benefits" columns={2} />'],
  });

export function Highlights(input: z.input<typeof props>) {
  const { of, list, icon, columns } = parseProps('Highlights', props, input);
  const { d, text } = useDetails(of, 'Highlights');
  const points = required(d.lists[list], 'Highlights', `"${of}.lists.${list}"`);
  return <PointGrid points={points} text={text} icon={icon} columns={columns} list={list} testId="highlight" />;
}
