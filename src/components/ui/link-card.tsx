// A card that is one link: the whole surface is clickable and lights up its border on hover.
import type { ComponentPropsWithoutRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

export const linkCardVariants = cva('group link-card', {
  variants: {
    variant: {
      /** A card in a grid: title, summary, maybe a call to action. */
      default: 'link-card-grid',
      /** A smaller card in a sidebar grid. */
      compact: 'link-card-compact',
      /** One line in a list: label left, arrow right. */
      row: 'link-card-row',
      /** A rounded chip among others. */
      pill: 'link-card-pill',
      /** A small choice among others (page numbers, services); the current one filled. */
      chip: 'link-card-chip',
      /** A topic or filter; the current one filled. */
      tag: 'link-card-tag',
    },
    border: {
      default: 'edge',
      /** Stands out more on a white band (chips). */
      strong: 'edge-strong',
      /** The one card to look at first. */
      featured: 'edge-featured',
      /** On a tinted chip. */
      tint: 'edge-tint',
    },
  },
  defaultVariants: { variant: 'default', border: 'default' },
});

export function LinkCard({
  href,
  variant,
  border,
  className,
  ...props
}: { href: string } & VariantProps<typeof linkCardVariants> & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return (
    <a href={href} data-slot="link-card" className={cn(linkCardVariants({ variant, border }), className)} {...props} />
  );
}
