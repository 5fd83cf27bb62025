import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { childrenIn } from '../../content/pages.ts';
import { useLang } from '../../layout/lang.ts';

export const props = z
  .strictObject({
    of: z
      .string()
      .regex(/^\/[a-z0-9-/]*$/, 'a route such as "/services"')
      .describe('the section route whose child pages to list, e.g. "/services"'),
  })
  .meta({
    description: 'Cards linking to every page under a section, from the route table (add a page and it appears here).',
    examples: ['<PageList of="/services" />'],
  });

export function PageList(input: z.input<typeof props>) {
  const { of } = parseProps('PageList', props, input);
  const items = childrenIn(of, useLang());
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((p) => (
        <li key={p.route}>
          <a
            href={p.route}
            className="block h-full rounded-xl border border-border bg-background p-5 shadow-sm transition hover:border-highlight hover:shadow-md"
          >
            <span className="text-lg font-semibold text-primary">{p.label}</span>
            <span className="mt-2 block text-muted-foreground">{p.summary}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
