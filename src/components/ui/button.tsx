// The site's one button style, as a <button> or a link (internal, external or tel:).
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

/** @public The button's look, for a caller that must style another element as a button (shadcn's convention). */
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-accent',
      secondary: 'btn-primary',
      outline: 'btn-outline',
      /** On the primary band. */
      outlineLight: 'btn-outline-light',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      xl: 'btn-xl',
      /** A square button that holds only an icon (its name in an sr-only span). */
      icon: 'btn-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

type Common = VariantProps<typeof buttonVariants> & { className?: string; children: ReactNode };

export function Button({ variant, size, className, ...props }: Common & ComponentPropsWithoutRef<'button'>) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** Links to other sites open in a new tab, without handing it this page (`noopener`) or the referrer. */
export function newTabIfExternal(href: string): { target?: '_blank'; rel?: string } {
  return /^https?:/.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** A link styled as a button. */
export function ButtonLink({
  href,
  variant,
  size,
  className,
  children,
  ...rest
}: Common & { href: string } & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return (
    <a
      href={href}
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...newTabIfExternal(href)}
      {...rest}
    >
      {children}
    </a>
  );
}
