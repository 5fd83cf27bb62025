import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { SiteIndexList } from '../SiteIndexList.tsx';

export const props = z.strictObject({}).meta({
  description:
    'Every visible page from the route table, grouped by section, with a filter box (/sitemap?q=… opens it filtered; the site search is <SiteSearch />). Without JavaScript the full list shows.',
  // Placed by the site on its own page: not offered in the editor's component menu.
  internal: true,
  examples: ['<SiteIndex />'],
});

export function SiteIndex(input: z.input<typeof props>) {
  parseProps('SiteIndex', props, input);
  return <SiteIndexList />;
}
