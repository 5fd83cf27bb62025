// A card that is one link: the whole surface is clickable and lights up its border on hover.
import type { ComponentPropsWithoutRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

export const linkCardVariants = cva('group border transition', {
  variants: {
    variant: {
      /** A card in a grid: title, summary, maybe a call to action. */
      default: 'flex h-full flex-col rounded-xl bg-card p-6 elevate-sm hover:elevate-md',
      /** A smaller card in a sidebar grid. */
      compact: 'block h-full rounded-xl bg-card p-4 hover:elevate-sm',
      /** One line in a list: label left, arrow right. */
      row: 'flex items-center justify-between rounded-lg bg-card px-4 py-3 font-medium text-primary',
      /** A rounded chip among others. */
      pill: 'inline-flex items-center gap-2 rounded-full bg-card px-4 py-2 font-medium text-primary hover:bg-secondary',
      /** A small choice among others (page numbers, services); the current one filled. */
      chip: 'inline-block rounded-lg bg-card px-4 py-2 font-medium text-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
      /** A topic or filter; the current one filled. */
      tag: 'inline-block rounded-full bg-secondary px-3 py-1 text-sm font-medium text-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
    },
    border: {
      default: 'border-border hover:border-highlight',
      /** Stands out more on a white band (chips). */
      strong: 'border-input hover:border-highlight',
      /** The one card to look at first. */
      featured: 'border-accent-light outline-1 outline-accent-light',
      /** On a tinted chip. */
      tint: 'border-secondary-border hover:border-highlight',
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
