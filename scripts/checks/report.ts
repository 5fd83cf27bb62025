// The one reporter of the writers' gate: each finding once, sorted, as `pages/x.mdx:12:5 message`; on GitHub
// Actions also as an annotation on its line and a job summary (failures, the pages this change touches with their
// routes and screenshots, and a preview link when the deployment gives one).
import { execFileSync } from 'node:child_process';
import { formatFinding, type Finding } from '../../src/content/findings.ts';
import { routeFromFile } from '../../src/content/route-path.ts';

/** Each finding once, by file, line and column. */
export function dedupe(findings: Finding[]): Finding[] {
  const seen = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.file}\0${f.line}\0${f.column}\0${f.message}`;
    if (!seen.has(key)) seen.set(key, f);
  }
  return [...seen.values()].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}

export function formatReport(findings: Finding[]): string {
  return dedupe(findings).map(formatFinding).join('\n');
}

/** "because of this, pages/es/x.mdx (its Spanish translation) is left out of the build too" */
const becauseOf = (echo: string) =>
  `because of this, ${echo} (its Spanish translation) is left out of the build too, with no mistake of its own`;

/**
 * The report's lines: each finding once, sorted; under the first finding of a page left out of the build, an
 * indented "because of this" line for each page left out only because of it (`echoes`: page → the page it follows).
 */
export function reportLines(findings: Finding[], echoes = new Map<string, string>()): string[] {
  const byCause = new Map<string, string[]>();
  for (const [echo, cause] of echoes) byCause.set(cause, [...(byCause.get(cause) ?? []), echo]);
  const out: string[] = [];
  for (const f of dedupe(findings)) {
    out.push(formatFinding(f));
    for (const echo of byCause.get(f.file) ?? []) out.push(`    ${becauseOf(echo)}`);
    byCause.delete(f.file);
  }
  for (const [cause, list] of byCause) for (const echo of list) out.push(`${cause}: ${becauseOf(echo)}`);
  return out;
}

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** GitHub workflow commands: an error annotation on each finding's line. */
export function annotations(findings: Finding[], warnings: Finding[] = []): string[] {
  const line = (kind: string, f: Finding) =>
    `::${kind} file=${escapeProperty(f.file)},line=${f.line},col=${f.column},title=${escapeProperty('npm run check')}::${escapeData(f.message)}`;
  return [...dedupe(findings).map((f) => line('error', f)), ...dedupe(warnings).map((f) => line('warning', f))];
}

export interface ChangedPage {
  file: string;
  route: string;
  /** False when the change deletes the page. */
  exists: boolean;
}

/** The base a pull request is compared with: the PR's base branch, else origin/main, else the previous commit. */
function baseRef(root: string, env = process.env): string | undefined {
  const candidates = [env.GITHUB_BASE_REF ? `origin/${env.GITHUB_BASE_REF}` : '', 'origin/main', 'HEAD~'].filter(
    Boolean,
  );
  for (const ref of candidates)
    try {
      execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, stdio: 'ignore' });
      return ref;
    } catch {
      // try the next
    }
  return undefined;
}

/** Pages changed against the base (committed and not), with their routes. */
export function changedPages(root: string, routes: Set<string>, base = baseRef(root)): ChangedPage[] {
  if (!base) return [];
  const run = (args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return '';
    }
  };
  const mergeBase = run(['merge-base', base, 'HEAD']).trim() || base;
  const names = new Set(
    [
      ...run(['diff', '--name-only', mergeBase, '--', 'pages']).split('\n'),
      ...run(['ls-files', '--others', '--exclude-standard', '--', 'pages']).split('\n'),
    ]
      .map((l) => l.trim())
      .filter((l) => l.endsWith('.mdx')),
  );
  return [...names].sort().map((file) => {
    const route = routeFromFile(file);
    return { file, route, exists: routes.has(route) };
  });
}

/** File name stem of a route's screenshots (as scripts/screenshots.ts names them). */
export function screenshotStem(route: string): string {
  return route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
}

export interface SummaryInput {
  findings: Finding[];
  /** Reported without failing the check (Spanish text to write or update). */
  warnings?: Finding[];
  /** Reported without failing the check: originals in content/photos/ that no page shows. */
  photoWarnings?: Finding[];
  /** Pages left out of the build only because another page is (page → that page). */
  echoes?: Map<string, string>;
  changed: ChangedPage[];
  seconds: number;
  /** Where the screenshots artifact can be downloaded (the run's page), when screenshots were taken. */
  artifactUrl?: string;
  /** Base URL of a preview deployment of this change (PREVIEW_URL). */
  previewUrl?: string;
}

/** The job summary in Markdown ($GITHUB_STEP_SUMMARY). */
export function jobSummary({
  findings,
  warnings = [],
  photoWarnings = [],
  echoes = new Map(),
  changed,
  seconds,
  artifactUrl,
  previewUrl,
}: SummaryInput): string {
  const list = dedupe(findings);
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const out: string[] = [
    `## Writers' check: ${list.length ? `${list.length} problem${list.length > 1 ? 's' : ''} to fix` : 'all clear'}`,
    '',
    `\`npm run check\` took ${seconds.toFixed(1)} s.`,
    '',
  ];
  if (list.length)
    out.push(
      '| Where | Problem |',
      '| --- | --- |',
      ...list.map((f) => `| \`${f.file}:${f.line}:${f.column}\` | ${cell(f.message)} |`),
      '',
      'Each problem is also marked on its line in the "Files changed" tab. CONTENT.md, "When a check fails", says how to fix each message.',
      '',
    );
  if (echoes.size)
    out.push(
      `${echoes.size} page${echoes.size > 1 ? 's were' : ' was'} left out of the build with no mistake of ${echoes.size > 1 ? 'their' : 'its'} own, because the page ${echoes.size > 1 ? 'each' : 'it'} translates has one: ${[...echoes].map(([echo, cause]) => `\`${echo}\` (because of \`${cause}\`)`).join(', ')}.`,
      '',
    );
  if (warnings.length)
    out.push(
      `### Translations to update: ${warnings.length}`,
      '',
      ...dedupe(warnings).map((f) => `- \`${f.file}:${f.line}\` ${cell(f.message)}`),
      '',
      'A warning, not a failure: a Spanish page behind its English page, an English page or a data text not translated yet (CONTENT.md, "Spanish pages").',
      '',
    );
  if (photoWarnings.length)
    out.push(
      `### Photos to look at: ${photoWarnings.length}`,
      '',
      ...dedupe(photoWarnings).map((f) => `- \`${f.file}\` ${cell(f.message)}`),
      '',
      'A warning, not a failure: an original in `content/photos/` that no page shows yet (CONTENT.md, "Photos").',
      '',
    );
  out.push('### Pages changed in this pull request', '');
  if (!changed.length) out.push('No page under `pages/` changed.', '');
  else {
    out.push('| Page | Route | Preview | Screenshots (390 px / 1280 px) |', '| --- | --- | --- | --- |');
    for (const c of changed) {
      const stem = screenshotStem(c.route);
      const preview = previewUrl && c.exists ? `[open](${previewUrl.replace(/\/+$/, '')}${c.route})` : '—';
      const shots = !c.exists
        ? 'deleted'
        : artifactUrl
          ? `[\`${stem}-phone.png\` / \`${stem}-desktop.png\`](${artifactUrl})`
          : 'not taken';
      out.push(`| \`${c.file}\` | \`${c.route}\` | ${preview} | ${shots} |`);
    }
    out.push('');
    if (artifactUrl) out.push(`Screenshots are in the run's **screenshots** artifact: ${artifactUrl}`, '');
  }
  return out.join('\n');
}
