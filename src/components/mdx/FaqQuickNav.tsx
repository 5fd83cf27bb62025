import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { usePage } from '../../page/page-context.ts';
import { LinkCard } from '../ui/link-card.tsx';
import { useUi } from '../../page/lang.ts';

export const props = z
  .strictObject({
    links: z
      .array(
        z.strictObject({
          id: z.string().min(1).describe('the `id:` of a faq item on this page'),
          label: z.string().min(1).describe('the link text'),
        }),
      )
      .min(1)
      .describe('the links, in the order to show'),
  })
  .meta({
    description:
      "Quick-navigation links to FAQ items on the same page (`#cost`, `#warranty`, …). Each id must be the `id:` of one of the page's `faq` items, else the build fails naming it. Following a link scrolls to that question and opens it (src/browser.ts opens the item a #hash or an in-page link names).",
    says: 'Quick links to some of the questions on this page.',
    finds: 'faq questions quick links jump navigation',
    examples: ['<FaqQuickNav links={[{ id: "cost", label: "Cost" }, { id: "warranty", label: "Warranty" }]} />'],
  });

export function FaqQuickNav(input: z.input<typeof props>) {
  const { links } = parseProps('FaqQuickNav', props, input);
  const { faq = [], route } = usePage();
  const ids = new Set(faq.map((f) => f.id).filter(Boolean));
  const missing = links.filter((l) => !ids.has(l.id)).map((l) => l.id);
  if (missing.length)
    throw new Error(`<FaqQuickNav> on ${route}: no FAQ item with id ${missing.map((m) => `"${m}"`).join(', ')}`);
  return (
    <nav aria-label={useUi().blocks.faq.jumpTo} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.id}>
            <LinkCard variant="pill" border="strong" href={`#${l.id}`} className="text-sm" data-faq-nav={l.id}>
              {l.label}
            </LinkCard>
          </li>
        ))}
      </ul>
    </nav>
  );
}
