// The two building blocks of the interface words' schema (ui.ts, ui-forms.ts, ui-blocks.ts): a text, never empty, and
// a described group of texts.
import { z } from 'zod';

export const text = z.string().min(1, 'expected some text');
export const group = <T extends Record<string, typeof text>>(fields: T, what: string) =>
  z.strictObject(fields).describe(what);
