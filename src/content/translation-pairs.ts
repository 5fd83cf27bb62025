// Which Spanish page translates which English page, across the valid pages of the site model (model.ts).
import type { Finding } from './findings.ts';
import type { ParsedPage } from './load.ts';

/** A valid page with its file (relative to the project) and text, as the site model holds it. */
type TranslatedPage = ParsedPage & { rel: string; source: string };

/**
 * The translation pairs of the valid pages, both ways, and the Spanish pages naming an English page another Spanish
 * page (the first by file name) already translates: those are mistakes, left out of the site.
 */
export function translationPairs<P extends TranslatedPage>(pages: P[]) {
  const pairs = new Map<string, string>();
  const duplicates: { page: P; finding: Finding }[] = [];
  const byEnglish = new Map<string, P>();
  for (const page of [...pages].sort((a, b) => a.rel.localeCompare(b.rel))) {
    const english = page.frontmatter.translationOf;
    if (english === undefined) continue;
    const first = byEnglish.get(english);
    if (first) {
      const index = page.source.split('\n').findIndex((l) => /^translationOf\s*:/.test(l));
      duplicates.push({
        page,
        finding: {
          file: page.rel,
          line: index < 0 ? 1 : index + 1,
          column: 1,
          message: `frontmatter.translationOf: ${english} is already translated by ${first.rel}; an English page has at most one Spanish translation: keep one of the two files (merge the text into it) or point this one at the English page it really translates`,
        },
      });
      continue;
    }
    byEnglish.set(english, page);
    pairs.set(page.route, english);
    pairs.set(english, page.route);
  }
  return { pairs, duplicates };
}
