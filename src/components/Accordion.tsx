// Single-open accordion built on <details name>: every answer is in the HTML (readable without JavaScript and
// indexable), the browser handles keyboard use, and opening one item closes the others. In the browser,
// src/browser/accordion.ts (loaded only on pages with an accordion) adds the same for browsers without exclusive
// <details> and opens the item a #hash points at.
import { usePageScript } from '../islands/page-scripts.ts';
import { Card } from './ui/card.tsx';
import { ChevronDown } from './icons.tsx';
import { bare } from './content-text.tsx';

export interface AccordionItem {
  id: string;
  title: string;
  /** Build-time HTML from Markdown (see src/content/markdown.ts). */
  html: string;
}

export function Accordion({ items, name = 'faq' }: { items: AccordionItem[]; name?: string }) {
  usePageScript('accordion');
  return (
    <Card elevated={false} padding="none" data-accordion className="mt-6 divide-y divide-border">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} className="group scroll-mt-28">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-foreground hover:bg-muted [&::-webkit-details-marker]:hidden">
            {bare(item.title)}
            <ChevronDown className="h-5 w-5 shrink-0 text-link transition-transform group-[[open]]:rotate-180" />
          </summary>
          <div
            className="px-5 pb-5 text-base leading-relaxed text-body [&_a]:font-medium [&_a]:text-link [&_a]:underline [&_p+p]:mt-3"
            dangerouslySetInnerHTML={{ __html: item.html }}
          />
        </details>
      ))}
    </Card>
  );
}
