import { z } from 'zod';
import { Drawing } from '../Drawing.tsx';
import { parseProps } from '../parse-props.ts';
import { illustration } from '../illustrations.ts';

const pairs = {
  slab: {
    before: {
      image: 'slab-before',
      caption: 'A settled slab: the house tilts, cracks open at the door and window corners.',
    },
    after: { image: 'slab-after', caption: 'After piers: the slab is back near level and rests on firm soil.' },
  },
} as const;

export const props = z
  .strictObject({
    pair: z
      .enum(Object.keys(pairs) as (keyof typeof pairs)[])
      .default('slab')
      .describe('which pair to show ("slab": a settled slab house, then the same house after pier repair)'),
  })
  .meta({
    description:
      'A before-and-after pair of illustrations side by side (stacked on phones), each labelled and captioned.',
    examples: ['<BeforeAfter pair="slab" />'],
  });

export function BeforeAfter(input: z.input<typeof props>) {
  const { pair } = parseProps('BeforeAfter', props, input);
  const p = pairs[pair];
  if (!p) throw new Error(`<BeforeAfter>: unknown pair "${pair}" (known: ${Object.keys(pairs).join(', ')})`);
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2" data-testid="before-after">
      {(['before', 'after'] as const).map((side) => {
        const img = illustration(p[side].image, 'BeforeAfter');
        return (
          <figure key={side} className="overflow-hidden rounded-xl border border-border bg-background shadow-sm">
            <div className="relative">
              <Drawing img={img} loading="lazy" decoding="async" className="h-auto w-full" />
              <span
                className={
                  side === 'before'
                    ? 'absolute top-3 left-3 rounded-full bg-accent px-3 py-1 text-sm font-bold text-white'
                    : 'absolute top-3 left-3 rounded-full bg-success px-3 py-1 text-sm font-bold text-white'
                }
              >
                {side === 'before' ? 'Before' : 'After'}
              </span>
            </div>
            <figcaption className="border-t border-border px-4 py-3 text-base text-body">{p[side].caption}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}
