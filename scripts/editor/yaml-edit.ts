// Round-trip exact edits of YAML text (a page's frontmatter, content/*.yaml): the text with its value changed to the
// one a form gives back, written through the `yaml` package's Document API and spliced into the original text, so
// an unchanged value gives the same bytes and a changed field changes only its own lines (comments, quoting, order
// and blank lines elsewhere stay as the writer left them).
import YAML, { isMap, isScalar, isSeq, Scalar, type Document, type Node, type Pair } from 'yaml';

export class EditError extends Error {}

interface Splice {
  from: number;
  to: number;
  text: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
function lineEnd(text: string, at: number): number {
  const i = text.indexOf('\n', at);
  return i < 0 ? text.length : i + 1;
}
const columnOf = (text: string, at: number) => at - lineStart(text, at);
const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((l, i) => (i === 0 || !l ? l : ' '.repeat(spaces) + l))
    .join('\n');

/** `value` written as the value of a `key:` at column `column` (block scalars keep their style). */
function valueText(value: unknown, column: number, like?: Scalar): string {
  const node = new Scalar(value);
  if (like && typeof value === 'string' && like.type && (typeof like.value === 'string' || like.type !== 'PLAIN'))
    node.type = like.type;
  const block = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';
  const doc = new YAML.Document({ k: typeof value === 'object' && value !== null ? value : node });
  if (typeof value === 'object' && value !== null) (doc.get('k', true) as { flow?: boolean }).flow = true;
  const text = doc.toString({ lineWidth: block ? 116 : 0, flowCollectionPadding: false }).slice('k: '.length);
  return indent(block ? text : text.replace(/\n$/, ''), column);
}

/** The source span of a node, without a block scalar's trailing newline when the next line follows. */
function spanOf(node: Node): [number, number] {
  const [start, end] = node.range!;
  return [start, end];
}

/** A new entry of a block collection at `column`: `key: value` lines or `- value` lines. */
function entryText(entry: unknown, column: number, key?: string): string {
  const doc = new YAML.Document(key === undefined ? [entry] : { [key]: entry });
  const text = doc.toString({ lineWidth: 116, flowCollectionPadding: false });
  return (' '.repeat(column) + indent(text, column)).replace(/\n*$/, '\n');
}

function replaceWhole(node: Node, next: unknown, source: string, out: Splice[]) {
  const [from, to] = spanOf(node);
  const column = columnOf(source, from);
  const flow = new YAML.Document(next);
  const text =
    typeof next === 'object' && next !== null
      ? flow.toString({ collectionStyle: 'flow', lineWidth: 0, flowCollectionPadding: false }).replace(/\n$/, '')
      : valueText(next, column, isScalar(node) ? node : undefined);
  out.push({ from, to, text: text.replace(/\n$/, '') });
}

/** The span of a block collection's entry, as whole lines (its comment lines before it excluded). */
function entryLines(source: string, start: number, end: number): [number, number] {
  return [lineStart(source, start), lineEnd(source, Math.max(start, end - 1))];
}

function diffNode(node: Node | null, next: unknown, source: string, out: Splice[]): void {
  if (!node) throw new EditError('cannot edit an empty YAML document in place');
  if (same(node.toJSON(), next)) return;
  if (isScalar(node) && (next === null || typeof next !== 'object')) {
    const [from] = spanOf(node);
    const block = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';
    // A block scalar's range runs to its last line's newline: replace up to it, keep the newline.
    const to = block ? node.range![1] - (source[node.range![1] - 1] === '\n' ? 1 : 0) : node.range![1];
    const keyColumn = block ? columnOf(source, lineStart(source, from)) + leadingSpaces(source, from) : 0;
    out.push({ from, to, text: valueText(next, keyColumn, node) });
    return;
  }
  if (isMap(node) && isPlainObject(next) && !node.flow && node.items.length) {
    const column = columnOf(source, (node.items[0]!.key as Node).range![0]);
    const nextKeys = Object.keys(next);
    for (const pair of node.items as Pair<Node, Node | null>[]) {
      const key = String((pair.key as Scalar).value);
      if (!(key in next)) {
        const end = pair.value?.range?.[2] ?? pair.key!.range![2];
        const [from, to] = entryLines(source, pair.key!.range![0], end);
        out.push({ from, to, text: '' });
      } else if (pair.value) diffNode(pair.value, next[key], source, out);
      else out.push({ from: pair.key!.range![1], to: pair.key!.range![1], text: ' ' + valueText(next[key], column) });
    }
    const known = new Set(node.items.map((p) => String((p.key as Scalar).value)));
    const added = nextKeys.filter((k) => !known.has(k) && next[k] !== undefined);
    if (added.length) {
      const last = node.items.at(-1) as Pair<Node, Node | null>;
      const at = lineEnd(source, Math.max(0, (last.value?.range?.[2] ?? last.key!.range![2]) - 1));
      out.push({ from: at, to: at, text: added.map((k) => entryText(next[k], column, k)).join('') });
    }
    return;
  }
  if (isSeq(node) && Array.isArray(next) && !node.flow && node.items.length) {
    const items = node.items as Node[];
    const column =
      columnOf(source, lineStart(source, items[0]!.range![0])) + leadingSpaces(source, items[0]!.range![0]);
    const shared = Math.min(items.length, next.length);
    for (let i = 0; i < shared; i++) diffNode(items[i]!, next[i], source, out);
    for (let i = shared; i < items.length; i++) {
      const [from, to] = entryLines(source, items[i]!.range![0], items[i]!.range![2]);
      out.push({ from, to, text: '' });
    }
    if (next.length > items.length) {
      const at = lineEnd(source, Math.max(0, items.at(-1)!.range![2] - 1));
      out.push({
        from: at,
        to: at,
        text: next
          .slice(shared)
          .map((v) => entryText(v, column))
          .join(''),
      });
    }
    return;
  }
  replaceWhole(node, next, source, out);
}

/** Spaces from the start of `at`'s line to its first non-space character (the key or dash column). */
function leadingSpaces(source: string, at: number): number {
  const start = lineStart(source, at);
  return /^ */.exec(source.slice(start))![0].length;
}

/** `source` (YAML) with its value changed to `next`; the same text when the value is the same. */
export function editYaml(source: string, next: unknown): string {
  const doc: Document = YAML.parseDocument(source);
  if (doc.errors.length)
    throw new EditError(`the YAML cannot be read (${doc.errors[0]!.message.split('\n')[0]}); fix it as text first`);
  const out: Splice[] = [];
  if (doc.contents === null) return source + (next === null ? '' : entryText(next, 0).replace(/^- /, ''));
  diffNode(doc.contents as Node, next, source, out);
  let text = source;
  for (const s of out.sort((a, b) => b.from - a.from)) text = text.slice(0, s.from) + s.text + text.slice(s.to);
  return text;
}

/** A YAML text's value as the form edits it (before validation: no defaults, no transforms). */
export function yamlValue(source: string): unknown {
  const doc = YAML.parseDocument(source);
  if (doc.errors.length) return undefined;
  return doc.toJS();
}
