// The site's one button style, as a <button>, an internal link or an external/tel link.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-accent text-white shadow-sm hover:bg-accent-hover',
        secondary: 'bg-primary text-white shadow-sm hover:bg-primary-hover',
        outline: 'border-2 border-primary bg-background text-primary hover:bg-secondary',
        outlineLight: 'border-2 border-white bg-transparent text-white hover:bg-background/10',
        ghost: 'text-primary hover:bg-secondary',
        link: 'text-link underline-offset-4 hover:underline',
        success: 'bg-success text-white shadow-sm hover:bg-green-800',
      },
      size: {
        default: 'h-11 px-5 text-base',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-lg',
        xl: 'h-14 px-8 text-lg',
        icon: 'h-11 w-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonStyle = VariantProps<typeof buttonVariants>;

type Common = ButtonStyle & { className?: string; children: ReactNode };

export function Button({ variant, size, className, ...props }: Common & ComponentPropsWithoutRef<'button'>) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link styled as a button. External http(s) links open in a new tab without passing the opener. */
/** Links to other sites open in a new tab, without handing it this page (`noopener`) or the referrer. */
export function newTabIfExternal(href: string): { target?: '_blank'; rel?: string } {
  return /^https?:/.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

export function ButtonLink({
  href,
  variant,
  size,
  className,
  children,
  ...rest
}: Common & { href: string } & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return (
    <a href={href} className={cn(buttonVariants({ variant, size }), className)} {...newTabIfExternal(href)} {...rest}>
      {children}
    </a>
  );
}
