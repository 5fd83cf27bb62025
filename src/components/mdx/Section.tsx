import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { Container } from '../ui/container.tsx';

const tones = {
  white: 'bg-background',
  muted: 'bg-muted',
  brand: 'bg-primary text-primary-foreground',
} as const;

export const props = z
  .strictObject({
    tone: z
      .enum(Object.keys(tones) as (keyof typeof tones)[])
      .default('white')
      .describe('background: white, muted grey, or the brand color'),
    narrow: z.boolean().default(false).describe('keep text to a comfortable reading width'),
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, 'a lowercase id such as "warranty-terms"')
      .optional()
      .describe('anchor id, so other pages can link to this section (`/page#id`)'),
  })
  .meta({
    description: `A page section with the site's width and spacing. Plain Markdown inside it gets the prose styles.`,
    says: "A section of the page with the site's width and spacing; your text goes inside.",
    finds: 'section block part layout background',
    examples: ['<Section tone="muted">## Why it matters …</Section>'],
  });

export function Section({ children, ...input }: z.input<typeof props> & { children: ReactNode }) {
  const { tone, narrow, id } = parseProps('Section', props, input);
  return (
    <section id={id} className={cn('py-12 sm:py-16', tones[tone])}>
      <Container width={narrow ? 'narrow' : 'default'}>{children}</Container>
    </section>
  );
}
