// How heavy each built page is for a phone (scripts/audit/budgets.ts, documentBudgets): its first screen within the
// first round trip with nothing blocking it, the whole document, its inline CSS, and its elements. A page over a
// budget is reported at its file, with its figure, so a writer who made it too long learns it before the pull
// request is merged.
import type { Finding } from '../../src/content/findings.ts';
import { fileOfRoute, type Check } from './check.ts';
import { documentBudgetProblems, documentWeight } from './page-weight.ts';

export const pageSizeCheck: Check = {
  name: 'page-size',
  title: "Each built page's weight on a phone: first screen, document, inline CSS, elements",
  stage: 'built',
  messages: [
    {
      message:
        'the page has 812 elements, over the 800 a phone lays out quickly: shorten a long list (neighborhoods, projects, questions) or split the page',
      fix: 'Every element costs a phone time to style and lay out. Cut a list, or move part of the page to a page of its own and link to it.',
    },
    {
      message: 'the page is 20.4 KB gzip, over the 20.0 KB budget: shorten it or split it into two pages',
      fix: 'A long page is slower to arrive on a phone. Move a section to a page of its own and link to it.',
    },
    {
      message:
        "its first screen (through the h1) is 14.2 KB gzip, over the 14.0 KB that arrive in the first round trip: move long text or lists below the page's opening block",
      fix: "Everything before the page's heading must arrive in the first round trip: keep the opening block (its hero) short.",
    },
  ],
  run({ site, built }) {
    const out: Finding[] = [];
    for (const page of built ?? []) {
      const src = fileOfRoute(site, page.route);
      if (!src) continue;
      for (const message of documentBudgetProblems(documentWeight(page.html)))
        out.push({ file: src.rel, line: 1, column: 1, message: `${page.route}: ${message}` });
    }
    return out;
  },
};
