// The date each page file last changed, for its "last updated" line and sitemap.xml's lastmod: from git when the
// file is committed and unchanged, today's date when it has uncommitted changes or there is no git history (a
// download of the sources). The model primes every page's date with two git commands (primeLastChanged).
// A copy of the site made outside git (the tests' copies, tests/support/site-copy.ts) can carry the dates its pages
// had where it was copied from, in PAGE_DATES_FILE at its root (`recordPageDates`): a page whose text is still the
// text recorded there gets that date, any other page today's, as an uncommitted change would in a checkout. So a
// copy's unchanged pages are built as the project builds them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** The file, at the root of a copy outside git, that holds its pages' dates (see above). */
export const PAGE_DATES_FILE = '.page-dates.json';

/** Each page file's date and a hash of its text, by its path relative to the root ("pages/faq.mdx"). */
type PageDates = Record<string, { date: string; sha256: string }>;

const textHash = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const relOf = (file: string, root: string) => path.relative(root, file).split(path.sep).join('/');

/** The dates of `files` (page files of `root`) as this checkout gives them, with their texts' hashes: what a copy
 * of it writes to its PAGE_DATES_FILE. */
export function recordPageDates(files: string[], root: string): PageDates {
  primeLastChanged(files, root);
  return Object.fromEntries(
    files.map((f) => [relOf(f, root), { date: lastChanged(f, root), sha256: textHash(f) }] as const),
  );
}

const recorded = new Map<string, PageDates>();
/** Where git has no date: the recorded date when the file's text is the recorded text, else today's. */
function dateWithoutGit(file: string, root: string, today: string): string {
  let dates = recorded.get(root);
  if (!dates) {
    try {
      dates = JSON.parse(fs.readFileSync(path.join(root, PAGE_DATES_FILE), 'utf8')) as PageDates;
    } catch {
      dates = {};
    }
    recorded.set(root, dates);
  }
  const entry = dates[relOf(file, root)];
  try {
    return entry && entry.sha256 === textHash(file) ? entry.date : today;
  } catch {
    return today;
  }
}

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
    // Not a git checkout: the date recorded for this text, else the build date.
    date = dateWithoutGit(file, root, today);
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
    // Not a git checkout (or git is missing): the date recorded for each file's text, else the build date, for every
    // file, once, instead of two failing git commands per file.
    for (const f of todo) gitDates.set(f, dateWithoutGit(f, root, today));
  }
}
