// The not-found page body with its links taken from the route table: the pages whose frontmatter says
// `notFound: true`, in menu order. A wrapper of <NotFound>, which takes a list of routes typed in the page instead.
import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { notFoundRoutes } from '../../content/pages.ts';
import { NotFound } from './NotFound.tsx';

export const props = z.strictObject({}).meta({
  description:
    'The not-found page body (SPEC section 2), offering the pages whose frontmatter says `notFound: true`, in menu order (a Spanish page: their translations). To offer another page, add `notFound: true` to its frontmatter; a page that is removed drops out.',
  // Placed by the site on its own page: not offered in the editor's component menu.
  internal: true,
  examples: ['<NotFoundPage />'],
});

export function NotFoundPage(input: z.input<typeof props>) {
  parseProps('NotFoundPage', props, input);
  return <NotFound links={notFoundRoutes} />;
}
