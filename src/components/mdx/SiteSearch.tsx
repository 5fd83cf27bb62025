import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { SiteSearchPanel } from '../SiteSearchPanel.tsx';

export const props = z.strictObject({}).meta({
  description:
    "The site search: a search box with section and town filters, and the results (title, highlighted excerpt, section) of every page in the sitemap, in the page's language (the target of the header's search and the WebSite SearchAction: /search?q=…). Use it once, on the search page of each language.",
  // Placed by the site on its own page: not offered in the editor's component menu.
  internal: true,
  examples: ['<SiteSearch />'],
});

export function SiteSearch(input: z.input<typeof props>) {
  parseProps('SiteSearch', props, input);
  return <SiteSearchPanel />;
}
