// The card surface: a bordered, rounded panel on the page. One place for its look; `as` picks the element.
import { createElement, type HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

export const cardVariants = cva('', {
  variants: {
    /**
     * Where it is a card: on every screen, or only from `sm` up (`wide`) or below `sm` (`narrow`): a table that
     * stacks into cards on phones. The partial ones carry the whole default look; pass `null` for the others.
     */
    screens: {
      all: 'border',
      wide: 'card-wide',
      narrow: 'card-narrow',
    },
    radius: {
      default: 'rounded-xl',
      /** A small panel: a field group, a message, a chip-sized item. */
      small: 'rounded-lg',
    },
    tone: {
      default: 'surface',
      /** A grey panel among white ones (figures, asides). */
      muted: 'surface-muted',
      /** No fill: a frame (maps, pictures, links to the next article). */
      plain: 'border-border',
      /** An error message. */
      destructive: 'surface-destructive',
      /** A note to double-check. */
      warning: 'surface-warning',
    },
    elevated: { true: 'elevate-sm', false: '' },
    padding: {
      none: '',
      md: 'p-5',
      lg: 'p-6',
    },
  },
  defaultVariants: { screens: 'all', radius: 'default', tone: 'default', elevated: true, padding: 'lg' },
});

/**
 * The card as a toast. react-hot-toast styles its toasts with unlayered CSS, which beats Tailwind's layered
 * utilities, so the card's look is marked important (`!`) here.
 */
export const toastCardVariants = cva('!max-w-md !rounded-xl !border !px-4 !py-3 !text-left !elevate-lg', {
  variants: {
    tone: {
      default:
        '!border-border !bg-card !text-foreground dark:!border-night-border dark:!bg-night dark:!text-night-foreground',
      destructive:
        '!border-destructive-strong !bg-destructive !text-destructive-foreground dark:!bg-destructive-strong',
    },
  },
  defaultVariants: { tone: 'default' },
});

type CardElement = 'div' | 'li' | 'ul' | 'dl' | 'article' | 'figure' | 'section' | 'aside' | 'fieldset';

export function Card({
  as = 'div',
  radius,
  tone,
  elevated,
  padding,
  className,
  ...props
}: { as?: CardElement } & Omit<VariantProps<typeof cardVariants>, 'screens'> & HTMLAttributes<HTMLElement>) {
  return createElement(as, {
    'data-slot': 'card',
    className: cn(cardVariants({ radius, tone, elevated, padding }), className),
    ...props,
  });
}
