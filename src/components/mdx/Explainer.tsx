import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { illustration, illustrationNames } from '../illustrations.ts';
import { Drawing } from '../Drawing.tsx';
import { Card } from '../ui/card.tsx';
import { useLang } from '../../page/lang.ts';

export const props = z
  .strictObject({
    image: z.enum(illustrationNames).describe('the illustration to show'),
    caption: z.string().min(1).optional().describe('a line under the picture'),
    reverse: z.boolean().default(false).describe('picture on the left'),
    eager: z.boolean().default(false).describe('load the picture at once (near the top of a page)'),
  })
  .meta({
    description:
      'Text beside an illustration: the Markdown inside on one side, a drawn picture (with alt text) on the other. Stacks on phones. Images load lazily unless `eager` (for an illustration near the top of the page).',
    says: 'A short explanation with a drawing beside it.',
    finds: 'explain explanation drawing illustration picture diagram',
    examples: [
      '<Explainer image="polyjacking" caption="Foam fills the gap and lifts the slab.">## What is polyjacking? …</Explainer>',
    ],
  });

export function Explainer({ children, ...input }: z.input<typeof props> & { children: ReactNode }) {
  const { image, caption, reverse, eager } = parseProps('Explainer', props, input);
  const img = illustration(image, 'Explainer', useLang());
  return (
    <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12 [&>div>:first-child]:mt-0">
      <div className={cn(reverse && 'lg:order-2')}>{children}</div>
      <Card as="figure" padding="none" className={cn('overflow-hidden', reverse && 'lg:order-1')}>
        <Drawing img={img} loading={eager ? 'eager' : 'lazy'} decoding="async" className="h-auto w-full" />
        {caption && (
          <figcaption className="border-t border-border px-4 py-3 text-sm text-muted-foreground">{caption}</figcaption>
        )}
      </Card>
    </div>
  );
}
