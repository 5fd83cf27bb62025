// A link inside text or after a list: the link colour, underlined.
import type { ComponentPropsWithoutRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';
import { newTabIfExternal } from './button.tsx';

export const textLinkVariants = cva('text-link underline-offset-4', {
  variants: {
    weight: {
      normal: '',
      medium: 'font-medium',
      semibold: 'font-semibold',
    },
    underline: {
      always: 'underline hover:text-link-hover',
      /** In a list of links, where the underline would be noise until pointed at. */
      hover: 'hover:underline',
    },
  },
  defaultVariants: { weight: 'medium', underline: 'always' },
});

export function TextLink({
  href,
  weight,
  underline,
  className,
  ...props
}: { href: string } & VariantProps<typeof textLinkVariants> & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return (
    <a
      href={href}
      data-slot="text-link"
      className={cn(textLinkVariants({ weight, underline }), className)}
      {...newTabIfExternal(href)}
      {...props}
    />
  );
}
