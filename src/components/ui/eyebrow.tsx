// A small upper-case label: a figure's name, a card's kicker, a hero's eyebrow.
import { createElement, type HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

export const eyebrowVariants = cva('eyebrow', {
  variants: {
    tone: {
      muted: 'eyebrow-muted',
      accent: 'eyebrow-accent',
      /** On the primary band. */
      light: 'eyebrow-light',
      /** A column title on the dark footer. */
      inverse: 'eyebrow-inverse',
    },
  },
  defaultVariants: { tone: 'muted' },
});

type EyebrowElement = 'p' | 'span' | 'dt' | 'h2';

export function Eyebrow({
  as = 'p',
  tone,
  className,
  ...props
}: { as?: EyebrowElement } & VariantProps<typeof eyebrowVariants> & HTMLAttributes<HTMLElement>) {
  return createElement(as, { 'data-slot': 'eyebrow', className: cn(eyebrowVariants({ tone }), className), ...props });
}
