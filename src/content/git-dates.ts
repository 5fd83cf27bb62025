// The date each page file last changed, for its "last updated" line and sitemap.xml's lastmod: from git when the
// file is committed and unchanged, today's date when it has uncommitted changes or there is no git history (a
// download of the sources). The model primes every page's date with two git commands (primeLastChanged).
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const gitDates = new Map<string, string>();
/** Date (YYYY-MM-DD) the file last changed in git; today's date if it has uncommitted changes or no history. */
export function lastChanged(file: string, root: string): string {
  const cached = gitDates.get(file);
  if (cached) return cached;
  const today = new Date().toISOString().slice(0, 10);
  let date = today;
  try {
    const opts = {
      cwd: root,
      encoding: 'utf8' as const,
      stdio: ['ignore', 'pipe', 'ignore'] as ['ignore', 'pipe', 'ignore'],
    };
    const dirty = execFileSync('git', ['status', '--porcelain', '--', file], opts).trim();
    const committed = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], opts).trim();
    if (!dirty && committed) date = committed;
  } catch {
    // Not a git checkout: the build date stands in.
  }
  gitDates.set(file, date);
  return date;
}

/** Fills the last-changed dates of many files with two git commands instead of two per file. */
export function primeLastChanged(files: string[], root: string): void {
  const todo = files.filter((f) => !gitDates.has(f));
  if (!todo.length) return;
  const today = new Date().toISOString().slice(0, 10);
  try {
    const opts = {
      cwd: root,
      encoding: 'utf8' as const,
      stdio: ['ignore', 'pipe', 'ignore'] as ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    };
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], opts).trim();
    const rels = todo.map((f) => path.relative(top, f).replace(/\\/g, '/'));
    const dirty = new Set(
      execFileSync('git', ['status', '--porcelain', '--', ...rels], opts)
        .split('\n')
        .filter(Boolean)
        .map((l) =>
          l
            .slice(3)
            .replace(/^.* -> /, '')
            .replace(/^"|"$/g, ''),
        ),
    );
    const committed = new Map<string, string>();
    let date = '';
    for (const line of execFileSync('git', ['log', '--format=%x00%cs', '--name-only', '--', ...rels], opts).split(
      '\n',
    )) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && !committed.has(line)) committed.set(line, date);
    }
    todo.forEach((f, i) => gitDates.set(f, dirty.has(rels[i]!) ? today : (committed.get(rels[i]!) ?? today)));
  } catch {
    // Not a git checkout (or git is missing): the build date stands in for every file, once, instead of two
    // failing git commands per file.
    for (const f of todo) gitDates.set(f, today);
  }
}
