// The search page's form and results (<SiteSearch /> on /search and /es/buscar). Static HTML that works as it is:
// a GET form (?q=, &section=, &town=) inside a labelled search landmark, a polite live region and an empty results
// list. src/browser/site-search.ts, loaded only on this page, imports Pagefind's files (/pagefind/pagefind.js and the
// index of the page's language) when the visitor focuses the box or searches, or at once for /search?q=…, and
// fills the list. Without JavaScript the page says plainly that the search needs it and offers the site map and the
// phone. The words the script shows are rendered here, in the page's language, as data attributes.
import { pages } from '../content/pages.ts';
import { usePageScript } from '../islands/page-scripts.ts';
import { useLang, useRoute, useUi } from '../page/lang.ts';
import { fillNodes } from '../page/fill.ts';
import { SEARCH_SECTIONS, searchSectionOf } from './search-sections.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { Select } from './ui/select.tsx';
import { headingVariants } from './ui/heading.tsx';
import { TextLink, textLinkVariants } from './ui/text-link.tsx';
import { Phone } from './mdx/Phone.tsx';
import { QUERY_MAX_LENGTH, SEARCH_MARKER } from '../browser/search-form.ts';

/** A filter of the results: a labelled select whose first choice ("all") sets no filter. `options`: [value, label]. */
function FilterSelect({
  name,
  label,
  all,
  options,
}: {
  name: string;
  label: string;
  all: string;
  options: string[][];
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`site-search-${name}`} className="text-sm font-medium text-strong">
        {label}
      </label>
      <Select id={`site-search-${name}`} name={name}>
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function SiteSearchPanel() {
  usePageScript('site-search');
  const ui = useUi();
  const lang = useLang();
  const action = useRoute('/search');
  const siteMap = useRoute('/sitemap');
  const own = pages.filter((p) => p.lang === lang && !p.hidden && !p.generated);
  const sections = SEARCH_SECTIONS.filter((s) =>
    own.some((p) => searchSectionOf(lang === 'es' ? (p.pair ?? p.route) : p.route) === s),
  );
  const towns = [...new Set(own.flatMap((p) => (p.area ? [p.area.city] : [])))].sort();
  const words = {
    searching: ui.search.searching,
    result: ui.search.results.one,
    results: ui.search.results.other,
    locale: ui.dates.locale,
    noResults: ui.search.noResults,
    failed: ui.search.failed,
    ...Object.fromEntries(SEARCH_SECTIONS.map((s) => [s, ui.search[s]])),
  };
  // How the script draws a result: the title as a heading with a link, the excerpt, the section (the primitives'
  // classes, so the script types none).
  const looks = {
    heading: headingVariants({ size: 'item' }),
    link: textLinkVariants({ weight: 'semibold', underline: 'hover' }),
    excerpt: 'mt-1 text-body',
    where: 'mt-1 text-sm text-muted-foreground',
  };
  return (
    <div
      className="mt-6"
      {...{ [SEARCH_MARKER]: true }}
      data-words={JSON.stringify(words)}
      data-looks={JSON.stringify(looks)}
    >
      <form
        role="search"
        aria-label={ui.search.landmark}
        action={action}
        method="get"
        className="flex max-w-2xl flex-col gap-3"
      >
        <label htmlFor="site-search-q" className="font-medium text-strong">
          {ui.search.label}
        </label>
        <div className="flex gap-2">
          <Input id="site-search-q" name="q" type="search" maxLength={QUERY_MAX_LENGTH} className="flex-1" />
          <Button type="submit">{ui.search.button}</Button>
        </div>
        <div className="flex flex-wrap gap-4">
          <FilterSelect
            name="section"
            label={ui.search.section}
            all={ui.search.allSections}
            options={sections.map((s) => [s, ui.search[s]])}
          />
          {towns.length > 0 && (
            <FilterSelect
              name="town"
              label={ui.search.town}
              all={ui.search.allTowns}
              options={towns.map((t) => [t, t])}
            />
          )}
        </div>
      </form>
      <noscript>
        <p className="mt-6 max-w-2xl text-body">
          {ui.search.noScript} <TextLink href={siteMap}>{ui.search.siteMap}</TextLink>.{' '}
          {fillNodes(ui.search.callUs, { phone: <Phone /> })}
        </p>
      </noscript>
      <p className="mt-6 font-medium text-strong" role="status" aria-live="polite" data-search-status></p>
      <p className="mt-2 text-body" data-search-failed hidden>
        {ui.search.failed} <TextLink href={siteMap}>{ui.search.siteMap}</TextLink>.
      </p>
      <ol className="mt-4 max-w-3xl space-y-6" data-search-results></ol>
      <Button type="button" variant="secondary" data-search-more hidden className="mt-6">
        {ui.search.more}
      </Button>
    </div>
  );
}
