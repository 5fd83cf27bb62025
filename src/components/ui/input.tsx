// A text field (input, and the look select.tsx and textarea.tsx share): bordered, rounded, the page's text size.
import type { ComponentPropsWithoutRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

export const inputVariants = cva('input-field', {
  variants: {
    variant: {
      /** A search box beside its button. */
      default: 'input-field-search',
      /** A lead form's field: a shadow, a hovered border and the error and disabled states. */
      form: 'input-field-form',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Input({
  variant,
  className,
  ...props
}: VariantProps<typeof inputVariants> & ComponentPropsWithoutRef<'input'>) {
  return <input data-slot="input" className={cn(inputVariants({ variant }), className)} {...props} />;
}
