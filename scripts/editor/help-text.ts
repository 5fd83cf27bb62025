// Help text in a writer's words: the schemas' descriptions are written for CONTENT.md (with code marks, `{@fact}`
// placeholders and commands); the editor shows them without code and without commands.

/** Whole descriptions said differently in the editor (matched on the text with its code marks). */
const REWORDINGS: [RegExp, (...m: string[]) => string][] = [
  [/^`true` shows the (\w+) in `npm run dev`.*$/, (what) => `Ticked, the ${what} stays off the published site.`],
];

/** A description without code marks, placeholders or commands ('' when nothing is left). */
export function plainHelp(text: string): string {
  for (const [re, say] of REWORDINGS) {
    const m = re.exec(text);
    if (m) return say(...m.slice(1));
  }
  // Sentences end at a stop followed by a capital, a quote or a code mark (not at "e.g." or "index.mdx").
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"`(])/)
    .filter((s) => !/\{@|npm run|`true`|`false`|YAML|---/.test(s))
    .map((s) =>
      s
        // A YAML line in code marks says its value; a YAML list as an example is no help beside a list field.
        .replace(/`[\w.]+: ([^`]*)`/g, '$1')
        .replace(/:\s*`?\[[^\]]*\]+`?(?=\.?$)/, '')
        // Where a value comes from, in files: the field or picker says it already.
        .replace(/\s*\([^()]*(?:content|pages|src)\/[^()]*\)/g, '')
        .replace(/:\s*an? \w+ from content\/[\w./-]+/g, '')
        .replace(/,?\s*(?:from|in) content\/[\w./-]*/g, '')
        .replace(/<(\w+)[^<>]*\/>/g, 'the $1 block')
        .replace(/`([^`]*)`/g, '$1'),
    )
    .join(' ')
    .trim();
}

/** A JSON schema with every description in plain words (a copy). */
export function plainSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(plainSchema) as T;
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === 'description' && typeof v === 'string' ? plainHelp(v) : k === 'examples' ? v : plainSchema(v),
    ]),
  ) as T;
}
