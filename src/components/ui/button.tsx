// The site's one button style, as a <button> or a link (internal, external or tel:).
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

/** @public The button's look, for a caller that must style another element as a button (shadcn's convention). */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-accent text-accent-foreground elevate-sm hover:bg-accent-hover',
        secondary: 'bg-primary text-primary-foreground elevate-sm hover:bg-primary-hover',
        outline: 'border-2 border-primary bg-background text-primary hover:bg-secondary',
        /** On the primary band. */
        outlineLight:
          'border-2 border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10',
      },
      size: {
        default: 'h-11 px-5 text-base',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-lg',
        xl: 'h-14 px-8 text-lg',
        /** A square button that holds only an icon (its name in an sr-only span). */
        icon: 'size-11 shrink-0',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

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
