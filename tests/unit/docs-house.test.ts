// The house a newcomer reads: a README short enough to read in minutes that still names every command, guides whose
// relative links all land on a file (and a heading) that exists, and no log of work sessions in the README or docs/.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load.ts';
import { headingAnchor } from '../../scripts/authoring/content-docs.ts';

/** The README is the front door: about 150 lines, never more than this. */
const README_MAX_LINES = 200;

const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), 'utf8');

/** Every tracked Markdown file: README.md, CONTENT.md, docs/, the rooms' READMEs. */
function markdownFiles(): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: projectRoot, encoding: 'utf8' });
  return files.split('\0').filter((f) => f && fs.existsSync(path.join(projectRoot, f)));
}

/** The text's lines outside fenced code blocks: as written, and with inline code taken out (`prose`). */
function proseLines(text: string): { line: number; raw: string; prose: string }[] {
  let fenced = false;
  return text.split('\n').flatMap((raw, i) => {
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line: i + 1, raw, prose: raw.replace(/`[^`]*`/g, '``') }];
  });
}

/** Inline links `[text](target)` whose target is a path in the repository (no scheme, no `//`). */
function relativeLinks(text: string): { line: number; target: string }[] {
  // A link written as code is no link.
  return proseLines(text).flatMap(({ line, prose }) =>
    [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
      .map((m) => m[1]!)
      .filter((target) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target))
      .map((target) => ({ line, target })),
  );
}

/** GitHub's anchors of a Markdown text's headings (a repeated heading gets -1, -2, …). */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { raw } of proseLines(text)) {
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(raw);
    if (!m) continue;
    // A heading's anchor is made from its text: code marks and link targets are not part of it.
    const base = headingAnchor(m[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, ''));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** `file:line: target` for each relative link of `file` (its `text`) that lands on no file or no heading. */
function brokenLinks(file: string, text: string, readFile: (f: string) => string | undefined): string[] {
  return relativeLinks(text).flatMap(({ line, target }) => {
    const hash = target.indexOf('#');
    const linkPath = decodeURI(hash === -1 ? target : target.slice(0, hash));
    const fragment = hash === -1 ? '' : decodeURIComponent(target.slice(hash + 1));
    const to = linkPath ? path.posix.normalize(path.posix.join(path.posix.dirname(file), linkPath)) : file;
    const toText = to === file ? text : readFile(to.replace(/\/$/, ''));
    if (toText === undefined) return [`${file}:${line}: ${target} (no such file)`];
    if (fragment && to.endsWith('.md') && !anchorsOf(toText).has(fragment))
      return [`${file}:${line}: ${target} (no heading #${fragment} in ${to})`];
    return [];
  });
}

/** A repository file's text, '' for a folder, undefined when nothing is there. */
function repoFile(file: string): string | undefined {
  const full = path.join(projectRoot, file);
  if (file.startsWith('..') || !fs.existsSync(full)) return undefined;
  return fs.statSync(full).isDirectory() ? '' : fs.readFileSync(full, 'utf8');
}

/** Whether the README names a package.json script the way one runs it. */
function mentionsScript(readme: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const end = String.raw`(?![\w:-])`;
  // npm runs lifecycle scripts itself (postinstall, prepare…): the README names them.
  if (/^(pre|post)|^prepare$/.test(name)) return new RegExp('`' + escaped + '`').test(readme);
  return new RegExp(String.raw`\bnpm (run )?${escaped}${end}`).test(readme);
}

describe('the house', () => {
  it('finds a link to a missing file or heading, and leaves web addresses and code alone', () => {
    const files: Record<string, string> = {
      'docs/a.md': '# A guide\n\n## Reading leads: `npm run leads`\n',
      'README.md': 'x',
    };
    const text = [
      '# Here',
      '[ok](docs/a.md) [ok](docs/a.md#reading-leads-npm-run-leads) [ok](#here) [web](https://example.com/x.md)',
      '[gone](docs/b.md) [no heading](docs/a.md#elsewhere) [up](../outside.md)',
      'In code: `[x](nowhere.md)`',
      '```md',
      '[fenced](nowhere.md)',
      '```',
    ].join('\n');
    const broken = brokenLinks('README.md', text, (f) => (f.startsWith('..') ? undefined : files[f]));
    expect(broken).toEqual([
      'README.md:3: docs/b.md (no such file)',
      'README.md:3: docs/a.md#elsewhere (no heading #elsewhere in docs/a.md)',
      'README.md:3: ../outside.md (no such file)',
    ]);
  });

  it('every relative link in the guides lands on a file and heading that exist', () => {
    const files = markdownFiles();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CONTENT.md', 'src/README.md', 'scripts/README.md']));
    expect(files.filter((f) => f.startsWith('docs/')).length).toBeGreaterThan(0);
    expect(files.flatMap((f) => brokenLinks(f, read(f), repoFile))).toEqual([]);
  });

  it(`the README is at most ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('the README names every script of package.json', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const readme = read('README.md');
    expect(mentionsScript('run `npm run bench:photos` and `npm test`', 'bench')).toBe(false);
    expect(scripts.filter((name) => !mentionsScript(readme, name))).toEqual([]);
  });

  it('the README and docs/ say what is true now, not which work session measured what', () => {
    const guides = ['README.md', ...markdownFiles().filter((f) => f.startsWith('docs/'))];
    const sittings = guides.flatMap((f) =>
      read(f)
        .split('\n')
        .flatMap((line, i) => (/\bsittings?\b/i.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(sittings).toEqual([]);
  });
});
