// A text field of several lines, in the text field's look (input.tsx).
import type { ComponentPropsWithoutRef } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';
import { inputVariants } from './input.tsx';

export function Textarea({
  variant,
  className,
  ...props
}: VariantProps<typeof inputVariants> & ComponentPropsWithoutRef<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(inputVariants({ variant }), className)} {...props} />;
}
