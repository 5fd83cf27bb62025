// The word view's byte rule: the rich-text editor (MDXEditor) writes Markdown its own way (list markers, emphasis,
// blank lines, tables re-padded), so its output is never saved as it is. The page text is split into its top-level
// blocks (paragraphs, headings, lists, tables, components, …) with the MDX parser; the editor's output is split the
// same way and lined up with what the editor made of the page when it opened (its canonical form, before any edit). A
// block the writer did not change is written as it was in the file, with the file's own blank lines around it; a
// changed or new block is written as the editor wrote it. Opening and saving without an edit changes no byte; one edit
// changes only its own block's lines. Pure: no DOM, no editor (tests/unit/editor-rich-splice.test.ts).
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { tagEnd } from './mdx-tags.ts';

interface Block {
  type: string;
  /** Its JSX name (a component), if it is one. */
  name?: string | null;
  text: string;
  from: number;
  to: number;
  /** Its column (0-based) where it starts: the indentation of its later lines. */
  indent: number;
  /** A component with blocks inside: its opening and closing tags' ends, and its blocks. */
  inner?: { open: number; close: number; blocks: Block[] };
}

interface Node {
  type: string;
  name?: string | null;
  position?: { start: { offset?: number; column: number }; end: { offset?: number } };
  children?: Node[];
}

function block(text: string, node: Node): Block {
  const from = node.position!.start.offset!;
  const to = node.position!.end.offset!;
  const b: Block = { type: node.type, text: text.slice(from, to), from, to, indent: node.position!.start.column - 1 };
  if (node.type === 'mdxJsxFlowElement') {
    b.name = node.name;
    const open = tagEnd(text, from)?.to;
    const close = text.lastIndexOf('</', to);
    if (node.children?.length && open !== undefined && close > open)
      b.inner = { open, close, blocks: node.children.map((child) => block(text, child)) };
  }
  return b;
}

/** The top-level blocks of an MDX body, or undefined when it is not valid MDX. */
function blocksOf(text: string): Block[] | undefined {
  try {
    const tree = fromMarkdown(text, {
      extensions: [mdxjs(), gfm()],
      mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
    });
    return (tree.children as Node[]).map((node) => block(text, node));
  } catch {
    return undefined;
  }
}

/** Whether two lists of blocks line up one for one, block by block of the same kind. */
const lineUp = (a: Block[], b: Block[]) => a.length === b.length && a.every((x, i) => x.type === b[i]!.type);

/** A block's text moved from one indentation to another (its later lines). */
function reindent(text: string, from: number, to: number): string {
  if (from === to) return text;
  const strip = new RegExp(`\n[ \t]{0,${from}}`, 'g');
  return text.replace(strip, '\n' + ' '.repeat(to)).replace(/\n[ \t]+\n/g, '\n\n');
}

/** Longest common subsequence of two lists of strings: the pairs (index in a, index in b) it keeps, in order. */
function commonBlocks(a: string[], b: string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** Three texts and their blocks at one level: the file's, the rich editor's on opening, the rich editor's now. */
interface Level {
  text: string;
  blocks: Block[];
}

/**
 * The blocks of `now` written back: each unchanged block as the file has it, with the file's text between blocks;
 * `head` and `tail` are the file's text before the first block and after the last; `indent` the file's indentation.
 */
function spliceLevel(file: Level, opened: Level, now: Level, head: string, tail: string, indent: number): string {
  const n = file.blocks.length;
  const written = now.blocks;
  if (!written.length) return n ? head.replace(/[ \t]*$/, '') + tail : head + tail;
  const pairs = commonBlocks(
    written.map((b) => b.text),
    opened.blocks.map((b) => b.text),
  );
  // Each written block's place in the file: its unchanged block, or, where blocks were replaced one for one between
  // two unchanged ones, the block it replaces (so the file's blank lines around it are kept too).
  const slot = new Array<number | undefined>(written.length).fill(undefined);
  const same = new Array<boolean>(written.length).fill(false);
  const fences: [number, number][] = [[-1, -1], ...pairs, [written.length, n]];
  for (let p = 1; p < fences.length; p++) {
    const [wa, oa] = fences[p - 1]!;
    const [wb, ob] = fences[p]!;
    if (p < fences.length - 1) {
      slot[wb] = ob;
      same[wb] = true;
    }
    if (wb - wa === ob - oa) for (let k = 1; wa + k < wb; k++) slot[wa + k] = oa + k;
  }
  /** The file's own text between its blocks k - 1 and k. */
  const before = (k: number) => file.text.slice(file.blocks[k - 1]!.to, file.blocks[k]!.from);
  let text = '';
  written.forEach((b, i) => {
    const at = slot[i];
    if (i > 0) {
      const prev = slot[i - 1];
      if (at !== undefined && at > 0 && (prev === undefined || prev < at)) text += before(at);
      else if (prev !== undefined && prev < n - 1) text += before(prev + 1);
      else text += '\n\n' + ' '.repeat(indent);
    }
    text += same[i] ? file.blocks[at!]!.text : changedBlock(file, opened, now, b, at, indent);
  });
  return head + (n || !head ? '' : '\n\n') + text + tail;
}

/**
 * A block the writer changed, in place of the file's block `at` (if any): a component whose blocks inside changed
 * keeps its tags and its unchanged blocks as the file has them; anything else is written as the rich editor wrote it.
 */
function changedBlock(file: Level, opened: Level, now: Level, b: Block, at: number | undefined, indent: number) {
  const was = at === undefined ? undefined : file.blocks[at];
  const canon = at === undefined ? undefined : opened.blocks[at];
  if (was?.inner && canon?.inner && b.inner && was.name === b.name && lineUp(was.inner.blocks, canon.inner.blocks)) {
    const tag = (l: Level, x: Block) => l.text.slice(x.from, x.inner!.open);
    const end = (l: Level, x: Block) => l.text.slice(x.inner!.close, x.to);
    const inside = was.inner.blocks;
    const innerIndent = inside[0]!.indent;
    const body = spliceLevel(
      { text: file.text, blocks: inside },
      { text: opened.text, blocks: canon.inner.blocks },
      { text: now.text, blocks: b.inner.blocks },
      file.text.slice(was.inner.open, inside[0]!.from),
      file.text.slice(inside[inside.length - 1]!.to, was.inner.close),
      innerIndent,
    );
    return (
      (tag(now, b) === tag(opened, canon) ? tag(file, was) : reindent(tag(now, b), b.indent, indent)) +
      body +
      (end(now, b) === end(opened, canon) ? end(file, was) : end(now, b))
    );
  }
  return reindent(b.text, b.indent, indent);
}

/** Turns the rich editor's output into page text that keeps every unchanged block's bytes. */
export interface RichSplice {
  splice(output: string): string;
}

/**
 * The splice for a page body `source` that the rich editor, given it and nothing else, wrote as `canonical`; or
 * undefined when the two do not line up block for block (the page can then be edited only in the text view).
 */
export function richSplice(source: string, canonical: string): RichSplice | undefined {
  const original = blocksOf(source);
  const opened = blocksOf(canonical);
  if (!original || !opened || !lineUp(original, opened)) return undefined;
  const n = original.length;
  // What comes before the first block and after the last (blank lines, the final newline), kept as they are.
  const head = n ? source.slice(0, original[0]!.from) : source.replace(/\n*$/, '');
  const tail = n ? source.slice(original[n - 1]!.to) : source.slice(head.length);
  return {
    splice(output) {
      const written = blocksOf(output);
      // Output the parser cannot read is the writer's to see (the check names its mistake): kept as written.
      if (!written) return head + output.trim() + tail;
      return spliceLevel(
        { text: source, blocks: original },
        { text: canonical, blocks: opened },
        { text: output, blocks: written },
        head,
        tail,
        0,
      );
    },
  };
}
