// Node-side readers for pages/ and content/: the build plugin, the sitemap, the link checker and the tests all
// read content through these, so they agree on parsing, validation and error wording.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import matter from 'gray-matter';
import YAML from 'yaml';
import type { ZodType, core } from 'zod';
import { frontmatterSchema, type Frontmatter } from './schemas/frontmatter.ts';
import { dataSchemas } from './schemas/index.ts';
import { routeFromFile } from './route-path.ts';
import { applyBusinessEnv } from './business-source.ts';

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const pagesDir = path.join(projectRoot, 'pages');
export const contentDir = path.join(projectRoot, 'content');

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

function closest(word: string, options: string[]): string | undefined {
  const dist = (a: string, b: string) => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0]![j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++)
        d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    return d[a.length]![b.length]!;
  };
  const best = options
    .map((o) => [o, dist(word.toLowerCase(), o.toLowerCase())] as const)
    .sort((x, y) => x[1] - y[1])[0];
  return best && best[1] <= 3 ? best[0] : undefined;
}

/** The slice of zod's internal schema definition needed to list an object's field names. */
interface SchemaDef {
  _zod?: { def?: { innerType?: SchemaDef; in?: SchemaDef; element?: SchemaDef; shape?: Record<string, SchemaDef> } };
}

function knownKeys(schema: ZodType, at: PropertyKey[]): string[] {
  // Look through wrappers (optional, default, pipe) to the object at `at`.
  const unwrap = (x: SchemaDef | undefined) => {
    while (x?._zod?.def?.innerType || x?._zod?.def?.in) x = x._zod.def.innerType ?? x._zod.def.in;
    return x;
  };
  let s: SchemaDef | undefined = unwrap(schema as SchemaDef);
  for (const key of at)
    s = unwrap(typeof key === 'number' ? s?._zod?.def?.element : s?._zod?.def?.shape?.[String(key)]);
  return Object.keys(s?._zod?.def?.shape ?? {});
}

function fieldPath(prefix: string, at: PropertyKey[]): string {
  return at.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : `${acc}.${String(k)}`), prefix);
}

/** One line per problem: `<file>: <field path>: <what was expected>`. */
export function formatIssues(file: string, prefix: string, schema: ZodType, issues: core.$ZodIssue[]): string {
  const lines = issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = knownKeys(schema, issue.path);
      return issue.keys.map((k) => {
        const hint = closest(k, keys);
        return `${file}: ${fieldPath(prefix, [...issue.path, k])}: unknown field${hint ? ` (did you mean "${hint}"?)` : ''}; allowed fields: ${keys.join(', ')}`;
      });
    }
    let msg = issue.message;
    if (issue.code === 'invalid_type' && /received undefined/.test(msg))
      msg = `required field is missing (expected ${issue.expected})`;
    return [`${file}: ${fieldPath(prefix, issue.path)}: ${msg}`];
  });
  return lines.join('\n');
}

export function relativeToRoot(file: string): string {
  return path.relative(projectRoot, file).replace(/\\/g, '/');
}

const gitDates = new Map<string, string>();
/** Date (YYYY-MM-DD) the file last changed in git; today's date if it has uncommitted changes or no history. */
export function lastChanged(file: string): string {
  const cached = gitDates.get(file);
  if (cached) return cached;
  const today = new Date().toISOString().slice(0, 10);
  let date = today;
  try {
    const opts = {
      cwd: projectRoot,
      encoding: 'utf8' as const,
      stdio: ['ignore', 'pipe', 'ignore'] as ['ignore', 'pipe', 'ignore'],
    };
    const dirty = execFileSync('git', ['status', '--porcelain', '--', file], opts).trim();
    const committed = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], opts).trim();
    if (!dirty && committed) date = committed;
  } catch {
    // Not a git checkout: the build date stands in.
  }
  gitDates.set(file, date);
  return date;
}

export interface ParsedPage {
  file: string;
  route: string;
  frontmatter: Frontmatter;
  /** MDX body with the frontmatter block replaced by as many blank lines, so MDX line numbers stay true. */
  body: string;
  lastUpdated: string;
}

export function parsePage(file: string, source = fs.readFileSync(file, 'utf8')): ParsedPage {
  const rel = relativeToRoot(file);
  if (!source.startsWith('---'))
    throw new ContentError(
      `${rel}: frontmatter: missing; a page starts with a "---" block holding at least title, description and keywords`,
    );
  let parsed: matter.GrayMatterFile<string>;
  try {
    // One YAML 1.2 parser everywhere (gray-matter's default js-yaml 3 reads "07030" as a number).
    parsed = matter(source, { engines: { yaml: (s: string) => (YAML.parse(s) ?? {}) as object } });
  } catch (err) {
    throw new ContentError(`${rel}: frontmatter: not valid YAML: ${(err as Error).message}`);
  }
  const result = frontmatterSchema.safeParse(parsed.data);
  if (!result.success) throw new ContentError(formatIssues(rel, 'frontmatter', frontmatterSchema, result.error.issues));
  const headLength = source.length - parsed.content.length;
  const headLines = source.slice(0, headLength).split('\n').length - 1;
  const body = '\n'.repeat(headLines) + parsed.content;
  return { file, route: routeFromFile(rel), frontmatter: result.data, body, lastUpdated: lastChanged(file) };
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

export function loadPages(): ParsedPage[] {
  return listPageFiles().map((f) => parsePage(f));
}

export function parseData(file: string, source = fs.readFileSync(file, 'utf8')): unknown {
  const rel = relativeToRoot(file);
  const name = path.basename(file).replace(/\.ya?ml$/, '');
  const schema = dataSchemas[name];
  if (!schema)
    throw new ContentError(
      `${rel}: no schema for this data file; add one to src/content/schemas/index.ts (known: ${Object.keys(dataSchemas).join(', ')})`,
    );
  let raw: unknown;
  try {
    raw = YAML.parse(source);
  } catch (err) {
    throw new ContentError(`${rel}: not valid YAML: ${(err as Error).message}`);
  }
  if (name === 'business' && raw && typeof raw === 'object' && !Array.isArray(raw))
    raw = applyBusinessEnv(raw as Record<string, unknown>);
  const result = schema.safeParse(raw);
  if (!result.success) throw new ContentError(formatIssues(rel, name, schema, result.error.issues));
  return result.data;
}

export function loadData<T = unknown>(name: string): T {
  return parseData(path.join(contentDir, `${name}.yaml`)) as T;
}
