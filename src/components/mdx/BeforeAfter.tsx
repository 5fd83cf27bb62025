import { z } from 'zod';
import { Drawing } from '../Drawing.tsx';
import { parseProps } from '../parse-props.ts';
import { illustration } from '../illustrations.ts';
import { Card } from '../ui/card.tsx';
import { Badge } from '../ui/badge.tsx';
import { useLang, useUi } from '../../page/lang.ts';
import { photoInfo } from '../photos.tsx';
import { PhotoComparison } from '../PhotoComparison.tsx';
import { altProp, photoNameProp } from '../prop-schemas.ts';

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
      .describe('which pair of drawings to show ("slab": a settled slab house, then the same house after pier repair)'),
    before: photoNameProp.optional().describe('A photo of the problem (content/photos/): shows photos, not drawings.'),
    after: photoNameProp.optional().describe('The same place after the repair (content/photos/).'),
    beforeAlt: altProp.optional().describe("What the before photo shows, in the page's language."),
    afterAlt: altProp.optional().describe('What the after photo shows.'),
    caption: z.string().min(3).optional().describe('Shown under a pair of photos.'),
  })
  .superRefine((p, ctx) => {
    for (const side of ['before', 'after'] as const) {
      const other = side === 'before' ? 'after' : 'before';
      if (p[side] && !p[other])
        ctx.addIssue({ code: 'custom', path: [other], message: `expected a ${other} photo with the ${side} photo` });
      if (p[side] && p[`${side}Alt`] === undefined)
        ctx.addIssue({ code: 'custom', path: [`${side}Alt`], message: `expected ${side}Alt: what the photo shows` });
    }
  })
  .meta({
    description:
      'A before-and-after pair. With `before` and `after` photos: a slider to compare them (by touch, mouse or arrow keys), side by side without JavaScript. Otherwise a pair of drawings side by side (stacked on phones), each labelled and captioned.',
    says: 'Two photos side by side: before and after the repair.',
    finds: 'photo picture before after comparison image',
    examples: [
      '<BeforeAfter pair="slab" />',
      '<BeforeAfter before="crack-garage-wall" after="garage-wall-repaired" beforeAlt="A wide crack in the garage wall" afterAlt="The same wall closed and level" />',
    ],
  });

export function BeforeAfter(input: z.input<typeof props>) {
  const { pair, before, after, beforeAlt, afterAlt, caption } = parseProps('BeforeAfter', props, input);
  const ui = useUi();
  const lang = useLang();
  if (before && after)
    return (
      <PhotoComparison
        before={{ info: photoInfo(before, '<BeforeAfter before>'), alt: beforeAlt ?? '' }}
        after={{ info: photoInfo(after, '<BeforeAfter after>'), alt: afterAlt ?? '' }}
        caption={caption}
      />
    );
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
