// MDX source lines on built elements (shared contract, /work/notes/SOURCE-LINES.md): a rehype plugin that sets
// `data-source-line` — the 1-based line in the .mdx file on disk, frontmatter lines included — on every element
// written in the page's MDX. Switched on for a check build or a preview only (SITE_SOURCE_LINES=1, vite.config.ts):
// a production build never carries the attribute.
interface HastNode {
  type: string;
  position?: { start: { line: number } };
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function mark(node: HastNode): void {
  if (node.type === 'element' && node.position) (node.properties ??= {}).dataSourceLine = node.position.start.line;
  for (const child of node.children ?? []) mark(child);
}

/** The rehype plugin (no options): marks the tree's elements with their source line. */
export function rehypeSourceLines() {
  return (tree: HastNode) => mark(tree);
}
