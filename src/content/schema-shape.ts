// The object fields of a zod schema, found through zod's public API (the wrapper classes' `unwrap()`, a pipe's
// `in`, an object's `shape`, an array's `element`): used to name the known fields when a writer misspells one and to
// check each prop of a component on its own.
import { z, type ZodType } from 'zod';

/** Looks through optional, nullable, default, readonly, catch and pipe wrappers to the schema a writer types. */
function inputSchema(schema: ZodType): ZodType {
  let s: ZodType = schema;
  for (;;) {
    if (
      s instanceof z.ZodOptional ||
      s instanceof z.ZodNullable ||
      s instanceof z.ZodDefault ||
      s instanceof z.ZodPrefault ||
      s instanceof z.ZodReadonly ||
      s instanceof z.ZodCatch
    )
      s = s.unwrap() as ZodType;
    else if (s instanceof z.ZodPipe) s = s.in as ZodType;
    else if (s instanceof z.ZodLazy) s = s.unwrap() as ZodType;
    else return s;
  }
}

/** The fields of an object schema (through its wrappers), or undefined when it is not an object. */
export function objectShape(schema: ZodType): Record<string, ZodType> | undefined {
  const s = inputSchema(schema);
  return s instanceof z.ZodObject ? (s.shape as Record<string, ZodType>) : undefined;
}

/** The field names of the object at `path` (object keys and list indexes) inside a schema; [] when there is none. */
export function fieldNamesAt(schema: ZodType, path: readonly PropertyKey[]): string[] {
  let s: ZodType | undefined = schema;
  for (const key of path) {
    if (!s) break;
    const inner = inputSchema(s);
    if (typeof key === 'number') s = inner instanceof z.ZodArray ? (inner.element as ZodType) : undefined;
    else s = objectShape(inner)?.[String(key)];
  }
  return Object.keys((s && objectShape(s)) ?? {});
}
