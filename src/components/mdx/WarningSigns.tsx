import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { PointGrid, pointColumns } from '../PointGrid.tsx';
import { required, serviceSlug, useDetails } from '../service-details.ts';

export const props = z
  .strictObject({
    of: serviceSlug,
    columns: z.literal(pointColumns).default(3).describe('columns on wide screens'),
  })
  .meta({
    description:
      'Warning signs from content/service-details.yaml (`<slug>.lists.signs`) as a grid of cards with a warning icon.',
    says: 'The signs of foundation trouble to look for, with icons.',
    finds: 'warning signs cracks symptoms problems',
    examples: ['<WarningSigns of="crawl-space" columns={4} />'],
  });

export function WarningSigns(input: z.input<typeof props>) {
  const { of, columns } = parseProps('WarningSigns', props, input);
  const { d, text } = useDetails(of, 'WarningSigns');
  const signs = required(d.lists.signs, 'WarningSigns', `"${of}.lists.signs"`);
  return <PointGrid points={signs} text={text} icon="warning" columns={columns} list="signs" testId="warning-sign" />;
}
