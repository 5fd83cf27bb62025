// Inline Markdown in frontmatter and data (FAQ answers may contain links) becomes HTML at build time,
// so the client ships no Markdown parser and the JSON-LD gets the same words as plain text.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'mdast-util-to-string';

export interface RichText {
  html: string;
  text: string;
}

export function renderMarkdown(source: string): RichText {
  const tree = fromMarkdown(source.trim());
  const hast = toHast(tree);
  // External links open safely in a new tab; internal ones stay plain.
  const html = toHtml(hast).replace(
    /<a href="(https?:[^"]*)">/g,
    '<a href="$1" target="_blank" rel="noopener noreferrer">',
  );
  return { html, text: toString(tree).replace(/\s+/g, ' ').trim() };
}

/** Internal link targets (paths starting with "/") in a Markdown or MDX source text. */
export function internalLinksInSource(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    // Markdown links: [text](/path)
    /\]\((\/[^)\s]*)\)/g,
    // JSX / HTML attributes and quoted YAML values: href="/path", to: "/path"
    /\b(?:href|to|url|link)\s*[=:]\s*\{?["'](\/[^"'\s]*)["']/g,
    // Unquoted YAML values: to: /path
    /^\s*-?\s*(?:href|to|url|link):\s*(\/[^\s#"']*(?:#[\w-]+)?)\s*$/gm,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) found.add(m[1]!);
  return [...found];
}
