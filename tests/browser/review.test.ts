// `npm run review` end to end on a repository fixture (a copy of the site made a git repository): from one base commit,
// a branch that changes one sentence, one that changes a shared fact (the phone number in content/business.yaml), one
// that removes a page (then, in the working tree, gives it a redirect) and a no-op commit, each reviewed against the
// base. The base is built once and taken from the cache after that (the run's cache: the job-photos journey reviews
// against the same base commit, and whichever review comes first builds it).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/model.ts';
import { builtHtmlFiles } from '../../src/content/built-files.ts';
import { screenshotStem } from '../../scripts/checks/report.ts';
import { commitSite, copySite, reviewCacheDir, type SiteCopy } from '../support/site-copy.ts';
import { buildEnv } from '../support/build-env.ts';

let copy: SiteCopy;
let base = '';
const out = () => path.join(copy.root, '.tmp/review');

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: copy.root,
    encoding: 'utf8',
  }).trim();

/** `npm run review` in the fixture against the base commit: exit status, output and summary.md. */
function review(...args: string[]) {
  const r = spawnSync(
    path.join(copy.root, 'node_modules/.bin/tsx'),
    ['scripts/review.ts', '--base', base, '--cache-dir', reviewCacheDir(copy), ...args],
    {
      cwd: copy.root,
      encoding: 'utf8',
      env: buildEnv({ GITHUB_ACTIONS: '' }),
      timeout: 900_000,
    },
  );
  const output = `${r.stdout}\n${r.stderr}`;
  const file = path.join(out(), 'summary.md');
  return { status: r.status, output, summary: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '' };
}

/** The table rows of a summary: route → [what changed, pixels]. */
function rows(summary: string): Map<string, [string, string]> {
  const out = new Map<string, [string, string]>();
  for (const m of summary.matchAll(/^\| `([^`]+)` \| ([^|]+) \| ([^|]+) \|/gm))
    out.set(m[1]!, [m[2]!.trim(), m[3]!.trim()]);
  return out;
}

beforeAll(() => {
  copy = copySite('review-fixture-');
  // The base commit is the one the job-photos journey reviews against: its build is made once in the run.
  base = commitSite(copy);
});
afterAll(() => copy?.remove());

const article = 'pages/articles/pier-types-compared.mdx';
const articleRoute = '/articles/pier-types-compared';

describe('npm run review on a repository fixture', () => {
  it('one sentence changed: that page only, as text, with screenshots before and after and a pixel diff', () => {
    git('checkout', '-q', '-b', 'sentence', base);
    // The first line of the article's prose, one word changed.
    const prose = copy
      .read(article)
      .split('\n')
      .find((l, i, all) => i > all.indexOf('---', 1) && /^[A-Z][a-z]+ \w+ \w+/.test(l))!;
    const [first, ...rest] = prose.split(' ');
    copy.edit(article, prose, [first, 'really', ...rest].join(' '));
    git('commit', '-qam', 'one sentence');
    const { status, output, summary } = review();
    expect(status, output).toBe(0);
    // Built now, or by the job-photos journey's review of the same commit earlier in the run (how a base is built
    // once and then kept: tests/unit/review-base-build.test.ts).
    expect(output).toMatch(
      new RegExp(`^Base ${base} \\(${base.slice(0, 12)}\\): (built in \\d+\\.\\d s|cached build)\\.$`, 'm'),
    );
    expect([...rows(summary).keys()]).toEqual([articleRoute]);
    const [kind, pixels] = rows(summary).get(articleRoute)!;
    expect(kind).toBe('text');
    expect(pixels).toMatch(/^[\d.<]+ ?\d* ?% \/ [\d.<]+ ?\d* ?%$/);
    expect(pixels).not.toBe('0 % / 0 %');
    const stem = screenshotStem(articleRoute);
    for (const width of [390, 1280])
      for (const v of ['before', 'after', 'diff']) {
        expect(fs.existsSync(path.join(out(), `${stem}-${width}-${v}.png`)), `${width} ${v}`).toBe(true);
        expect(summary).toContain(`(${stem}-${width}-${v}.png)`);
      }
  }, 900_000);

  it('a shared fact changed: every page showing it, biggest first up to --limit, "and N more" by route', () => {
    git('checkout', '-q', '-b', 'fact', base);
    const phone = loadSite(copy.root).business!.phone;
    const digits = phone.replace(/\D/g, '');
    const next = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${String((Number(digits.slice(6)) + 7) % 10000).padStart(4, '0')}`;
    copy.edit('content/business.yaml', `phone: "${phone}"`, `phone: "${next}"`);
    git('commit', '-qam', 'new phone number');
    const { status, output, summary } = review('--limit', '2');
    expect(status, output).toBe(0);
    expect(output).toContain(`Base ${base} (${base.slice(0, 12)}): cached build.`);
    // Every page of the base build that shows the phone number changed.
    const dist = path.join(reviewCacheDir(copy), base, 'dist');
    const showing = builtHtmlFiles(dist)
      .filter((f) => fs.readFileSync(f.path, 'utf8').includes(phone))
      .map((f) => f.route);
    expect(showing.length).toBeGreaterThan(10);
    const table = rows(summary);
    expect(table.size).toBe(2);
    const more = /and (\d+) more[^:]*: (.*)$/m.exec(summary);
    expect(more, summary).not.toBeNull();
    const listed = [...table.keys(), ...[...more![2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)];
    expect(Number(more![1])).toBe(listed.length - 2);
    for (const route of showing) expect(listed).toContain(route);
    expect(fs.readdirSync(out()).filter((f) => f.endsWith('.png'))).toHaveLength(2 * 2 * 3);
  }, 900_000);

  it('a page removed without a redirect is a problem; with one in content/redirects.yaml it is not', () => {
    git('checkout', '-q', '-b', 'removed', base);
    git('rm', '-q', article);
    git('commit', '-qm', 'remove an article');
    const removed = review('--limit', '1');
    expect(removed.status, removed.output).toBe(1);
    expect(rows(removed.summary).get(articleRoute)?.[0]).toBe('removed');
    expect(removed.summary).toContain(`\`${articleRoute}\` was removed and has no redirect`);
    expect(removed.output).toContain(`${articleRoute} was removed and has no redirect`);
    // The working tree (not only commits) is what is reviewed: a redirect added, not committed.
    fs.appendFileSync(copy.file('content/redirects.yaml'), `- from: ${articleRoute}\n  to: /articles\n`);
    const redirected = review('--limit', '1');
    expect(redirected.status, redirected.output).toBe(0);
    expect(rows(redirected.summary).get(articleRoute)?.[0]).toBe('removed');
    expect(redirected.summary).not.toContain('no redirect');
    git('checkout', '-q', '--', 'content/redirects.yaml');
  }, 900_000);

  it('a no-op commit: says plainly that no page changed', () => {
    git('checkout', '-q', '-b', 'noop', base);
    git('commit', '-q', '--allow-empty', '-m', 'nothing');
    const { status, output, summary } = review();
    expect(status, output).toBe(0);
    expect(summary).toContain('No page changed');
    expect(rows(summary).size).toBe(0);
    expect(fs.readdirSync(out()).filter((f) => f.endsWith('.png'))).toHaveLength(0);
  }, 900_000);
});
