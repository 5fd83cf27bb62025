// Every visible page from the route table, grouped by section (each page under the nearest page that has pages
// under it, the top-level pages together last), with a filter box: on /sitemap (<SiteIndex />). The page's language
// comes first; each other language's pages follow under a heading in that language, marked with its lang.
// Static HTML that works as it is (the whole list, and a search form); src/browser/site-filter.ts, loaded only on
// this page, filters the list as the visitor types and answers /sitemap?q=….
// No React in the browser and no page list in JavaScript, so the page's script stays the same size however many
// pages the site has.
import { pages, type PageMeta } from '../content/pages.ts';
import { ancestorRoutes, langOfRoute, type Lang } from '../content/route-path.ts';
import { usePageScript } from '../islands/page-scripts.ts';
import { plural, uiFor, useLang, useUi } from '../page/lang.ts';
import { Heading } from './ui/heading.tsx';
import { TextLink } from './ui/text-link.tsx';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';

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

/** One language's pages in their sections (named by the section pages' labels), then its top-level pages. */
function Groups({ list, lang, level }: { list: PageMeta[]; lang: Lang; level: 'h2' | 'h3' }) {
  const sections = sectionsOf(list);
  // Every section in page order, then the top-level pages.
  const groups = [
    ...list.filter((p) => sections.has(p.route)).map((p) => ({ key: p.route, name: p.label })),
    { key: '', name: uiFor(lang).blocks.siteIndex.company },
  ];
  return (
    <div className="mt-8 grid gap-8 md:grid-cols-3">
      {groups.map(({ key, name }) => {
        const members = list.filter((p) => groupOf(p, sections) === key);
        return members.length ? (
          <div key={key} data-filter-group>
            <Heading as={level} size="block">
              {name}
            </Heading>
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
  );
}

export function SiteIndexList() {
  usePageScript('site-filter');
  const visible = pages.filter((p) => !p.hidden);
  const lang = useLang();
  const ui = useUi();
  const words = ui.blocks.siteIndex;
  const locale = ui.dates.locale;
  const others = [...new Set(visible.map((p) => p.lang))].filter((l) => l !== lang);
  return (
    <div className="mt-6" data-site-filter>
      <form role="search" action="/sitemap" className="flex max-w-md flex-col gap-2">
        <label htmlFor="sitemap-q" className="font-medium text-strong">
          {words.find}
        </label>
        <div className="flex gap-2">
          <Input id="sitemap-q" name="q" type="search" className="flex-1" />
          {/* The list filters as you type; the button lets the form work as a plain search too. */}
          <Button type="submit" variant="secondary">
            {words.search}
          </Button>
        </div>
      </form>
      {/* The filter's script (src/browser/site-filter.ts) words the count and the no-match line with these. */}
      <p
        className="sr-only"
        aria-live="polite"
        data-filter-count
        data-found={words.found.other}
        data-found-one={words.found.one}
        data-locale={locale}
      >
        {plural(words.found, visible.length, locale)}
      </p>
      <p className="mt-6 text-body" data-filter-empty data-none-for={words.noneFor} hidden>
        {words.none}
      </p>
      <Groups list={visible.filter((p) => p.lang === lang)} lang={lang} level="h2" />
      {/* The pages of the other languages, under a heading in their language and marked with it. */}
      {others.map((other) => (
        <section key={other} lang={other} className="mt-12" data-site-lang={other}>
          <Heading size="block">{uiFor(other).blocks.siteIndex.pagesIn}</Heading>
          <Groups list={visible.filter((p) => p.lang === other)} lang={other} level="h3" />
        </section>
      ))}
    </div>
  );
}
