// A text field (input, and the look select.tsx and textarea.tsx share): bordered, rounded, the page's text size.
import type { ComponentPropsWithoutRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

export const inputVariants = cva(
  'rounded-lg border border-input bg-background text-base text-foreground placeholder:text-soft-foreground',
  {
    variants: {
      variant: {
        /** A search box beside its button. */
        default: 'min-w-0 px-3 py-2',
        /** A lead form's field: a shadow, a hovered border and the error and disabled states. */
        form: 'block px-3.5 elevate-sm hover:border-subtle focus:border-highlight disabled:bg-muted-strong aria-invalid:border-destructive aria-invalid:bg-destructive-muted/40',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Input({
  variant,
  className,
  ...props
}: VariantProps<typeof inputVariants> & ComponentPropsWithoutRef<'input'>) {
  return <input data-slot="input" className={cn(inputVariants({ variant }), className)} {...props} />;
}
