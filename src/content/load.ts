// Node-side readers of one page file or one data file, behind the site model (model.ts): everything else reads
// content through the model, so parsing, validation and error wording are the same everywhere. Every problem is a
// finding with the file's own line and column (YAML positions are mapped back to the file).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML, { type Document } from 'yaml';
import type { ZodType, z } from 'zod';
import { frontmatterSchema, type Frontmatter } from './schemas/frontmatter.ts';
import { dataSchemas, isDataName, type DataName, type DataValue } from './schemas/index.ts';
import { putTexts, textLayers, textLayerSchema, type TextLayerName } from './schemas/text-layers.ts';
import { routeFromFile } from './route-path.ts';
import { withSchemaInputs, type SchemaInputs } from './schemas/inputs.ts';
import { ContentError, type Finding } from './findings.ts';
import { issueFindings, locate, yamlErrors } from './yaml-findings.ts';
import { collectionBlockProblem, translationProblem } from './page-rules.ts';
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
