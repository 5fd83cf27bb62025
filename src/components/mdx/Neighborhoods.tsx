import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { areaSlug } from '../prop-schemas.ts';
import { areaBySlug } from '../../content/areas.ts';
import { useLang } from '../../layout/lang.ts';

export const props = z
  .strictObject({
    area: areaSlug,
  })
  .meta({
    description: 'The neighborhoods (or communities) we serve in one area, from content/areas.yaml, as a compact grid.',
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
        <li
          key={n}
          className="flex items-start gap-2 rounded-lg border border-border bg-background px-3 py-2.5 text-slate-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="mt-0.5 shrink-0 text-accent">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            />
          </svg>
          <span>{n}</span>
        </li>
      ))}
    </ul>
  );
}
