// Headings: the level (h1–h4) says where it sits in the outline, `size` how it looks.
import type { ComponentPropsWithoutRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

export const headingVariants = cva('', {
  variants: {
    tone: {
      default: 'text-foreground',
      primary: 'text-primary',
      /** The color of the band it sits on. */
      inherit: '',
    },
    size: {
      /** The page's title in the opening band. */
      hero: 'heading-hero',
      /** The page's title. */
      page: 'heading-page',
      /** A section of the page. */
      section: 'heading-section',
      /** A block within a section (related links, a card's title). */
      block: 'text-xl font-bold',
      card: 'text-xl font-semibold',
      item: 'text-lg font-semibold',
    },
  },
  defaultVariants: { tone: 'default', size: 'section' },
});

type Level = 'h1' | 'h2' | 'h3' | 'h4';

export function Heading({
  as: Element = 'h2',
  tone,
  size,
  className,
  ...props
}: { as?: Level } & VariantProps<typeof headingVariants> & ComponentPropsWithoutRef<'h2'>) {
  return <Element data-slot="heading" className={cn(headingVariants({ tone, size }), className)} {...props} />;
}
