// Town pages that are not doorway pages: each built area page's own text — the visible text of its <main> less
// every five-word run it shares with another area page of its language (the services grid, the call to action,
// shared sentences) — must be at least `minOwnWords` words or `minUnique` of its text. A page under both is a
// warning (not a failure) of the writers' gate naming what such a page is missing: neighborhoods, soil and
// drainage, local projects, local testimonials.
import type { Finding } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import { fileOfRoute } from './check.ts';
import { listBuiltPages, parseDocument, visibleText } from './built-pages.ts';

/** What counts as enough of a page's own: at least this many own words, or this share of its text. */
export const thinLimits = { minOwnWords: 250, minUnique: 0.6 };

const areaRoute = /^\/(?:service-areas|es\/areas-de-servicio)\/[^/]+$/;

interface AreaText {
  route: string;
  /** The visible text of the page's <main>. */
  text: string;
  /** The page's <main> HTML and its related projects block (what it links to). */
  html: string;
}

export interface AreaMeasure {
  route: string;
  words: number;
  /** Words covered by a five-word run no other area page of its language has. */
  ownWords: number;
  /** Share of its five-word runs that are its own. */
  unique: number;
  missing: string[];
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}$%’'-]+/gu) ?? [];
const shingles = (words: string[]) =>
  words.slice(0, Math.max(0, words.length - 4)).map((_, i) => words.slice(i, i + 5).join(' '));
const langOf = (route: string) => (route.startsWith('/es/') ? 'es' : 'en');

/** What a town page shows a homeowner that a thin one lacks, as the page's text and links tell it. */
function missingParts({ text, html }: AreaText): string[] {
  const out: string[] = [];
  if (!/href="\/(?:es\/proyectos|projects)\//.test(html)) out.push('local projects');
  if (!/neighborhood|vecindario|colonia/i.test(text)) out.push('neighborhoods');
  if (!/\b(?:clay|soil|arcilla|suelo)\b/i.test(text) || !/\b(?:drain|drainage|bayou|creek|drenaje|arroyo)/i.test(text))
    out.push('soil and drainage');
  if (!/homeowners say|testimonial|opiniones|dicen|reseñas/i.test(text)) out.push('local testimonials');
  return out;
}

/** Each area page's own text against every other area page of its language. */
export function measureAreas(pages: AreaText[]): AreaMeasure[] {
  const runs = new Map(pages.map((p) => [p.route, shingles(wordsOf(p.text))]));
  return pages.map((p) => {
    const others = new Set(
      pages
        .filter((o) => o.route !== p.route && langOf(o.route) === langOf(p.route))
        .flatMap((o) => runs.get(o.route)!),
    );
    const own = runs.get(p.route)!;
    const words = wordsOf(p.text).length;
    const covered = new Array<boolean>(words).fill(false);
    let ownRuns = 0;
    own.forEach((run, i) => {
      if (others.has(run)) return;
      ownRuns++;
      for (let k = i; k < i + 5; k++) covered[k] = true;
    });
    return {
      route: p.route,
      words,
      ownWords: covered.filter(Boolean).length,
      unique: own.length ? ownRuns / own.length : 0,
      missing: missingParts(p),
    };
  });
}

/** Whether a page has too little of its own. */
export const isThin = (m: AreaMeasure, limits = thinLimits) =>
  m.ownWords < limits.minOwnWords && m.unique < limits.minUnique;

/** The built area pages' text and links. */
export function builtAreaTexts(dist: string): AreaText[] {
  return listBuiltPages(dist)
    .filter((p) => areaRoute.test(p.route))
    .flatMap((p) => {
      const doc = parseDocument(p.html);
      const main = doc.querySelector('main');
      // The town's projects are listed in the related block after <main>: their links count as local projects.
      const projects = doc.querySelector('[data-testid="related-projects"]')?.outerHTML ?? '';
      return main ? [{ route: p.route, text: visibleText(main), html: main.innerHTML + projects }] : [];
    });
}

/** The thin-town-page warnings of a built site (none without one). */
export function thinAreaWarnings(site: SiteModel, dist: string | undefined): Finding[] {
  if (!dist) return [];
  return measureAreas(builtAreaTexts(dist))
    .filter((m) => isThin(m))
    .map((m) => ({
      file: fileOfRoute(site, m.route)?.rel ?? m.route,
      line: 1,
      column: 1,
      message:
        `this town page has ${m.ownWords} words of its own (${Math.round(m.unique * 100)}% of its text; ` +
        `${thinLimits.minOwnWords} words or ${thinLimits.minUnique * 100}% wanted): the rest is shared with the other town pages` +
        (m.missing.length ? `; add what only this town has: ${m.missing.join(', ')}` : ''),
    }));
}
