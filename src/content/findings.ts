// What every content problem looks like, wherever it is found (the loader, the build plugin, the writers' gate):
// a file relative to the project, a 1-based line and column, and a sentence a writer can act on.

export interface Finding {
  /** Relative to the project root: "pages/faq.mdx", "content/business.yaml". */
  file: string;
  line: number;
  column: number;
  message: string;
  /** How to fix it, when the message alone doesn't say. */
  fix?: string;
}

/** One documented message of a check: the wording (with <placeholders>) and what to do about it. */
export interface MessageDoc {
  message: string;
  fix: string;
}

/** `pages/faq.mdx:12:5 message` */
export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}:${f.column} ${f.message}`;
}

/** A content problem that stops the loader or the build; its message is every finding, one per line. */
export class ContentError extends Error {
  readonly findings: Finding[];
  constructor(findings: Finding[] | string) {
    const list = typeof findings === 'string' ? [] : findings;
    super(typeof findings === 'string' ? findings : list.map(formatFinding).join('\n'));
    this.name = 'ContentError';
    this.findings = list;
    // A writer's mistake, not a program's: where in the code it was noticed helps nobody, and the build tools
    // print an error's stack as it is.
    this.stack = `${this.name}: ${this.message}`;
  }
}

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

/** The option nearest to `word` (case-insensitive edit distance ≤ 3, or a third of its length), if any. */
export function closest(word: string, options: Iterable<string>): string | undefined {
  const limit = Math.max(3, Math.floor(word.length / 3));
  let best: [string, number] | undefined;
  for (const o of options) {
    const d = editDistance(word.toLowerCase(), o.toLowerCase());
    if (d <= limit && (!best || d < best[1])) best = [o, d];
  }
  return best?.[0];
}

/** ` (did you mean "x"?)` or nothing. */
export function didYouMean(word: string, options: Iterable<string>): string {
  const hint = closest(word, options);
  return hint ? ` (did you mean "${hint}"?)` : '';
}

/** 1-based line and column of a character offset in a text. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}
