// The one stretch of lines an edit changed: what a line-by-line diff of two texts removes and adds, for the tests of
// the editor's byte rule ("one edit changes only its own lines").

/** The lines of `before` that `after` replaces, and the lines it puts in their place (one changed stretch). */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}
