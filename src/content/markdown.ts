// Inline Markdown in frontmatter and data (FAQ answers may contain links) becomes HTML at build time,
// so the client ships no Markdown parser and the JSON-LD gets the same words as plain text.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'mdast-util-to-string';
import { isExternalHref } from './links.ts';

export interface RichText {
  html: string;
  text: string;
}

export function renderMarkdown(source: string): RichText {
  const tree = fromMarkdown(source.trim());
  const hast = toHast(tree);
  // External links open safely in a new tab; internal ones stay plain.
  const html = toHtml(hast).replace(/<a href="([^"]*)">/g, (tag, href: string) =>
    isExternalHref(href) ? `<a href="${href}" target="_blank" rel="noopener noreferrer">` : tag,
  );
  return { html, text: toString(tree).replace(/\s+/g, ' ').trim() };
}

export interface LinkInText {
  link: string;
  /** Offset of the link in the text. */
  index: number;
}

/** Link targets written in a Markdown, MDX or YAML text, with where each is: paths ("/…") and web addresses. */
export function linksInText(source: string): LinkInText[] {
  const found: LinkInText[] = [];
  const patterns = [
    // Markdown links: [text](/path)
    /\]\(([^)\s]+)\)/g,
    // JSX / HTML attributes and quoted YAML values: href="/path", to: "/path"
    /\b(?:href|to|url|link)\s*[=:]\s*\{?["']([^"'\s]+)["']/g,
    // Unquoted YAML values: to: /path
    /^\s*-?\s*(?:href|to|url|link):\s*(\/[^\s#"']*(?:#[\w-]+)?)\s*$/gm,
  ];
  const seen = new Set<number>();
  for (const re of patterns)
    for (const m of source.matchAll(re)) {
      const index = m.index + m[0].indexOf(m[1]!);
      if (seen.has(index)) continue;
      seen.add(index);
      found.push({ link: m[1]!, index });
    }
  return found.sort((a, b) => a.index - b.index);
}
