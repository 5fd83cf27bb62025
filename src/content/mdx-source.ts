// One parse of a page's MDX body (the real MDX parser, with GFM) into what the checks and the build need, each
// with its line and column in the page file: the components used and their attributes, links, headings, prose
// text and `{expressions}`. Node-only (build and checks).
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type { Finding } from './findings.ts';

/** An attribute value the checks can know without running code, or NOT_LITERAL. */
export const NOT_LITERAL = Symbol('not a literal');
type LiteralValue = unknown;

interface Position {
  line: number;
  column: number;
}

interface JsxAttribute extends Position {
  name: string;
  /** The value: a string attribute, `true` for a bare one, a literal expression, or NOT_LITERAL. */
  value: LiteralValue | typeof NOT_LITERAL;
}

export interface JsxUse extends Position {
  name: string;
  attributes: JsxAttribute[];
  /** `{...spread}` makes the attribute list unknowable. */
  spread: boolean;
}

interface SourceLink extends Position {
  url: string;
  /** Where the link is written: a Markdown link, a bare URL (GFM autolink), or a component attribute. */
  kind: 'markdown' | 'autolink' | 'attribute';
}

interface SourceHeading extends Position {
  depth: number;
  text: string;
}

interface ProseText extends Position {
  /** Offset of the text in the page source, for positions of matches inside it. */
  offset: number;
  value: string;
}

interface SourceImage extends Position {
  src: string;
}

interface SourceExpression extends Position {
  code: string;
  /** Names the expression reads that the page does not declare (a bare identifier like `{price}`). */
  free: string[];
}

/** A module the page imports (`import x from '…'`, `export … from '…'`), at its path. */
interface SourceImport extends Position {
  source: string;
}

export interface MdxOutline {
  components: JsxUse[];
  /** HTML elements written as JSX (`<div className=…>`): pages style nothing themselves (mdx-checks.ts). */
  elements: JsxUse[];
  links: SourceLink[];
  headings: SourceHeading[];
  texts: ProseText[];
  expressions: SourceExpression[];
  imports: SourceImport[];
  /** Images the page shows: Markdown images and the `src` of an element or component. */
  images: SourceImage[];
  /**
   * An MDX syntax error, if the body could not be parsed as MDX. The rest is then what a plain Markdown reading of
   * the body shows (links, images, headings, prose; attributes of the tags written in it), so the checks of those
   * still report on the page; components and expressions are empty.
   */
  error?: Finding;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}
interface MdNode {
  type: string;
  name?: string | null;
  value?: unknown;
  url?: string;
  depth?: number;
  children?: MdNode[];
  attributes?: { type: string; name?: string; value?: unknown; position?: MdPosition }[];
  position?: MdPosition;
  data?: { estree?: EstreeNode };
}
interface MdPosition {
  start: { line: number; column: number; offset?: number };
  end: { line: number; column: number; offset?: number };
}

const processor = createProcessor({ remarkPlugins: [remarkGfm] });

/** Indented lines are not code in MDX; the plain Markdown reading of a page that isn't valid MDX agrees. */
function noIndentedCode(this: { data(): object }) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push({ disable: { null: ['codeIndented'] } });
}

/** The same body read as plain Markdown (tags are raw HTML), for a page whose MDX does not parse. */
const markdownProcessor = createProcessor({ format: 'md', remarkPlugins: [remarkGfm, noIndentedCode] });

/** The value of a literal expression (numbers, strings, booleans, null, arrays and objects of them). */
function literalOf(node: EstreeNode | undefined): LiteralValue | typeof NOT_LITERAL {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Program': {
      const body = node.body as EstreeNode[];
      return body.length === 1 && body[0]!.type === 'ExpressionStatement'
        ? literalOf(body[0]!.expression as EstreeNode)
        : NOT_LITERAL;
    }
    case 'Literal':
      return 'regex' in node && node.regex ? NOT_LITERAL : node.value;
    case 'UnaryExpression': {
      const v = literalOf(node.argument as EstreeNode);
      if (typeof v !== 'number') return NOT_LITERAL;
      return node.operator === '-' ? -v : node.operator === '+' ? v : NOT_LITERAL;
    }
    case 'TemplateLiteral':
      return (node.expressions as EstreeNode[]).length
        ? NOT_LITERAL
        : (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('');
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const el of node.elements as (EstreeNode | null)[]) {
        const v = literalOf(el ?? undefined);
        if (v === NOT_LITERAL) return NOT_LITERAL;
        out.push(v);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of node.properties as EstreeNode[]) {
        if (p.type !== 'Property' || p.computed || p.kind !== 'init') return NOT_LITERAL;
        const key = p.key as EstreeNode;
        const name = key.type === 'Identifier' ? (key.name as string) : String(key.value);
        const v = literalOf(p.value as EstreeNode);
        if (v === NOT_LITERAL) return NOT_LITERAL;
        out[name] = v;
      }
      return out;
    }
    default:
      return NOT_LITERAL;
  }
}

/** Identifiers an expression reads at its top level (a bare name or the object of a member access). */
function freeNames(program: EstreeNode | undefined): string[] {
  const body = (program?.body as EstreeNode[] | undefined) ?? [];
  if (body.length !== 1 || body[0]!.type !== 'ExpressionStatement') return [];
  let expr = body[0]!.expression as EstreeNode;
  while (expr.type === 'MemberExpression') expr = expr.object as EstreeNode;
  return expr.type === 'Identifier' ? [expr.name as string] : [];
}

function textOf(node: MdNode): string {
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** Outline of an MDX body (`file` is only used to name a syntax error). */
export function outlineMdx(body: string, file: string): MdxOutline {
  let tree: MdNode;
  try {
    tree = processor.parse(body) as unknown as MdNode;
  } catch (err) {
    const e = err as { line?: number; column?: number; reason?: string; message: string };
    const reason = e.reason ?? e.message;
    // Some parser messages carry their place only in the text: "Expected a closing tag for `<img>` (8:1-8:27)".
    const place = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
    const line = e.line ?? (place ? Number(place[1]) : 1);
    const column = e.column ?? (place ? Number(place[2]) : 1);
    const error = { file, line, column, message: `MDX syntax: ${reason}` };
    return {
      ...outlineTree(markdownProcessor.parse(body), body),
      components: [],
      elements: [],
      expressions: [],
      imports: [],
      error,
    };
  }
  return outlineTree(tree, body);
}

/**
 * Outline of an MDX tree already parsed from `body` — by the build's MDX compiler, for example (the build checks
 * each page on the tree it compiles instead of parsing the page a second time; scripts/build/content-plugin.ts).
 */
export function outlineTree(tree: unknown, body: string): MdxOutline {
  const out: MdxOutline = {
    components: [],
    elements: [],
    links: [],
    headings: [],
    texts: [],
    expressions: [],
    imports: [],
    images: [],
  };
  const declared = new Set<string>(['props']);
  const at = (p?: MdPosition): Position => ({ line: p?.start.line ?? 1, column: p?.start.column ?? 1 });
  /** A string attribute written at `offset`: a link, an image, or text a visitor reads. */
  const positionIn = (offset: number): Position => {
    const before = body.slice(0, offset);
    return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
  };
  const stringAttribute = (name: string, value: string, offset: number) => {
    const pos = positionIn(offset);
    if (/^(href|to|url|link)$/.test(name)) out.links.push({ ...pos, url: value, kind: 'attribute' });
    else if (name === 'src') out.images.push({ ...pos, src: value });
    else if (!/^(name|id|src|className|class|variant|kind|icon|slug|area|service|style)$/.test(name))
      out.texts.push({ ...pos, offset, value });
  };
  const walk = (node: MdNode, inCode: boolean) => {
    switch (node.type) {
      case 'mdxjsEsm': {
        for (const stmt of (node.data?.estree?.body as EstreeNode[] | undefined) ?? []) {
          // (The module's string literal starts at its quote, an offset in the body.)
          const from = stmt.source as EstreeNode | null | undefined;
          if (typeof from?.value === 'string')
            out.imports.push({
              ...(typeof from.start === 'number' ? positionIn(from.start + 1) : at(node.position)),
              source: from.value,
            });
          const decl = (stmt.declaration ?? stmt) as EstreeNode;
          for (const d of (decl.declarations as EstreeNode[] | undefined) ?? [])
            if ((d.id as EstreeNode).type === 'Identifier') declared.add((d.id as EstreeNode).name as string);
          if (decl.id && (decl.id as EstreeNode).type === 'Identifier')
            declared.add((decl.id as EstreeNode).name as string);
          for (const s of (stmt.specifiers as EstreeNode[] | undefined) ?? [])
            declared.add((s.local as EstreeNode).name as string);
        }
        return;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        out.expressions.push({
          ...at(node.position),
          code: String(node.value ?? ''),
          free: freeNames(node.data?.estree),
        });
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const use: JsxUse = { ...at(node.position), name, attributes: [], spread: false };
        for (const a of node.attributes ?? []) {
          if (a.type === 'mdxJsxExpressionAttribute') {
            use.spread = true;
            continue;
          }
          const raw = a.value as { type?: string; value?: string; data?: { estree?: EstreeNode } } | string | null;
          const value =
            raw === null || raw === undefined
              ? true
              : typeof raw === 'string'
                ? raw
                : literalOf(raw.data?.estree ?? undefined);
          use.attributes.push({ ...at(a.position), name: a.name ?? '', value });
          const attrStart = a.position?.start.offset;
          if (typeof raw === 'string' && attrStart !== undefined) {
            const valueAt = body.indexOf(raw, attrStart);
            stringAttribute(a.name ?? '', raw, valueAt >= 0 ? valueAt : attrStart);
          }
        }
        if (/^[A-Z]/.test(name)) out.components.push(use);
        else if (name) out.elements.push(use);
        break;
      }
      case 'link': {
        const start = node.position?.start.offset ?? 0;
        const end = node.position?.end.offset ?? start;
        const written = body.slice(start, end);
        // A bare URL in prose (GFM autolink) has no "](" part.
        out.links.push({
          ...at(node.position),
          url: node.url ?? '',
          kind: written.includes('](') ? 'markdown' : 'autolink',
        });
        break;
      }
      case 'image':
        out.images.push({ ...at(node.position), src: node.url ?? '' });
        return;
      case 'html': {
        // Raw HTML: only in the plain Markdown reading of a page that isn't valid MDX (MDX reads tags as JSX).
        const start = node.position?.start.offset ?? 0;
        const html = String(node.value ?? '');
        for (const m of html.matchAll(/\s([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)')/g)) {
          const value = m[2] ?? m[3] ?? '';
          stringAttribute(m[1]!, value, start + m.index + m[0].length - value.length - 1);
        }
        // The text between the tags (an HTML block runs on to the next blank line: prose is often inside it).
        for (const m of html.matchAll(/(^|>)([^<>]*[^<>\s][^<>]*)/g)) {
          const offset = start + m.index + m[1]!.length;
          out.texts.push({ ...positionIn(offset), offset, value: m[2]! });
        }
        return;
      }
      case 'heading':
        out.headings.push({ ...at(node.position), depth: node.depth ?? 1, text: textOf(node).trim() });
        break;
      case 'code':
      case 'inlineCode':
        return;
      case 'text':
        if (!inCode && typeof node.value === 'string')
          out.texts.push({ ...at(node.position), offset: node.position?.start.offset ?? 0, value: node.value });
        return;
    }
    for (const child of node.children ?? []) walk(child, inCode);
  };
  walk(tree as MdNode, false);
  // An expression may read what the page itself exports (`export const price = …`).
  for (const e of out.expressions) e.free = e.free.filter((n) => !declared.has(n));
  return out;
}
