import { z } from 'zod';
import { Drawing } from '../Drawing.tsx';
import { parseProps } from '../parse-props.ts';
import { illustration } from '../illustrations.ts';
import { Card } from '../ui/card.tsx';
import { Badge } from '../ui/badge.tsx';
import { useLang, useUi } from '../../layout/lang.ts';

// Captions name their words in content/ui.<lang>.yaml `blocks.beforeAfter`.
const pairs = {
  slab: {
    before: { image: 'slab-before', caption: 'slabBefore' },
    after: { image: 'slab-after', caption: 'slabAfter' },
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
  const ui = useUi();
  const lang = useLang();
  const w = ui.blocks.cards;
  const p = pairs[pair];
  if (!p) throw new Error(`<BeforeAfter>: unknown pair "${pair}" (known: ${Object.keys(pairs).join(', ')})`);
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2" data-testid="before-after">
      {(['before', 'after'] as const).map((side) => {
        const img = illustration(p[side].image, 'BeforeAfter', lang);
        return (
          <Card as="figure" padding="none" key={side} className="overflow-hidden">
            <div className="relative">
              <Drawing img={img} loading="lazy" decoding="async" className="h-auto w-full" />
              <Badge tone={side === 'before' ? 'accent' : 'success'} className="absolute top-3 left-3">
                {side === 'before' ? w.before : w.after}
              </Badge>
            </div>
            <figcaption className="border-t border-border px-4 py-3 text-base text-body">
              {ui.blocks.beforeAfter[p[side].caption]}
            </figcaption>
          </Card>
        );
      })}
    </div>
  );
}
