// One page per route, and no two pages with the same title or the same description (search engines show them
// side by side; duplicates read as copies). Of two files with one route, the second is left out of the check's
// build (pagesThatCannotBuild) and the one message says so; its title and description, copies of the other's more
// often than not, are not reported again.
import type { Finding } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import { locateText, type Check } from './check.ts';

/** Files whose route an earlier file already has (pages/x/index.mdx after pages/x.mdx), each with that file. */
export function sameRouteFiles(site: Pick<SiteModel, 'files'>): Map<string, string> {
  const byRoute = new Map<string, string>();
  const out = new Map<string, string>();
  for (const f of site.files) {
    const first = byRoute.get(f.route);
    if (first) out.set(f.rel, first);
    else byRoute.set(f.route, f.rel);
  }
  return out;
}

export const uniqueCheck: Check = {
  name: 'unique',
  title: 'Unique routes, titles and descriptions',
  stage: 'source',
  messages: [
    {
      message:
        'route /faq is also the route of pages/faq.mdx: one of the two must go or move (pages/faq/index.mdx is left out of the build until then)',
      fix: '`pages/x.mdx` and `pages/x/index.mdx` are the same address. Keep one; move the other to a new name (and add a redirect if it was published).',
    },
    {
      message: 'title "…" is also the title of pages/other.mdx',
      fix: 'Give each page its own title: say what is different about this page (the city, the service).',
    },
    {
      message: 'description "…" is also the description of pages/other.mdx',
      fix: 'Write a description for this page alone.',
    },
  ],
  run({ site }) {
    const out: Finding[] = [];
    const sameRoute = sameRouteFiles(site);
    for (const [rel, first] of sameRoute)
      out.push({
        file: rel,
        line: 1,
        column: 1,
        message: `route ${site.files.find((f) => f.rel === rel)!.route} is also the route of ${first}: one of the two must go or move (${rel} is left out of the build until then)`,
      });
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      const pages = site.pages.filter((p) => !sameRoute.has(p.rel));
      for (const p of pages.sort((a, b) => a.rel.localeCompare(b.rel))) {
        const value = p.frontmatter[field];
        const first = seen.get(value.toLowerCase());
        if (first)
          out.push({
            file: p.rel,
            ...locateText(p.source, `${field}:`),
            message: `${field} "${value}" is also the ${field} of ${first}`,
          });
        else seen.set(value.toLowerCase(), p.rel);
      }
    }
    return out;
  },
};
