// Problems in a YAML text as findings at the writer's line and column: a schema's issues (with did-you-mean for a
// misspelt field, the length of a text that is too long) and YAML syntax errors (an unclosed quote: where it opens).
// The one wording for content/*.yaml and for a page's frontmatter block (load.ts).
import { isMap, isPair, isScalar, type Document } from 'yaml';
import type { ZodType, core } from 'zod';
import { closest, positionOf, type Finding } from './findings.ts';
import { fieldNamesAt } from './schema-shape.ts';

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
export function locate(
  place: YamlPlace | undefined,
  at: PropertyKey[],
  key?: string,
): { line: number; column: number } {
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
export function issueFindings(
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
export function yamlErrors(file: string, what: string, place: YamlPlace): Finding[] {
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
