// One page per route, and no two pages with the same title or the same description (search engines show them
// side by side; duplicates read as copies).
import type { Finding } from '../../src/content/findings.ts';
import { locateText, type Check } from './check.ts';

export const uniqueCheck: Check = {
  name: 'unique',
  title: 'Unique routes, titles and descriptions',
  stage: 'source',
  messages: [
    {
      message: 'route /faq is also the route of pages/faq/index.mdx: one of the two must go or move',
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
    const byRoute = new Map<string, string>();
    for (const f of site.files) {
      const first = byRoute.get(f.route);
      if (first)
        out.push({
          file: f.rel,
          line: 1,
          column: 1,
          message: `route ${f.route} is also the route of ${first}: one of the two must go or move`,
        });
      else byRoute.set(f.route, f.rel);
    }
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      for (const p of [...site.pages].sort((a, b) => a.rel.localeCompare(b.rel))) {
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
