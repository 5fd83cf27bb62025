// The word view's byte rule (issue 41): the rich-text editor (MDXEditor) writes Markdown its own way (list markers,
// emphasis, blank lines, tables re-padded), so its output is never saved as it is. The page text is split into its
// top-level blocks (paragraphs, headings, lists, tables, components, …) with the MDX parser; the editor's output is
// split the same way and lined up with what the editor made of the page when it opened (its canonical form, before
// any edit). A block the writer did not change is written as it was in the file, with the file's own blank lines
// around it; a changed or new block is written as the editor wrote it. Opening and saving without an edit changes no
// byte; one edit changes only its own block's lines. Pure: no DOM, no editor (tests/unit/editor-rich-splice.test.ts).
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';

interface Block {
  type: string;
  text: string;
  from: number;
  to: number;
}

/** The top-level blocks of an MDX body, or undefined when it is not valid MDX. */
function blocksOf(text: string): Block[] | undefined {
  try {
    const tree = fromMarkdown(text, {
      extensions: [mdxjs(), gfm()],
      mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
    });
    return tree.children.map((node) => {
      const from = node.position!.start.offset!;
      const to = node.position!.end.offset!;
      return { type: node.type, text: text.slice(from, to), from, to };
    });
  } catch {
    return undefined;
  }
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
  if (!original || !opened || original.length !== opened.length) return undefined;
  if (original.some((b, i) => b.type !== opened[i]!.type)) return undefined;
  const n = original.length;
  // What comes before the first block and after the last (blank lines, the final newline), kept as they are.
  const head = n ? source.slice(0, original[0]!.from) : source.replace(/\n*$/, '');
  const tail = n ? source.slice(original[n - 1]!.to) : source.slice(head.length);
  /** The file's own text between block k - 1 and block k. */
  const before = (k: number) => source.slice(original[k - 1]!.to, original[k]!.from);

  return {
    splice(output) {
      const written = blocksOf(output);
      // Output the parser cannot read is the writer's to see (the check names its mistake): kept as written.
      if (!written) return head + output.trim() + tail;
      if (!written.length) return n ? head + tail : source;
      const pairs = commonBlocks(
        written.map((b) => b.text),
        opened.map((b) => b.text),
      );
      // Each written block's place in the file: its unchanged block, or, where blocks were replaced one for one
      // between two unchanged ones, the block it replaces (so the file's blank lines around it are kept too).
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
      let text = '';
      written.forEach((block, i) => {
        const at = slot[i];
        if (i > 0) {
          const prev = slot[i - 1];
          if (at !== undefined && at > 0 && (prev === undefined || prev < at)) text += before(at);
          else if (prev !== undefined && prev < n - 1) text += before(prev + 1);
          else text += output.slice(written[i - 1]!.to, block.from);
        }
        text += same[i] ? original[at!]!.text : block.text;
      });
      return head + (n || !head ? '' : '\n\n') + text + tail;
    },
  };
}
