// Every visible page from the route table, grouped by section (each page under the nearest page that has pages
// under it, the top-level pages together last), with a filter box: on /sitemap (<SiteIndex />).
// Static HTML that works as it is (the whole list, and a search form); src/browser/site-filter.ts, loaded only on
// this page, filters the list as the visitor types and answers /sitemap?q=….
// No React in the browser and no page list in JavaScript, so the page's script stays the same size however many
// pages the site has.
import { pages, type PageMeta } from '../content/pages.ts';
import { ancestorRoutes, langOfRoute } from '../content/route-path.ts';
import { usePageScript } from '../islands/page-scripts.ts';
import { Heading } from './ui/heading.tsx';
import { TextLink } from './ui/text-link.tsx';
import { buttonVariants } from './ui/button.tsx';

/** A language's home page: "/", or a page whose language is not its parent's ("/es"). */
function isHome(route: string): boolean {
  const parent = ancestorRoutes(route).at(-1);
  return parent === undefined || langOfRoute(parent) !== langOfRoute(route);
}

/** The sections of the list: every page (but a home page) that has visible pages under it, by route. */
function sectionsOf(visible: PageMeta[]): Set<string> {
  const routes = new Set(visible.map((p) => p.route));
  const parents = new Set(visible.flatMap((p) => ancestorRoutes(p.route)));
  return new Set([...parents].filter((r) => routes.has(r) && !isHome(r)));
}

/** The section a page is listed under: the page itself when it is one, else its nearest section, else "" (the
 * top-level pages). */
function groupOf(p: PageMeta, sections: Set<string>): string {
  return [p.route, ...ancestorRoutes(p.route).reverse()].find((r) => sections.has(r)) ?? '';
}

export function SiteIndexList() {
  usePageScript('site-filter');
  const visible = pages.filter((p) => !p.hidden);
  const sections = sectionsOf(visible);
  // Every section in page order, then the top-level pages.
  const groups = [
    ...visible.filter((p) => sections.has(p.route)).map((p) => ({ key: p.route, name: p.label })),
    { key: '', name: 'Company and help' },
  ];
  return (
    <div className="mt-6" data-site-filter>
      <form role="search" action="/sitemap" className="flex max-w-md flex-col gap-2">
        <label htmlFor="sitemap-q" className="font-medium text-slate-800">
          Find a page
        </label>
        <div className="flex gap-2">
          <input
            id="sitemap-q"
            name="q"
            type="search"
            className="min-w-0 flex-1 rounded-lg border border-input px-3 py-2 text-base"
          />
          {/* The list filters as you type; the button lets the form work as a plain search too. */}
          <button type="submit" data-slot="button" className={buttonVariants({ variant: 'secondary' })}>
            Search
          </button>
        </div>
      </form>
      <p className="sr-only" aria-live="polite" data-filter-count>
        {visible.length} pages found
      </p>
      <p className="mt-6 text-body" data-filter-empty hidden>
        No page matches your search.
      </p>
      <div className="mt-8 grid gap-8 md:grid-cols-3">
        {groups.map(({ key, name }) => {
          const members = visible.filter((p) => groupOf(p, sections) === key);
          return members.length ? (
            <div key={key} data-filter-group>
              <Heading size="block">{name}</Heading>
              <ul className="mt-3 space-y-2">
                {members.map((p) => (
                  // What the filter matches besides the link text: the page's title and summary.
                  <li key={p.route} data-filter-text={`${p.title} ${p.summary}`}>
                    <TextLink href={p.route} weight="normal" underline="hover">
                      {p.label}
                    </TextLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null;
        })}
      </div>
    </div>
  );
}
