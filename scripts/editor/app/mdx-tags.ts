// Where a JSX tag ends in MDX text: shared by the component menu's server half (components.ts) and the body editor's
// prose guard (prose.ts), which must not escape what a writer types inside a component's opening tag.

/** The end of the JSX tag starting at `from` (`<Name … />` or `<Name …>`), skipping strings and {…}. */
export function tagEnd(text: string, from: number): { to: number; children: boolean } | undefined {
  let depth = 0;
  let quote = '';
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0 && c === '/' && text[i + 1] === '>') return { to: i + 2, children: false };
    else if (depth === 0 && c === '>') return { to: i + 1, children: true };
  }
  return undefined;
}

/** How many backslashes end just before `pos`. */
export function backslashesBefore(text: string, pos: number): number {
  let n = 0;
  while (pos - n - 1 >= 0 && text[pos - n - 1] === '\\') n++;
  return n;
}

/** Whether `pos` is inside a JSX tag that has started (`<Name` or `</Name`) and not yet ended, in its paragraph. */
export function insideTag(text: string, pos: number): boolean {
  const blank = text.lastIndexOf('\n\n', pos - 1);
  const start = Math.max(blank < 0 ? 0 : blank, pos - 4000);
  for (let i = pos - 1; i >= start; i--) {
    if (text[i] !== '<' || !/[A-Za-z/]/.test(text[i + 1] ?? '') || backslashesBefore(text, i) % 2) continue;
    const end = tagEnd(text, i);
    return !end || end.to > pos;
  }
  return false;
}
