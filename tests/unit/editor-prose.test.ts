// The body editor's prose guard (scripts/editor/app/prose.ts) on CodeMirror's own state, over every page of the site:
// opening a body changes no byte; "takes <3 days {usually}" typed into it is written escaped, parses as MDX and reads
// back as typed, and only its own lines change; code and a component's tag are left as typed; deleting an escaped
// character takes its backslash with it. And the component menu's list (components.ts).
import { describe, expect, it } from 'vitest';
import { EditorState, type Extension } from '@codemirror/state';
import { markdown } from '@codemirror/lang-markdown';
import { currentSite } from '../../src/content/model.ts';
import { outlineMdx } from '../../src/content/mdx-source.ts';
import { composePage, splitPage } from '../../scripts/editor/documents.ts';
import { escapeProse, prose } from '../../scripts/editor/app/prose.ts';
import { menuComponents } from '../../scripts/editor/components.ts';
import { loadComponentSchemas } from '../../scripts/build/component-schemas.ts';

const site = currentSite();
const SENTENCE = 'takes <3 days {usually}';
const extensions: Extension[] = [markdown(), prose()];

/** Types `text` at `at`, one key at a time, as CodeMirror's input does (userEvent "input.type"). */
function type(state: EditorState, at: number, text: string): EditorState {
  let s = state.update({ selection: { anchor: at } }).state;
  for (const ch of text) {
    const head = s.selection.main.head;
    s = s.update({
      changes: { from: head, insert: ch },
      selection: { anchor: head + 1 },
      userEvent: 'input.type',
    }).state;
  }
  return s;
}

/** The prose an MDX body shows (its text nodes), joined. */
function shownText(body: string): string {
  return outlineMdx(body, 'pages/x.mdx')
    .texts.map((t) => t.value)
    .join('\n');
}

describe('the prose guard', () => {
  it(
    'keeps every page as it is when opened, and writes a typed "<3 {…}" escaped, on its own lines, as valid MDX',
    { timeout: 180_000 },
    () => {
      expect(site.files.length).toBeGreaterThan(10);
      for (const page of site.files) {
        const { body } = splitPage(page.source);
        const opened = EditorState.create({ doc: body, extensions });
        expect(opened.doc.toString(), page.rel).toBe(body);
        expect(composePage(page.source, { body: opened.doc.toString() }), page.rel).toBe(page.source);
        const end = body.length - (body.endsWith('\n') ? 1 : 0);
        const typed = type(opened, end, `\n\n${SENTENCE}`).doc.toString();
        expect(typed, page.rel).toBe(`${body.slice(0, end)}\n\ntakes \\<3 days \\{usually\\}${body.slice(end)}`);
        const saved = composePage(page.source, { body: typed });
        // Only the new lines: everything before them is the same bytes.
        expect(saved.startsWith(page.source.slice(0, page.source.length - (body.length - end))), page.rel).toBe(true);
        const outline = outlineMdx(typed, page.rel);
        expect(outline.error, page.rel).toBeUndefined();
        expect(shownText(typed), page.rel).toContain(SENTENCE);
      }
    },
  );

  it("escapes prose inside a component's children, and leaves code and a component's tag as typed", () => {
    const body = '<Section tone="muted">\n\nText here\n\n</Section>\n\nSome `code` and <Phone />\n';
    const state = EditorState.create({ doc: body, extensions });
    const inChildren = type(state, body.indexOf('here'), '{x} ').doc.toString();
    expect(inChildren).toContain('Text \\{x\\} here');
    expect(outlineMdx(inChildren, 'pages/x.mdx').error).toBeUndefined();
    expect(type(state, body.indexOf('code`') + 2, '<b>').doc.toString()).toContain('`co<b>de`');
    // Inside a component's opening tag (its props): as typed.
    expect(type(state, body.indexOf(' />'), ' a={1}').doc.toString()).toContain('<Phone a={1} />');
  });

  it('deletes a character and its hidden backslash together, either way', () => {
    const body = 'a \\<3 b\n';
    const state = EditorState.create({ doc: body, extensions });
    const lt = body.indexOf('<');
    const backward = state.update({ changes: { from: lt, to: lt + 1 }, userEvent: 'delete.backward' }).state;
    expect(backward.doc.toString()).toBe('a 3 b\n');
    const forward = state.update({ changes: { from: lt - 1, to: lt }, userEvent: 'delete.forward' }).state;
    expect(forward.doc.toString()).toBe('a 3 b\n');
    // An edit the editor makes itself (a component inserted) is not touched.
    const inserted = state.update({ changes: { from: 0, insert: '<Phone />\n\n' } }).state;
    expect(inserted.doc.toString()).toBe(`<Phone />\n\n${body}`);
  });

  it('keeps backslashes a writer typed as backslashes', () => {
    expect(escapeProse('<', 0)).toBe('\\<');
    // After one backslash, one more makes it a plain backslash before the escaped character.
    expect(escapeProse('<', 1)).toBe('\\\\<');
    expect(escapeProse('a\\{b}', 0)).toBe('a\\\\\\{b\\}');
    expect(shownText(`x ${escapeProse('a\\{b}', 0)}`)).toContain('a\\{b}');
  });
});

describe('the component menu', () => {
  it(
    'lists the components a writer uses, each in plain words; internal ones are marked beside their description',
    { timeout: 180_000 },
    async () => {
      const { names, props } = await loadComponentSchemas(process.cwd());
      const listed = await menuComponents(process.cwd());
      for (const name of names) {
        const meta = (props.get(name)?.meta() ?? {}) as { internal?: boolean; says?: string; finds?: string };
        // Each component says which it is: internal, or what it does and what finds it.
        expect(meta.internal === true || Boolean(meta.says && meta.finds), name).toBe(true);
        expect(
          listed.some((c) => c.name === name),
          name,
        ).toBe(!meta.internal);
      }
      expect(listed.length).toBeLessThan(names.length);
      for (const c of listed) {
        // Plain words: no code marks, no file paths, no placeholders.
        expect(c.says, c.name).not.toMatch(/`|\{@|content\/|\.ya?ml|npm run/);
        expect(JSON.stringify(c.props ?? {}), c.name).not.toMatch(/\{@fact\}|npm run/);
      }
    },
  );
});
