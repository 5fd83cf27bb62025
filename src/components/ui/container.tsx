// The page's width and side padding: every band (header, sections, footer) lines up on it.
import { createElement, type HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

export const containerVariants = cva('wrap', {
  variants: {
    width: {
      /** Header and footer. */
      wide: 'max-w-7xl',
      default: 'max-w-6xl',
      /** A project write-up. */
      medium: 'max-w-4xl',
      /** Reading width for text. */
      narrow: 'max-w-3xl',
      /** A short centred message. */
      tight: 'max-w-2xl',
    },
  },
  defaultVariants: { width: 'default' },
});

type ContainerElement = 'div' | 'nav' | 'header' | 'section' | 'ol' | 'p';

export function Container({
  as = 'div',
  width,
  className,
  ...props
}: { as?: ContainerElement } & VariantProps<typeof containerVariants> & HTMLAttributes<HTMLElement>) {
  return createElement(as, {
    'data-slot': 'container',
    className: cn(containerVariants({ width }), className),
    ...props,
  });
}
