// Each built element's line in its .mdx file (shared by the writers' gate and the editor): a rehype plugin
// that writes `data-source-line` (the 1-based line in the file on disk, frontmatter lines included) on every element
// the page's own MDX wrote — the Markdown ones (p, h1–h6, ul/ol/li, a, img, table, blockquote, pre…) and the HTML-like
// JSX ones (`<a>`, `<button>`, `<div>`…; not components, whose props schemas take no such prop). The writers' gate
// reads it to report a problem only the built page shows (a button inside a link) at its line; the editor's preview
// to land on the line of the block clicked. Only a check build or a preview carries it (SITE_SOURCE_LINES=1); the
// gate takes it out of the pages once it has checked them, so the production build never has it.
import fs from 'node:fs';
import { builtHtmlFiles } from '../../src/content/built-files.ts';

/** The attribute, as HTML writes it. */
export const SOURCE_LINE_ATTRIBUTE = 'data-source-line';

/** True when this build carries source lines: a check build or a preview (SITE_SOURCE_LINES=1). */
export function sourceLinesWanted(env: Record<string, string | undefined> = process.env): boolean {
  return env.SITE_SOURCE_LINES === '1';
}

interface HastNode {
  type: string;
  tagName?: string;
  /** An MDX JSX element's name (`a`, `Section`), null for a fragment. */
  name?: string | null;
  properties?: Record<string, unknown>;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
  children?: HastNode[];
}

function mark(node: HastNode): void {
  const line = node.position?.start.line;
  if (line) {
    if (node.type === 'element') node.properties = { ...node.properties, dataSourceLine: line };
    else if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      /^[a-z]/.test(node.name) &&
      !node.attributes?.some((a) => a.name === SOURCE_LINE_ATTRIBUTE)
    )
      (node.attributes ??= []).push({ type: 'mdxJsxAttribute', name: SOURCE_LINE_ATTRIBUTE, value: String(line) });
  }
  for (const child of node.children ?? []) mark(child);
}

/** The rehype plugin (no options): `data-source-line` on every element written in the page's MDX. */
export function rehypeSourceLines() {
  return (tree: HastNode) => mark(tree);
}

const attribute = new RegExp(` ${SOURCE_LINE_ATTRIBUTE}="\\d+"`, 'g');

/**
 * Takes the attribute out of every built page of `dist` (as the production build writes them: React writes it in
 * a tag only, where nothing else spells it so; in text a quote is `&quot;`). Returns how many pages changed.
 */
export function stripSourceLines(dist: string): number {
  let changed = 0;
  for (const f of builtHtmlFiles(dist)) {
    const html = fs.readFileSync(f.path, 'utf8');
    const bare = html.replace(attribute, '');
    if (bare === html) continue;
    fs.writeFileSync(f.path, bare);
    changed++;
  }
  return changed;
}
