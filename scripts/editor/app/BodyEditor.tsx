// The page body as MDX source in CodeMirror 6: Markdown highlighting (JSX tags as HTML), line numbers, undo, the
// gate's findings as diagnostics in the gutter at their lines, and the prose guard (prose.ts): what the writer types
// as text stays text.
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLine, drawSelection } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { markdown } from '@codemirror/lang-markdown';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { Finding } from './api.ts';
import { prose } from './prose.ts';
import { findingText } from './writer-words.ts';

export interface BodyEditorHandle {
  /** Moves the cursor to a line of the body (1-based) and shows it. */
  goToLine(line: number): void;
  /** Inserts text at the cursor (on a line of its own), puts the cursor after it and the focus in the text. */
  insert(text: string): void;
  replace(from: number, to: number, text: string): void;
  cursor(): { offset: number; line: number; column: number };
  text(): string;
}

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** The gate's findings for the file, and how many lines come before the body. */
  findings: Finding[];
  headLines: number;
  label: string;
}

/** Focus in the text, now and once more after a closing dialog has given the focus back to its opener. */
function focusText(editor: EditorView) {
  editor.focus();
  requestAnimationFrame(() => editor.focus());
}

export const BodyEditor = forwardRef<BodyEditorHandle, Props>(function BodyEditor(
  { value, onChange, findings, headLines, label },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const numbers = useRef(new Compartment());
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          // The gutter counts the file's lines (the frontmatter's included), as the findings do.
          numbers.current.of(lineNumbers({ formatNumber: (n) => String(n + headLines) })),
          history(),
          drawSelection(),
          highlightActiveLine(),
          // No Tab binding: Tab moves focus out of the text (CodeMirror's own guidance); defaultKeymap indents with
          // Ctrl-] and Ctrl-[ .
          keymap.of([...defaultKeymap, ...historyKeymap]),
          markdown(),
          prose(),
          syntaxHighlighting(defaultHighlightStyle),
          lintGutter(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': 'body-help' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) changed.current(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once per file (the parent keys this component by file); later values come from typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const doc = editor.state.doc;
    const diagnostics: Diagnostic[] = findings
      .filter((f) => f.line > headLines && f.line - headLines <= doc.lines)
      .map((f) => {
        const line = doc.line(f.line - headLines);
        const from = Math.min(line.to, line.from + Math.max(0, f.column - 1));
        return {
          from,
          to: Math.max(from, line.to),
          severity: f.warning ? 'warning' : 'error',
          message: findingText(f),
        };
      });
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
    editor.dispatch({
      effects: numbers.current.reconfigure(lineNumbers({ formatNumber: (n) => String(n + headLines) })),
    });
  }, [findings, headLines]);

  useImperativeHandle(ref, () => ({
    goToLine(line) {
      const editor = view.current!;
      const target = editor.state.doc.line(Math.min(Math.max(1, line), editor.state.doc.lines));
      editor.dispatch({
        selection: { anchor: target.from },
        effects: EditorView.scrollIntoView(target.from, { y: 'center' }),
      });
      editor.focus();
    },
    insert(text) {
      const editor = view.current!;
      const at = editor.state.selection.main.head;
      const line = editor.state.doc.lineAt(at);
      const before = line.text.trim() ? '\n\n' : '';
      const insert = `${before}${text}\n`;
      const pos = line.text.trim() ? line.to : line.from;
      editor.dispatch({
        changes: { from: pos, insert },
        selection: { anchor: pos + insert.length },
        scrollIntoView: true,
      });
      focusText(editor);
    },
    replace(from, to, text) {
      view.current!.dispatch({ changes: { from, to, insert: text }, selection: { anchor: from + text.length } });
      focusText(view.current!);
    },
    cursor() {
      const state = view.current!.state;
      const offset = state.selection.main.head;
      const line = state.doc.lineAt(offset);
      return { offset, line: line.number, column: offset - line.from + 1 };
    },
    text: () => view.current!.state.doc.toString(),
  }));

  return <div className="body-editor" ref={host} />;
});
