// A drop-down choice in the text field's look (input.tsx).
import type { ComponentPropsWithoutRef } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';
import { inputVariants } from './input.tsx';

export function Select({
  variant,
  className,
  ...props
}: VariantProps<typeof inputVariants> & ComponentPropsWithoutRef<'select'>) {
  return <select data-slot="select" className={cn(inputVariants({ variant }), className)} {...props} />;
}
