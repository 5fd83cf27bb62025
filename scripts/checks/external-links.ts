// Links to other websites as written: a malformed address, an unknown scheme (`htps:`), a scheme-less `www.` link
// (which would become a link relative to the page) and `http://` to a host not on content/external-links.yaml's
// allow-list. The rule itself is src/content/links.ts, shared with the components that render links.
import { positionOf, type Finding } from '../../src/content/findings.ts';
import { externalLinkProblem } from '../../src/content/links.ts';
import { linksInText } from '../../src/content/markdown.ts';
import type { Check } from './check.ts';

/** Something that looks like an address with a scheme typed in prose: "htps://example.com". */
const schemeInProse = /\b([a-z][a-z0-9+.-]{1,10}):\/\/[^\s)\]>"']+/gi;

export const externalLinksCheck: Check = {
  name: 'external-links',
  title: 'Links to other websites: malformed, unknown scheme, missing scheme, plain http://',
  stage: 'source',
  messages: [
    {
      message:
        '"htps://example.com": unknown scheme "htps:" (did you mean "https:"?); links use https:, mailto: or tel:',
      fix: 'Correct the scheme: web addresses start with https://.',
    },
    {
      message:
        '"www.example.com" has no scheme, so it would be a link relative to this page: write https://www.example.com',
      fix: 'Start the address with https://.',
    },
    {
      message:
        '"http://example.com" uses http://: write https://example.com (or add "example.com" to httpAllowed in content/external-links.yaml if the site has no https)',
      fix: 'Use https://. Only a site without https may be linked over http, and it goes on the list in content/external-links.yaml.',
    },
    {
      message: '"https://exa mple.com" is not a valid web address',
      fix: "Copy the address again from the browser's address bar.",
    },
  ],
  run({ site, outlines }) {
    const allowed = site.externalLinks.httpAllowed;
    const out: Finding[] = [];
    for (const page of site.files) {
      const outline = outlines.get(page.rel);
      const seen = new Set<string>();
      for (const l of outline?.links ?? []) {
        const offsetLine = page.source.split('\n')[l.line - 1] ?? '';
        const written = offsetLine.slice(l.column - 1);
        const url = l.kind === 'autolink' && /^www\./i.test(written) ? written.split(/[\s)\]]/)[0]! : l.url;
        const problem = externalLinkProblem(url, allowed);
        seen.add(`${l.line}:${url}`);
        if (problem) out.push({ file: page.rel, line: l.line, column: l.column, message: problem });
      }
      for (const t of outline?.texts ?? [])
        for (const m of t.value.matchAll(schemeInProse)) {
          const problem = externalLinkProblem(m[0], allowed);
          const pos = positionOf(page.source, t.offset + m.index);
          if (problem && !seen.has(`${pos.line}:${m[0]}`)) out.push({ file: page.rel, ...pos, message: problem });
        }
      const head = page.source.slice(0, page.source.indexOf('\n---', 3) + 1);
      for (const l of linksInText(head)) {
        const problem = externalLinkProblem(l.link, allowed);
        if (problem) out.push({ file: page.rel, ...positionOf(page.source, l.index), message: problem });
      }
    }
    for (const d of site.data)
      for (const l of linksInText(d.source)) {
        const problem = externalLinkProblem(l.link, allowed);
        if (problem) out.push({ file: d.rel, ...positionOf(d.source, l.index), message: problem });
      }
    return out;
  },
};
