// A link inside text or after a list: the link color, underlined.
import type { ComponentPropsWithoutRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';
import { newTabIfExternal } from './button.tsx';

export const textLinkVariants = cva('underline-offset-4', {
  variants: {
    tone: {
      default: 'text-link',
      /** The color of the text around it until pointed at (breadcrumbs, a card's title). */
      quiet: 'hover:text-link',
      /** The color of the text around it, always (a colored kicker). */
      inherit: '',
      /** On the dark footer band. */
      inverse: 'link-inverse',
    },
    weight: {
      normal: '',
      medium: 'font-medium',
      semibold: 'font-semibold',
    },
    underline: {
      always: 'underline',
      /** In a list of links, where the underline would be noise until pointed at. */
      hover: 'hover:underline',
      /** Not a link itself but the label of one (inside a LinkCard): underlined when the card is pointed at. */
      group: 'group-hover:underline',
    },
  },
  compoundVariants: [{ tone: 'default', underline: 'always', class: 'hover:text-link-hover' }],
  defaultVariants: { tone: 'default', weight: 'medium', underline: 'always' },
});

export function TextLink({
  href,
  tone,
  weight,
  underline,
  className,
  ...props
}: { href: string } & VariantProps<typeof textLinkVariants> & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return (
    <a
      href={href}
      data-slot="text-link"
      className={cn(textLinkVariants({ tone, weight, underline }), className)}
      {...newTabIfExternal(href)}
      {...props}
    />
  );
}
