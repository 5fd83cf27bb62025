// The card surface: a bordered, rounded panel on the page. One place for its look; `as` picks the element.
import { createElement, type HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

export const cardVariants = cva('rounded-xl border border-border', {
  variants: {
    tone: {
      default: 'bg-card',
      /** A grey panel among white ones (figures, asides). */
      muted: 'bg-muted',
      /** No fill: a frame (maps, links to the next article). */
      plain: '',
    },
    elevated: { true: 'shadow-sm', false: '' },
    padding: {
      none: '',
      sm: 'p-4',
      md: 'p-5',
      lg: 'p-6',
    },
  },
  defaultVariants: { tone: 'default', elevated: true, padding: 'lg' },
});

type CardElement = 'div' | 'li' | 'ul' | 'dl' | 'article' | 'figure' | 'section' | 'aside';

export function Card({
  as = 'div',
  tone,
  elevated,
  padding,
  className,
  ...props
}: { as?: CardElement } & VariantProps<typeof cardVariants> & HTMLAttributes<HTMLElement>) {
  return createElement(as, {
    'data-slot': 'card',
    className: cn(cardVariants({ tone, elevated, padding }), className),
    ...props,
  });
}
