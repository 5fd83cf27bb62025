// Node-side readers of one page file or one data file, behind the site model (model.ts): everything else reads
// content through the model, so parsing, validation and error wording are the same everywhere. Every problem is a
// finding with the file's own line and column (YAML positions are mapped back to the file).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML, { isMap, isPair, isScalar, type Document } from 'yaml';
import type { ZodType, core, z } from 'zod';
import { frontmatterSchema, type Frontmatter } from './schemas/frontmatter.ts';
import { dataSchemas, isDataName, type DataName, type DataValue } from './schemas/index.ts';
import { putTexts, textLayers, textLayerSchema, type TextLayerName } from './schemas/text-layers.ts';
import { routeFromFile } from './route-path.ts';
import { withSchemaInputs, type SchemaInputs } from './schemas/inputs.ts';
import { ContentError, closest, positionOf, type Finding } from './findings.ts';
import { collectionOf, langOfRoute } from './route-path.ts';
import { fieldNamesAt } from './schema-shape.ts';
import { lastChanged } from './git-dates.ts';

export { ContentError };

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const pagesDir = path.join(projectRoot, 'pages');
export const contentDir = path.join(projectRoot, 'content');

/** SITE_URL, MAPS_API_KEY and FORM_ENDPOINT override business.yaml at build time. */
function applyBusinessEnv(data: Record<string, unknown>, env = process.env): Record<string, unknown> {
  return {
    ...data,
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL.replace(/\/+$/, '') } : {}),
    ...(env.MAPS_API_KEY !== undefined ? { mapsApiKey: env.MAPS_API_KEY } : {}),
    ...(env.FORM_ENDPOINT ? { formEndpoint: env.FORM_ENDPOINT } : {}),
  };
}

/** content/<name>.yaml's text as a YAML document (with positions, for findings) and its value before validation:
 * for business.yaml, with the environment's overrides applied. */
function parseDataText(name: string, source: string): { doc: Document; raw: unknown } {
  const doc = YAML.parseDocument(source);
  const raw: unknown = doc.errors.length ? undefined : doc.toJS();
  if (name === 'business' && raw && typeof raw === 'object' && !Array.isArray(raw))
    return { doc, raw: applyBusinessEnv(raw as Record<string, unknown>) };
  return { doc, raw };
}

function fieldPath(prefix: string, at: PropertyKey[]): string {
  return at.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : `${acc}.${String(k)}`), prefix);
}

/** Where a YAML text sits in its file: the text, its offset in the file and the whole file's text. */
interface YamlPlace {
  doc: Document;
  offset: number;
  fileText: string;
}

/** Line and column of the value at `at` (or of key `key` in the map at `at`), else of its nearest parent. */
function locate(place: YamlPlace | undefined, at: PropertyKey[], key?: string): { line: number; column: number } {
  if (!place) return { line: 1, column: 1 };
  const { doc, offset, fileText } = place;
  const pos = (start: number) => positionOf(fileText, offset + start);
  for (let n = at.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(at.slice(0, n) as unknown[], true);
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (!node || !range) continue;
    if (key !== undefined && n === at.length && isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === key);
      if (pair && isScalar(pair.key) && pair.key.range) return pos(pair.key.range[0]);
    }
    // A missing field: point at the parent's key rather than its first value.
    if (n < at.length && n > 0) {
      const parentMap = n === 1 ? doc.contents : doc.getIn(at.slice(0, n - 1) as unknown[], true);
      const last = at[n - 1];
      if (isMap(parentMap)) {
        const pair = parentMap.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(last));
        if (pair && isScalar(pair.key) && pair.key.range) return pos(pair.key.range[0]);
      }
    }
    return pos(range[0]);
  }
  return { line: 1, column: 1 };
}

const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);

/** One finding per problem: the field path, what was expected, and for a length the current value and length. */
function issueFindings(
  file: string,
  prefix: string,
  schema: ZodType,
  issues: core.$ZodIssue[],
  place?: YamlPlace,
): Finding[] {
  // A misspelt key is one mistake: its did-you-mean says which field it is, so that field isn't "missing" too.
  const suggested = new Set<string>();
  for (const issue of issues)
    if (issue.code === 'unrecognized_keys')
      for (const k of issue.keys) {
        const hint = closest(k, fieldNamesAt(schema, issue.path));
        if (hint) suggested.add(fieldPath(prefix, [...issue.path, hint]));
      }
  return issues.flatMap((issue): Finding[] => {
    if (issue.code === 'invalid_type' && issue.input === undefined && suggested.has(fieldPath(prefix, issue.path)))
      return [];
    if (issue.code === 'unrecognized_keys') {
      const keys = fieldNamesAt(schema, issue.path);
      return issue.keys.map((k) => {
        const hint = closest(k, keys);
        return {
          file,
          ...locate(place, issue.path, k),
          message: `${fieldPath(prefix, [...issue.path, k])}: unknown field${hint ? ` (did you mean "${hint}"?)` : ''}; allowed fields: ${keys.join(', ')}`,
        };
      });
    }
    let msg = issue.message;
    if (issue.code === 'invalid_type' && issue.input === undefined)
      msg = `required field is missing (expected ${issue.expected})`;
    if ((issue.code === 'too_big' || issue.code === 'too_small') && typeof issue.input === 'string')
      msg += `; it has ${issue.input.length} characters: "${clip(issue.input)}"`;
    return [{ file, ...locate(place, issue.path), message: `${fieldPath(prefix, issue.path)}: ${msg}` }];
  });
}

/** YAML syntax errors, at the line where the writer's mistake is (an unclosed quote or bracket: where it opens). */
function yamlErrors(file: string, what: string, place: YamlPlace): Finding[] {
  const yamlText = place.fileText.slice(place.offset);
  return place.doc.errors.map((err) => {
    let start = err.pos[0];
    const unclosed = /closing "|closing '|end with a \]|end with a \}|Missing closing/.test(err.message);
    if (unclosed) {
      // The first line (up to the error) that opens more than it closes.
      let lineStart = 0;
      for (const text of yamlText.slice(0, err.pos[0]).split('\n')) {
        const bare = text.replace(/\\./g, '').replace(/#.*$/, '');
        const odd = (c: string) => (bare.split(c).length - 1) % 2 === 1;
        const opens = (o: string, c: string) => bare.split(o).length > bare.split(c).length;
        if (odd('"') || opens('[', ']') || opens('{', '}')) {
          start = lineStart + (text.search(/["'[{]/) >= 0 ? text.search(/["'[{]/) : 0);
          break;
        }
        lineStart += text.length + 1;
      }
    }
    const first = err.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return {
      file,
      ...positionOf(place.fileText, place.offset + start),
      message: `${what}: not valid YAML: ${unclosed ? `${first}; it opens here` : first}`,
    };
  });
}

export function relativeToRoot(file: string, root = projectRoot): string {
  return path.relative(root, file).replace(/\\/g, '/');
}

export interface ParsedPage {
  file: string;
  route: string;
  frontmatter: Frontmatter;
  /** MDX body with the frontmatter block replaced by as many blank lines, so MDX line numbers stay true. */
  body: string;
  lastUpdated: string;
}

/** A page's frontmatter and body, or every problem in its frontmatter (with the file's line numbers). `inputs`:
 * what the schemas check it against besides its text (the site model's, see model.ts). */
export function readPage(
  file: string,
  source: string,
  root: string,
  inputs: SchemaInputs,
): { page: ParsedPage; problems: [] } | { page: undefined; problems: Finding[] } {
  const rel = relativeToRoot(file, root);
  if (!source.startsWith('---'))
    return {
      page: undefined,
      problems: [
        {
          file: rel,
          line: 1,
          column: 1,
          message:
            'frontmatter: missing; a page starts with a "---" block holding at least title, description and keywords',
        },
      ],
    };
  // gray-matter finds the block; the `yaml` package (YAML 1.2, one parser everywhere) reads it with positions.
  const parsed = matter(source, { engines: { yaml: () => ({}) } });
  const offset = 3; // the YAML text starts right after the opening "---"
  const doc = YAML.parseDocument(parsed.matter);
  const place = { doc, offset, fileText: source };
  if (doc.errors.length) return { page: undefined, problems: yamlErrors(rel, 'frontmatter', place) };
  const result = withSchemaInputs(inputs, () => frontmatterSchema.safeParse(doc.toJS() ?? {}, { reportInput: true }));
  if (!result.success)
    return {
      page: undefined,
      problems: issueFindings(rel, 'frontmatter', frontmatterSchema, result.error.issues, place),
    };
  const collection =
    collectionBlockProblem(routeFromFile(rel), result.data) ??
    translationProblem(rel, routeFromFile(rel), result.data, inputs.refs.english);
  if (collection)
    return {
      page: undefined,
      problems: [{ file: rel, ...locate(place, [], collection.at), message: collection.message }],
    };
  const headLength = source.length - parsed.content.length;
  const headLines = source.slice(0, headLength).split('\n').length - 1;
  const body = '\n'.repeat(headLines) + parsed.content;
  return {
    page: { file, route: routeFromFile(rel), frontmatter: result.data, body, lastUpdated: lastChanged(file, root) },
    problems: [],
  };
}

/** An article needs its `article:` block and a project its `project:` block; other pages have neither. */
function collectionBlockProblem(route: string, fm: Frontmatter): { at?: string; message: string } | undefined {
  const kind = collectionOf(route);
  const block = kind === 'articles' ? 'article' : kind === 'projects' ? 'project' : undefined;
  if (block && !fm[block])
    return {
      message: `frontmatter.${block}: required field is missing: every page under pages/${kind}/ is ${block === 'article' ? 'an article' : 'a project'} and needs an \`${block}:\` block (npm run new:page -- ${block} <slug> writes one)`,
    };
  for (const other of ['article', 'project'] as const)
    if (other !== block && fm[other])
      return {
        at: other,
        message: `frontmatter.${other}: only pages under pages/${other}s/ are ${other}s; move this page there or remove the block`,
      };
  return undefined;
}

/**
 * A page under pages/es/ names the English page it translates (an existing one) and the version it was translated
 * from; other pages do neither. (That one English page has at most one translation is checked across pages, in
 * the site model.)
 */
function translationProblem(
  rel: string,
  route: string,
  fm: Frontmatter,
  english: Set<string>,
): { at?: string; message: string } | undefined {
  if (langOfRoute(route) === 'en') {
    for (const field of ['translationOf', 'sourceHash'] as const)
      if (fm[field] !== undefined)
        return {
          at: field,
          message: `frontmatter.${field}: only Spanish pages (under pages/es/) are translations; remove this line, or move the Spanish text to pages/es/ (npm run new:page -- --translate ${route} writes the file)`,
        };
    return undefined;
  }
  if (fm.translationOf === undefined)
    return {
      message: `frontmatter.translationOf: required field is missing: every page under pages/es/ translates an English page; add its route, e.g. \`translationOf: /services/crawl-space\` (npm run new:page -- --translate <english route> writes a new translation with it filled in)`,
    };
  const target = fm.translationOf.replace(/#.*$/, '');
  if (!english.has(target) || target !== fm.translationOf) {
    const hint = closest(target, english);
    return {
      at: 'translationOf',
      message: `frontmatter.translationOf: "${fm.translationOf}" is not an English page${hint ? ` (did you mean "${hint}"?)` : ''}; name the route of the English page this page translates. If that page was removed or renamed, point this page at its new route, or remove this translation too`,
    };
  }
  if (fm.sourceHash === undefined)
    return {
      message: `frontmatter.sourceHash: required field is missing: once this translation matches ${target}, run \`npm run translations -- --stamp ${rel}\` to record which version of the English page it was made from`,
    };
  return undefined;
}

export function listPageFiles(dir = pagesDir): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listPageFiles(full));
    else if (entry.name.endsWith('.mdx')) out.push(full);
  }
  return out.sort();
}

/** What reading one data file gives: its validated value, or its problems. */
export type DataRead<T> = { ok: true; value: T; problems: [] } | { ok: false; problems: Finding[] };

/** A data file's validated value (its schema's output, by the file's name), or its problems. */
export function readData(file: string, source: string, root = projectRoot): DataRead<unknown> {
  const name = path.basename(file).replace(/\.ya?ml$/, '');
  if (isDataName(name)) return readDataAs(name, file, source, root);
  return {
    ok: false,
    problems: [
      {
        file: relativeToRoot(file, root),
        line: 1,
        column: 1,
        message: `no schema for this data file; add one to src/content/schemas/index.ts (known: ${Object.keys(dataSchemas).join(', ')})`,
      },
    ],
  };
}

/** content/<name>.yaml's text read and validated against its schema: a value of the schema's output type. */
export function readDataAs<N extends DataName>(
  name: N,
  file: string,
  source: string,
  root = projectRoot,
): DataRead<DataValue<N>> {
  return readWith(dataSchemas[name], name, relativeToRoot(file, root), source);
}

/**
 * content/<name>.es.yaml's text read against the English value of content/<name>.yaml: that value with the Spanish
 * texts put in (figures stay the English file's), or the layer's problems (a text missing, a field that is no text).
 */
export function readTextLayer<N extends TextLayerName>(
  name: N,
  file: string,
  source: string,
  english: DataValue<N>,
  root = projectRoot,
): DataRead<DataValue<N>> {
  const spec = textLayers[name];
  const texts = readWith(
    textLayerSchema(spec, english),
    path.basename(file).replace(/\.ya?ml$/, ''),
    relativeToRoot(file, root),
    source,
  );
  if (!texts.ok) return texts;
  const value = structuredClone(english);
  putTexts(value, texts.value, spec);
  return { ok: true, value, problems: [] };
}

function readWith<S extends ZodType>(schema: S, name: string, rel: string, source: string): DataRead<z.output<S>> {
  const { doc, raw } = parseDataText(name, source);
  const place = { doc, offset: 0, fileText: source };
  if (doc.errors.length) return { ok: false, problems: yamlErrors(rel, name, place) };
  const result = schema.safeParse(raw, { reportInput: true });
  if (!result.success) return { ok: false, problems: issueFindings(rel, name, schema, result.error.issues, place) };
  return { ok: true, value: result.data, problems: [] };
}
