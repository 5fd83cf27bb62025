import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). tailwind-merge is deliberately left out: it adds ~8 KB gzip to every page. So when
 * a caller overrides a component's class, override a different breakpoint or property (e.g. `lg:h-10`), or the
 * component must expose a variant instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
