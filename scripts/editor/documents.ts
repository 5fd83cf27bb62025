// A page file as the editor shows it: the frontmatter's value (for the form) and the MDX body (for the source
// editor), and back: the file's text with the edited value and body, round-trip exact (yaml-edit.ts).
import { editYaml, yamlValue } from './yaml-edit.ts';

export interface PageParts {
  /** The frontmatter's YAML text, without the `---` lines ('' when the page has none). */
  matter: string;
  /** Everything before the body: the frontmatter block with its `---` lines. */
  head: string;
  /** The opening and closing `---` lines as written (with their line ends). */
  opening: string;
  closing: string;
  /** The MDX body: the text after the closing `---` line. */
  body: string;
  /** Lines before the body's first line (the body's line 1 is the file's line headLines + 1). */
  headLines: number;
}

/** A page's text split into its frontmatter block and body (a text without a `---` block is all body). */
export function splitPage(source: string): PageParts {
  const open = /^---[ \t]*\r?\n/.exec(source);
  const close = open && /(^|\n)---[ \t]*(\r?\n|$)/.exec(source.slice(open[0].length));
  if (!open || !close) return { matter: '', head: '', opening: '', closing: '', body: source, headLines: 0 };
  const matterEnd = open[0].length + close.index + close[1]!.length;
  const bodyStart = open[0].length + close.index + close[0].length;
  const head = source.slice(0, bodyStart);
  return {
    matter: source.slice(open[0].length, matterEnd),
    head,
    opening: open[0],
    closing: source.slice(matterEnd, bodyStart),
    body: source.slice(bodyStart),
    headLines: head.split('\n').length - 1,
  };
}

/** The frontmatter's value as YAML gives it (what the form edits; undefined when its YAML cannot be read). */
export function frontmatterValue(source: string): unknown {
  return yamlValue(splitPage(source).matter) ?? undefined;
}

/** `source` with the frontmatter value and body changed (either left as it is when undefined). */
export function composePage(source: string, edit: { frontmatter?: unknown; body?: string }): string {
  const parts = splitPage(source);
  if (!parts.head) return edit.body ?? source;
  const matter = edit.frontmatter === undefined ? parts.matter : editYaml(parts.matter, edit.frontmatter);
  return parts.opening + matter + parts.closing + (edit.body ?? parts.body);
}
