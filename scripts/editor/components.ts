// The component menu's server half: the component written at a place in a page body, read through the site's own
// MDX outline (src/content/mdx-source.ts), so the writer can open it in its props form again.
import { outlineMdx, NOT_LITERAL } from '../../src/content/mdx-source.ts';

export interface ComponentAt {
  name: string;
  /** The literal props (a prop written as code, such as {price * 2}, is listed in `code` and left alone). */
  props: Record<string, unknown>;
  code: string[];
  /** The opening tag's span in the body (offsets), and whether the component has children after it. */
  from: number;
  to: number;
  children: boolean;
}

/** The end of the JSX opening tag starting at `from` (`<Name … />` or `<Name …>`), skipping strings and {…}. */
function tagEnd(body: string, from: number): { to: number; children: boolean } | undefined {
  let depth = 0;
  let quote = '';
  for (let i = from + 1; i < body.length; i++) {
    const c = body[i]!;
    if (quote) {
      if (c === quote && body[i - 1] !== '\\') quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0 && c === '/' && body[i + 1] === '>') return { to: i + 2, children: false };
    else if (depth === 0 && c === '>') return { to: i + 1, children: true };
  }
  return undefined;
}

/** The component whose opening tag holds `offset` in `body` (or starts on its line), if any. */
export function componentAt(body: string, offset: number): ComponentAt | undefined {
  const outline = outlineMdx(body, 'pages/draft.mdx');
  const lineStarts = [0];
  for (let i = 0; i < body.length; i++) if (body[i] === '\n') lineStarts.push(i + 1);
  const cursorLine = body.slice(0, offset).split('\n').length;
  for (const use of [...outline.components].reverse()) {
    const from = lineStarts[use.line - 1]! + use.column - 1;
    if (body[from] !== '<') continue;
    const end = tagEnd(body, from);
    if (!end) continue;
    if ((offset >= from && offset <= end.to) || use.line === cursorLine) {
      const props: Record<string, unknown> = {};
      const code: string[] = [];
      for (const a of use.attributes) {
        if (a.value === NOT_LITERAL) code.push(a.name);
        else props[a.name] = a.value;
      }
      return { name: use.name, props, code, from, to: end.to, children: end.children };
    }
  }
  return undefined;
}
