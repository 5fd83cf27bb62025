// Heading order of each built page (what the visitor's screen reader reads, components included): one h1, and no
// level skipped on the way down (h2 then h4). Mapped back to the MDX line of the heading's text. A page with no
// built output (left out of the build, or the build failed) is checked on the headings written in its MDX.
import type { Finding } from '../../src/content/findings.ts';
import { accessibleText, parseDocument } from './built-pages.ts';
import { fileOfRoute, locateText, type Check } from './check.ts';

/** A heading that goes down more than one level after the one before it. */
function skippedLevels<H extends { level: number; text: string }>(headings: H[]): [H, number][] {
  const out: [H, number][] = [];
  let previous = 0;
  for (const h of headings) {
    if (previous && h.level > previous + 1) out.push([h, previous]);
    previous = h.level;
  }
  return out;
}

const skippedMessage = (h: { level: number; text: string }, previous: number) =>
  `heading "${h.text}" is an h${h.level} after an h${previous}: use ${'#'.repeat(previous + 1)} (h${previous + 1}) here, headings go down one level at a time`;

export const headingsCheck: Check = {
  name: 'headings',
  title: 'Heading order in the built pages: one h1, no skipped levels',
  stage: 'built',
  messages: [
    {
      message: 'heading "Costs" is an h4 after an h2: use ### (h3) here, headings go down one level at a time',
      fix: 'Use the next level down (`##` then `###`); a heading level is structure, not size.',
    },
    {
      message: 'a second h1 "…": a page has one h1 (its title); use ## here',
      fix: "The page hero already shows the h1; start the page's own sections at `##`.",
    },
    {
      message: 'the page has no h1: give it a <PageHero title="…" /> or one "# " heading',
      fix: 'Every page needs exactly one main heading.',
    },
  ],
  // A page with no built output: the headings written in its MDX (those its components render are not known).
  unbuilt: (_ctx, pages) =>
    pages.flatMap((page) =>
      skippedLevels(page.outline.headings.map((h) => ({ ...h, level: h.depth }))).map(([h, previous]) => ({
        file: page.rel,
        line: h.line,
        column: h.column,
        message: skippedMessage(h, previous),
      })),
    ),
  run({ site, built, outlines }) {
    const out: Finding[] = [];
    for (const page of built ?? []) {
      const src = fileOfRoute(site, page.route);
      if (!src) continue;
      const doc = parseDocument(page.html);
      const headings = [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => ({
        level: Number(h.tagName[1]),
        text: accessibleText(h),
      }));
      const where = (text: string) => {
        const h = outlines.get(src.rel)?.headings.find((x) => x.text === text);
        return h ? { line: h.line, column: h.column } : locateText(src.source, text, src.source.indexOf('\n---', 3));
      };
      const h1s = headings.filter((h) => h.level === 1);
      if (!h1s.length)
        out.push({
          file: src.rel,
          line: 1,
          column: 1,
          message: 'the page has no h1: give it a <PageHero title="…" /> or one "# " heading',
        });
      for (const h of h1s.slice(1))
        out.push({
          file: src.rel,
          ...where(h.text),
          message: `a second h1 "${h.text}": a page has one h1 (its title); use ## here`,
        });
      for (const [h, previous] of skippedLevels(headings))
        out.push({ file: src.rel, ...where(h.text), message: skippedMessage(h, previous) });
    }
    return out;
  },
};
