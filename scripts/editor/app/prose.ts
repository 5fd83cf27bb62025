// Text a writer types stays text: `<`, `>`, `{` and `}` typed (or pasted, or dropped from outside) in the page's
// prose are written with a backslash (`\<`), Markdown's escape, which MDX shows as the plain character, so "takes <3
// days {usually}" never turns into a tag or an expression and the page never fails to build. The backslashes are
// hidden in the editor (the writer sees what they typed), and deleting the character deletes its backslash with it.
// Left alone: code (inline or fenced), a component's opening tag (its props), text the writer copied from this
// editor (moving a component by cut and paste), and everything the editor itself inserts (components, photos).
import {
  EditorSelection,
  EditorState,
  RangeSetBuilder,
  Transaction,
  type ChangeSpec,
  type Extension,
} from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import { backslashesBefore, insideTag } from './mdx-tags.ts';

const SPECIAL = '<>{}';
const CODE = new Set(['InlineCode', 'FencedCode', 'CodeBlock']);

/** Whether `pos` is inside code (inline, fenced or indented), where a backslash would show as itself. */
function inCode(state: EditorState, pos: number): boolean {
  const tree = ensureSyntaxTree(state, Math.min(state.doc.length, pos + 1), 200) ?? syntaxTree(state);
  for (let node: ReturnType<typeof tree.resolveInner> | null = tree.resolveInner(pos, -1); node; node = node.parent) {
    if (!CODE.has(node.name) || node.from >= pos) continue;
    if (pos < node.to) return true;
    // At the very end: inside while the code is still open (a fence not yet closed, an indented line).
    const text = state.doc.sliceString(node.from, node.to);
    if (node.name === 'FencedCode') return !/\n[ \t]*(```|~~~)[`~]*[ \t]*$/.test(text);
    if (node.name === 'CodeBlock') return true;
  }
  return false;
}

/** Whether a character typed at `pos` is prose (not code, not inside a component's tag). */
function isProse(state: EditorState, pos: number): boolean {
  return !inCode(state, pos) && !insideTag(state.doc.sliceString(Math.max(0, pos - 4000), pos), Math.min(pos, 4000));
}

/** `text` as typed at a place with `before` backslashes just before it, with its special characters escaped. */
export function escapeProse(text: string, before: number): string {
  let out = '';
  let run = before;
  for (const c of text) {
    if (SPECIAL.includes(c)) {
      // An odd run of backslashes before it would escape it already: one more makes them plain backslashes.
      out += (run % 2 ? '\\' : '') + '\\' + c;
      run = 0;
    } else {
      out += c;
      run = c === '\\' ? run + 1 : 0;
    }
  }
  return out;
}

/** Whether the backslash at `pos` escapes the special character after it. */
function escapingBackslash(doc: string, pos: number): boolean {
  return doc[pos] === '\\' && SPECIAL.includes(doc[pos + 1] ?? '') && backslashesBefore(doc, pos + 1) % 2 === 1;
}

/** The text last copied or cut from this editor: pasted back, it is moved source, not typed prose. */
let lastCopied = '';

const guard = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged) return tr;
  const typed = tr.isUserEvent('input') && !(tr.isUserEvent('input.paste') && pastedOwn(tr));
  const deleting = tr.isUserEvent('delete') || tr.isUserEvent('input');
  if (!typed && !deleting) return tr;
  const doc = tr.startState.doc.toString();
  const changes: ChangeSpec[] = [];
  let altered = false;
  tr.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    let from = fromA;
    let to = toA;
    // A special character and its hidden backslash go together.
    if (to > from && from > 0 && escapingBackslash(doc, from - 1)) from--;
    if (to > from && to < doc.length && escapingBackslash(doc, to - 1)) to++;
    let insert = inserted.toString();
    if (typed && insert && isProse(tr.startState, from)) insert = escapeProse(insert, backslashesBefore(doc, from));
    if (from !== fromA || to !== toA || insert !== inserted.toString()) altered = true;
    changes.push({ from, to, insert });
  });
  if (!altered) return tr;
  const set = tr.startState.changes(changes);
  const selection = EditorSelection.create(
    tr.startState.selection.ranges.map((r) => EditorSelection.cursor(set.mapPos(r.head, 1))),
    tr.startState.selection.mainIndex,
  );
  return {
    changes: set,
    selection,
    scrollIntoView: true,
    userEvent: tr.annotation(Transaction.userEvent) ?? 'input',
  };
});

function pastedOwn(tr: Transaction): boolean {
  let text = '';
  tr.changes.iterChanges((_a, _b, _c, _d, inserted) => (text += inserted.toString()));
  return Boolean(lastCopied) && text.replace(/\r\n/g, '\n') === lastCopied;
}

/** Remembers what the writer copies or cuts here (see `pastedOwn`). */
const copyWatch = EditorView.domEventHandlers({
  copy: (_e, view) => remember(view),
  cut: (_e, view) => remember(view),
});

function remember(view: EditorView): boolean {
  const { state } = view;
  lastCopied = state.selection.ranges
    .filter((r) => !r.empty)
    .map((r) => state.sliceDoc(r.from, r.to))
    .join(state.lineBreak);
  return false;
}

const hidden = Decoration.replace({});

/** The escaping backslashes in view, hidden (and skipped over by the cursor as one piece with their character). */
function hiddenBackslashes(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const { state } = view;
  for (const { from, to } of view.visibleRanges) {
    const text = state.doc.sliceString(from, to);
    for (const m of text.matchAll(/\\+[<>{}]/g)) {
      const at = from + m.index + m[0].length - 2;
      if ((m[0].length - 1) % 2 === 1 && isProse(state, at)) builder.add(at, at + 1, hidden);
    }
  }
  return builder.finish();
}

const hide = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = hiddenBackslashes(view);
    }
    update(u: ViewUpdate) {
      if (u.docChanged || u.viewportChanged || syntaxTree(u.startState) !== syntaxTree(u.state))
        this.decorations = hiddenBackslashes(u.view);
    }
  },
  {
    decorations: (p) => p.decorations,
    provide: (p) => EditorView.atomicRanges.of((view) => view.plugin(p)?.decorations ?? Decoration.none),
  },
);

/** The prose guard for the body editor: escaping as the writer types, and the hidden backslashes. */
export function prose(): Extension {
  return [guard, copyWatch, hide];
}
