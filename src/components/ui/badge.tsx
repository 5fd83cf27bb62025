// A small rounded label on a card or a picture ("Primary", "Before", "Draft").
import type { ComponentPropsWithoutRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

export const badgeVariants = cva('rounded-full', {
  variants: {
    tone: {
      accent: 'bg-accent text-accent-foreground',
      primary: 'bg-primary text-primary-foreground',
      success: 'bg-success text-success-foreground',
      warning: 'bg-warning text-warning-foreground outline-1 outline-warning-border',
    },
    size: {
      default: 'px-3 py-1 text-sm font-bold',
      /** Upper-case, above a card's title. */
      label: 'px-3 py-1 text-xs font-semibold tracking-wide uppercase',
      /** Inside a line of text. */
      xs: 'px-2 py-0.5 text-xs font-semibold',
    },
  },
  defaultVariants: { tone: 'accent', size: 'default' },
});

export function Badge({
  tone,
  size,
  className,
  ...props
}: VariantProps<typeof badgeVariants> & ComponentPropsWithoutRef<'span'>) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}
