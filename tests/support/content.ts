// What the sources say a built page shows, for the site and browser tests: the expected values come from pages/ and
// content/ through the site model, never typed in a test, so a writer's ordinary edit (one more FAQ question, one more
// testimonial, a changed price) keeps the tests green while a page that stops showing its data fails them. The
// specification's own fixed figures (counts a page must reach) live apart, in spec.ts.
import { currentSite, siteData, siteDataIn } from '../../src/content/model.ts';
import { outlineMdx, NOT_LITERAL } from '../../src/content/mdx-source.ts';
import { fillFacts, siteFacts } from '../../src/content/facts.ts';
import type { ServiceDetail } from '../../src/content/schemas/service-details.ts';
import { isChildOf, SECTIONS, type Lang, type Section } from '../../src/content/route-path.ts';
import type { UiWords } from '../../src/content/schemas/ui.ts';

export const site = currentSite();
export const business = siteData('business');
/** The interface words of each language (content/ui.<lang>.yaml), as the components show them. */
export const ui: Record<Lang, UiWords> = { en: siteData('ui.en'), es: siteData('ui.es') };
/** The business facts and named prices in each language: the words of content/business.es.yaml, the figures of the
 * English files. */
const factsIn: Record<Lang, Record<string, string>> = {
  en: siteFacts(business, siteData('cost-guide')),
  es: siteFacts(siteDataIn('business', 'es'), siteDataIn('cost-guide', 'es'), 'es'),
};

/**
 * The English pages of a section in the route table's order (the order of the header's menus), each with the label
 * the menus show: its frontmatter label or title, an area by its city.
 */
export function sectionPages(section: Section): { route: string; label: string }[] {
  return site.pages
    .filter((p) => isChildOf(p.route, SECTIONS[section]) && !p.frontmatter.hidden)
    .map((p) => ({ route: p.route, label: p.frontmatter.area?.city ?? p.frontmatter.label ?? p.frontmatter.title }));
}

/** The page of the route table at `route` (fails the test when there is none). */
export function sourcePage(route: string) {
  const page = site.pageByRoute.get(route);
  if (!page) throw new Error(`no page at ${route} in pages/`);
  return page;
}

/** Each page's MDX outline, parsed once (the model above is read once per test worker). */
const outlines = new Map<string, ReturnType<typeof outlineMdx>>();

/**
 * The literal attributes of every `<name … />` the page's MDX uses, in source order: what the writer asked the page
 * to show (`<Testimonials ids={[…]} />` → `[{ ids: […] }]`).
 */
export function componentsIn(route: string, name: string): Record<string, unknown>[] {
  const file = site.files.find((f) => f.route === route);
  if (!file) throw new Error(`no page file for ${route}`);
  let outline = outlines.get(file.rel);
  if (!outline) outlines.set(file.rel, (outline = outlineMdx(file.body, file.rel)));
  return outline.components
    .filter((c) => c.name === name)
    .map((c) => Object.fromEntries(c.attributes.filter((a) => a.value !== NOT_LITERAL).map((a) => [a.name, a.value])));
}

/** Text as a page in `lang` shows it: `{@fact}` from content/business.yaml (its words in `lang`), `{figure}` from the
 * given figures. */
export function filled(text: string, figures: Record<string, string> = {}, lang: Lang = 'en'): string {
  return fillFacts(text, factsIn[lang]).replace(
    /\{([a-zA-Z][a-zA-Z0-9]*)\}/g,
    (whole, name: string) => figures[name] ?? whole,
  );
}

const serviceDetails = { en: siteDataIn('service-details', 'en'), es: siteDataIn('service-details', 'es') };
/** A service page's data (content/service-details.yaml, keyed by the page slug) in `lang` (the texts of
 * content/service-details.es.yaml in Spanish), if it has any. */
export function serviceDetail(slug: string, lang: Lang = 'en'): ServiceDetail | undefined {
  return serviceDetails[lang][slug];
}

/** The page's FAQ as its frontmatter gives it: questions and answers as plain text. */
export function faqOf(route: string): { question: string; answer: string }[] {
  return (sourcePage(route).frontmatter.faq ?? []).map((item) => ({
    question: filled(item.question),
    answer: item.answer.text,
  }));
}
