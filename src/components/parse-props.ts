// Props checked at render against a component's `props` schema, with its defaults applied. The writers' check
// reports a bad prop at its MDX line first; this is the backstop for the dev server and for TSX callers.
import { z } from 'zod';

export function parseProps<S extends z.ZodType>(component: string, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new Error(`<${component}>: ${z.prettifyError(result.error).replace(/\n\s*/g, ' ')}`);
}
