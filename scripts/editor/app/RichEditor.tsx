// The word view of a page's text: headings, bold, lists, links and tables as a word processor shows them, and each
// component as a block with its name and an "Edit settings" button that opens the component menu's props form.
// MDXEditor (@mdxeditor/editor) does the editing; it writes Markdown its own way, so what it writes goes through
// rich-splice.ts first: unchanged blocks keep the file's bytes. Loaded only when the writer switches to the word view
// (its own chunk of the bundle, app-bundle.ts), with MDXEditor's stylesheet.
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import {
  BlockTypeSelect,
  BoldItalicUnderlineToggles,
  CreateLink,
  InsertTable,
  InsertThematicBreak,
  ListsToggle,
  MDXEditor,
  NESTED_EDITOR_UPDATED_COMMAND,
  NestedLexicalEditor,
  Separator,
  UndoRedo,
  addComposerChild$,
  addNestedEditorChild$,
  headingsPlugin,
  jsxPlugin,
  linkDialogPlugin,
  linkPlugin,
  listsPlugin,
  markdownShortcutPlugin,
  quotePlugin,
  realmPlugin,
  rootEditor$,
  tablePlugin,
  thematicBreakPlugin,
  toolbarPlugin,
  useMdastNodeUpdater,
  type JsxComponentDescriptor,
  type JsxEditorProps,
  type MDXEditorMethods,
} from '@mdxeditor/editor';
import {
  $getRoot,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_LOW,
  FOCUS_COMMAND,
  KEY_TAB_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx';
import { richSplice, type RichSplice } from './rich-splice.ts';
import { componentName, propAttributes, type Editing } from './ComponentMenu.tsx';
import type { Component } from './api.ts';

export interface RichEditorHandle {
  /** The page text as it would be saved now (the splice of what the word view shows). */
  text(): string;
  /** Puts MDX source (a component, a photo) in at the cursor. */
  insert(text: string): void;
}

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** The components the menu offers (each shown as a block with its name). */
  components: Component[];
  /** Opens a component's props form; `apply` writes the props back into the block. */
  onEditComponent: (editing: Editing, apply: (props: Record<string, unknown>) => void) => void;
  /** The page cannot be shown in the word view (the text view stays). */
  onUnavailable: () => void;
  label: string;
}

/** The props of a component block the form can edit (literal values), and those written as code. */
function literalProps(node: MdxJsxFlowElement): { props: Record<string, unknown>; code: string[] } {
  const props: Record<string, unknown> = {};
  const code: string[] = [];
  for (const a of node.attributes) {
    if (a.type !== 'mdxJsxAttribute') {
      code.push('…');
      continue;
    }
    if (a.value === null || a.value === undefined) props[a.name] = true;
    else if (typeof a.value === 'string') props[a.name] = a.value;
    else
      try {
        props[a.name] = JSON.parse(a.value.value) as unknown;
      } catch {
        code.push(a.name);
      }
  }
  return { props, code };
}

/** Props from the form as JSX attributes, written as the text view writes them (propAttributes). */
function attributes(props: Record<string, unknown>): MdxJsxAttribute[] {
  return propAttributes(props).map(([name, v]) => ({
    type: 'mdxJsxAttribute',
    name,
    value: v === null || typeof v === 'string' ? v : { type: 'mdxJsxAttributeValueExpression', value: v.expression },
  }));
}

/** Where a component block's "Edit settings" goes: the word view on screen now (there is one at a time). */
let editComponent: Props['onEditComponent'] = () => undefined;

/** A component in the word view: its name in words, "Edit settings" when the menu offers it, its blocks inside. */
function ComponentBlock({ mdastNode, descriptor }: JsxEditorProps) {
  const update = useMdastNodeUpdater<MdxJsxFlowElement>();
  const node = mdastNode as MdxJsxFlowElement;
  const name = node.name ?? 'Fragment';
  const inline = mdastNode.type === 'mdxJsxTextElement';
  const known = descriptor.name !== '*';
  const edit = () => {
    const { props, code } = literalProps(node);
    editComponent({ name, props, code, from: -1, to: -1, children: node.children.length > 0 }, (changed) =>
      update({ attributes: attributes(changed) }),
    );
  };
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className={`rich-component${inline ? 'inline' : ''}`} data-component={name}>
      <span className="rich-component-name">{componentName(name)}</span>
      {known && (
        <button
          type="button"
          className="rich-component-edit"
          onClick={edit}
          aria-label={`Edit settings: ${componentName(name)}`}
        >
          Edit settings
        </button>
      )}
      {node.children.length > 0 && (
        <NestedLexicalEditor<MdxJsxFlowElement>
          block={!inline}
          contentEditableProps={{ 'aria-label': `Text in ${componentName(name).toLowerCase()}` }}
          getContent={(n) => n.children}
          getUpdatedMdastNode={(n, children) => ({ ...n, children: children as MdxJsxFlowElement['children'] })}
        />
      )}
    </Tag>
  );
}

/** A descriptor per component the menu offers, and one for every other tag (kept as it is, shown by its name). */
function descriptors(components: Component[]): JsxComponentDescriptor[] {
  const of = (name: string): JsxComponentDescriptor => ({
    name,
    kind: 'flow',
    props: [],
    hasChildren: true,
    Editor: ComponentBlock,
  });
  return [...components.map((c) => of(c.name)), of('*')];
}

/** How long MDXEditor may take to show the page before the word view gives up (it shows it in a few frames). */
const OPENING_MS = 20_000;

/** How long after the last component's blocks were handed over the word view counts as opened. */
const SETTLED_MS = 300;

/** Hands over MDXEditor's own editor (Lexical's) when asked: the one on screen (React's strict mode makes two). */
const lexicalEditor = (found: (get: () => LexicalEditor | null) => void) =>
  realmPlugin({
    postInit(realm) {
      found(() => realm.getValue(rootEditor$));
    },
  })();

/** How long typing inside a component waits before the page text is updated (MDXEditor waits for the text to lose
 * the focus, which would leave the draft, the check and the preview behind while the writer types in a section). */
const NESTED_DELAY_MS = 250;

/**
 * While the word view opens, each component's blocks are handed to the page once as MDXEditor writes them, before
 * its canonical form is taken: an edit in a section later lines up with the section's other blocks as MDXEditor
 * writes them, so only the edited block's lines change. `lastPush` is when the last one was handed over.
 */
const opening = { now: false, lastPush: 0 };

/**
 * Inside a component's blocks (a section): each change is handed to the page shortly after the writer types it
 * (MDXEditor waits until the text loses the focus, which would leave the draft, the check and the preview behind).
 */
function NestedUpdates() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let touched = false;
    const push = () => {
      if (opening.now) opening.lastPush = performance.now();
      editor.dispatchCommand(NESTED_EDITOR_UPDATED_COMMAND, undefined);
    };
    if (opening.now) push();
    const off = [
      editor.registerCommand(FOCUS_COMMAND, () => ((touched = true), false), COMMAND_PRIORITY_LOW),
      editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
        if (!dirtyElements.size && !dirtyLeaves.size) return;
        if (opening.now) push();
        else if (touched) {
          clearTimeout(timer);
          timer = setTimeout(push, NESTED_DELAY_MS);
        }
      }),
    ];
    return () => {
      clearTimeout(timer);
      off.forEach((f) => f());
    };
  }, [editor]);
  return null;
}

/**
 * Tab moves the focus on, as in the text view and everywhere else on the page (MDXEditor indents with it, which keeps
 * a keyboard user in the text); in a list it still makes an item a sub-item, and in a table it goes to the next cell.
 */
function TabLeaves() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        KEY_TAB_COMMAND,
        () => !getSelection()?.anchorNode?.parentElement?.closest('li, td, th'),
        COMMAND_PRIORITY_CRITICAL,
      ),
    [editor],
  );
  return null;
}

const nestedUpdates = realmPlugin({
  init(realm) {
    realm.pub(addNestedEditorChild$, [NestedUpdates, TabLeaves]);
    realm.pub(addComposerChild$, TabLeaves);
  },
})();

/**
 * What MDXEditor writes for the page as it read it: its Markdown is the text it was given until its first change, so
 * the page is written out once (a change of nothing, kept out of the undo history).
 */
function canonical(editor: LexicalEditor, mdx: MDXEditorMethods): string {
  editor.update(() => $getRoot().markDirty(), { discrete: true, tag: 'historic' });
  return mdx.getMarkdown();
}

const RichEditor = forwardRef<RichEditorHandle, Props>(function RichEditor(
  { value, onChange, components, onEditComponent, onUnavailable, label },
  ref,
) {
  const mdx = useRef<MDXEditorMethods>(null);
  const splice = useRef<RichSplice | undefined>(undefined);
  const lexical = useRef<() => LexicalEditor | null>(() => null);
  const last = useRef(value);
  const [ready, setReady] = useState(false);
  const plugins = useMemo(
    () => [
      headingsPlugin(),
      listsPlugin(),
      quotePlugin(),
      linkPlugin(),
      linkDialogPlugin(),
      tablePlugin(),
      thematicBreakPlugin(),
      markdownShortcutPlugin(),
      jsxPlugin({ jsxComponentDescriptors: descriptors(components), kindMismatchPolicy: 'source' }),
      lexicalEditor((get) => (lexical.current = get)),
      nestedUpdates,
      toolbarPlugin({
        toolbarContents: () => (
          <>
            <UndoRedo />
            <Separator />
            <BoldItalicUnderlineToggles options={['Bold', 'Italic']} />
            <Separator />
            <BlockTypeSelect />
            <Separator />
            <ListsToggle options={['bullet', 'number']} />
            <Separator />
            <CreateLink />
            <InsertTable />
            <InsertThematicBreak />
          </>
        ),
      }),
    ],
    [components],
  );
  editComponent = onEditComponent;

  const current = () => {
    const s = splice.current;
    return s ? s.splice(mdx.current!.getMarkdown()) : last.current;
  };

  // Once MDXEditor has read the page: what it writes with no edit is the canonical form the splice lines up with.
  useEffect(() => {
    let id = 0;
    const started = performance.now();
    opening.now = true;
    opening.lastPush = started;
    const opened = () => {
      const editor = lexical.current();
      const now = performance.now();
      // MDXEditor's editor is ready once it shows in the page (a few frames after this component), and its
      // components' blocks once none has been handed over for a while.
      if (!editor?.getRootElement() || !mdx.current || now - opening.lastPush < SETTLED_MS) {
        if (now - started < OPENING_MS) id = requestAnimationFrame(opened);
        else {
          opening.now = false;
          onUnavailable();
        }
        return;
      }
      opening.now = false;
      splice.current = richSplice(value, canonical(editor, mdx.current));
      if (!splice.current) onUnavailable();
      else setReady(true);
    };
    id = requestAnimationFrame(opened);
    return () => {
      opening.now = false;
      cancelAnimationFrame(id);
    };
    // Made once per file and view (the parent keys it); later values come from typing here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(ref, () => ({
    text: current,
    insert(text) {
      mdx.current?.focus();
      mdx.current?.insertMarkdown(text);
    },
  }));

  return (
    <div className="rich-editor" data-ready={ready ? 'true' : undefined}>
      <MDXEditor
        ref={mdx}
        markdown={value}
        plugins={plugins}
        contentEditableClassName="rich-text"
        onError={() => onUnavailable()}
        // The text's name for screen readers, as the text view has it; MDXEditor's other words as it has them.
        translation={(key, fallback: string, values?: Record<string, unknown>) =>
          key === 'contentArea.editableMarkdown'
            ? label
            : fallback.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values?.[k] ?? ''))
        }
        onChange={(_markdown, initial) => {
          if (initial || !splice.current) return;
          const text = current();
          if (text !== last.current) onChange((last.current = text));
        }}
      />
    </div>
  );
});
export default RichEditor;
