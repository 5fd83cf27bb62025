// What a price covers, in the page's language (content/ui.<lang>.yaml `blocks.priceScope`), next to every price a
// component shows (SPEC 14). The built-page tests find it by `data-price-scope`.
import type { PriceScope as Scope } from '../content/schemas/price-scope.ts';
import { fill, useUi } from '../page/lang.ts';
import { cn } from './ui/cn.ts';

export function PriceScope({
  scope,
  city = '',
  as: Tag = 'span',
  className,
}: {
  scope: Scope | 'project';
  /** The town of a "town" price. */
  city?: string;
  as?: 'span' | 'dt' | 'p';
  className?: string;
}) {
  const words = useUi().blocks.priceScope;
  return (
    <Tag data-price-scope={scope} className={cn('block text-sm font-normal text-muted-foreground', className)}>
      {fill(words[scope], { city })}
    </Tag>
  );
}
