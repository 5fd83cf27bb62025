// The one stretch of lines an edit changed: what a line-by-line diff of two texts removes and adds, for the tests of
// the editor's byte rule ("one edit changes only its own lines"), as line numbers or as the lines themselves.

/** The line numbers (0-based) of `before` that `after` replaces, and of `after` that take their place. */
export function changedLineNumbers(before: string, after: string): { removed: number[]; added: number[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
  return { removed: range(start, a.length - end), added: range(start, b.length - end) };
}

/** The lines of `before` that `after` replaces, and the lines it puts in their place (one changed stretch). */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const { removed, added } = changedLineNumbers(before, after);
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: removed.map((i) => a[i]!), added: added.map((i) => b[i]!) };
}
