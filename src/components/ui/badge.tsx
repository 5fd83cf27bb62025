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
      default: 'badge-md',
      /** Upper-case, above a card's title. */
      label: 'badge-label',
      /** Inside a line of text. */
      xs: 'badge-xs',
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
