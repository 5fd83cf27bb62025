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
  return (text.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? [])
    .filter((s) => !/\{@|npm run|`true`|`false`/.test(s))
    .map((s) => s.replace(/,?\s*e\.g\.\s*`[^`]*`/g, '').replace(/`([^`]*)`/g, '$1'))
    .join('')
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
