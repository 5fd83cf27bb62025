// The component menu's server half: the component written at a place in a page body, read through the site's own
// MDX outline (src/content/mdx-source.ts), so the writer can open it in its props form again; and the menu's list.
import { outlineMdx, NOT_LITERAL } from '../../src/content/mdx-source.ts';
import { z } from 'zod';
import { tagEnd } from './app/mdx-tags.ts';
import { plainHelp, plainSchema } from './help-text.ts';
import { loadComponentSchemas } from '../build/component-schemas.ts';

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

/** A component as the menu offers it: its name, what it does in plain words, the words that find it, its props. */
export interface MenuComponent {
  name: string;
  says: string;
  finds: string;
  props?: unknown;
}

/**
 * The components a writer uses, for the menu: every component whose props schema does not say `internal: true`
 * (beside its description, src/components/mdx/<Name>.tsx), with its `says` and `finds` and its props in plain words.
 */
export async function menuComponents(root: string): Promise<MenuComponent[]> {
  const { names, props } = await loadComponentSchemas(root);
  return names.flatMap((name) => {
    const schema = props.get(name);
    const meta = (schema?.meta() ?? {}) as { internal?: boolean; says?: string; finds?: string; description?: string };
    if (meta.internal) return [];
    const json = schema ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) : undefined;
    const { says: _s, finds: _f, description: _d, examples: _e, ...shown } = (json ?? {}) as Record<string, unknown>;
    return [
      {
        name,
        says: meta.says ?? plainHelp(meta.description ?? ''),
        finds: meta.finds ?? '',
        props: json ? plainSchema(shown) : undefined,
      },
    ];
  });
}
