import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { areaSlug } from '../prop-schemas.ts';
import { areaBySlug } from '../../content/areas.ts';
import { useLang } from '../../page/lang.ts';
import { Card } from '../ui/card.tsx';
import { MapPinIcon } from '../icons.tsx';

export const props = z
  .strictObject({
    area: areaSlug,
  })
  .meta({
    description: 'The neighborhoods (or communities) we serve in one area, from content/areas.yaml, as a compact grid.',
    says: 'The neighborhoods of one town that we serve.',
    finds: 'neighborhoods subdivisions town area map list',
    examples: ['<Neighborhoods area="pearland-tx" />'],
  });

export function Neighborhoods(input: z.input<typeof props>) {
  const { area } = parseProps('Neighborhoods', props, input);
  const { data } = areaBySlug(area, useLang());
  if (!data.neighborhoods.length)
    throw new Error(`<Neighborhoods>: no neighborhoods for "${area}" in content/areas.yaml`);
  return (
    <ul
      className="mt-6 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      data-neighborhoods={data.neighborhoods.length}
    >
      {data.neighborhoods.map((n) => (
        <Card
          as="li"
          key={n}
          radius="small"
          elevated={false}
          padding="none"
          className="flex items-start gap-2 px-3 py-2.5 text-strong"
        >
          <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0 text-accent" />
          {n}
        </Card>
      ))}
    </ul>
  );
}
