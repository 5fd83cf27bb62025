// The two building blocks of the interface words' schema (ui.ts, ui-forms.ts, ui-blocks.ts): a text, never empty, and
// a described group of texts.
import { z } from 'zod';

export const text = z.string().min(1, 'expected some text');
/** A text that says a count: its form for one and for other counts (the language's plural rules, Intl.PluralRules,
 * choose), each with {count}: `{ one: "{count} project", other: "{count} projects" }`. Filled by plural()
 * (src/page/fill-text.ts). */
export const counted = z.strictObject({ one: text, other: text });
export const group = <T extends Record<string, typeof text | typeof counted>>(fields: T, what: string) =>
  z.strictObject(fields).describe(what);
