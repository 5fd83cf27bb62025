// `npm run check` end to end on a temporary copy of the site: the built-output checks (heading order, #fragments,
// HTML validity, facts on the page) report at the MDX line (HTML validity at the element's), GitHub Actions gets
// annotations, a job summary and screenshots of the changed page; a mistake that fails the build is a finding, not a
// stack trace, and fails `npm run build` too with the page's file and line.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/model.ts';
import { copySite, tsxIn, type SiteCopy } from '../support/site-copy.ts';
import { plantedPage, throwingBadge } from '../support/planted-page.ts';
import { buildEnv } from '../support/build-env.ts';

const copies: SiteCopy[] = [];
afterAll(() => copies.forEach((c) => c.remove()));

/** The environment of a command run by hand: without vitest's own variables. */

function runCheck(copy: SiteCopy, env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(path.join(copy.root, 'node_modules/.bin/tsx'), ['scripts/check.ts'], {
    cwd: copy.root,
    encoding: 'utf8',
    env: buildEnv({ OUT_DIR: path.join(copy.root, 'dist'), GITHUB_ACTIONS: '', ...env }),
  });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

const git = (copy: SiteCopy, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: copy.root,
    stdio: 'ignore',
  });

describe('npm run check, built output', () => {
  it('reports heading order, fragments, HTML and facts at the MDX line; annotates, summarises, screenshots', () => {
    const copy = copySite();
    copies.push(copy);
    const business = loadSite(copy.root).business!;
    const digits = business.phone.replace(/\D/g, '');
    const wrongPhone = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${String((Number(digits.slice(6)) + 1) % 10000).padStart(4, '0')}`;
    git(copy, 'init', '-q');
    git(copy, 'add', '-A');
    git(copy, 'commit', '-qm', 'base');
    const file = 'pages/built.mdx';
    copy.write(
      file,
      plantedPage(
        'built',
        [
          '## A section',
          '',
          '#### Too deep',
          '',
          'See [the question](/faq#no-such-question).',
          '',
          `Call us at ${wrongPhone} any time.`,
          '',
          '<div id="twice" />',
          '<div id="twice" />',
        ].join('\n'),
      ),
    );
    git(copy, 'add', '-A');
    git(copy, 'commit', '-qm', 'a new page');
    const summary = path.join(copy.root, 'summary.md');
    const { status, output } = runCheck(copy, {
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_RUN_ID: '42',
      GITHUB_REPOSITORY: 'owner/site',
      GITHUB_SERVER_URL: 'https://github.com',
    });
    expect(status).toBe(1);
    const lines = output.split('\n');
    const at = (text: string) => copy.lineOf(file, text);
    expect(lines).toContain(
      `${file}:${at('#### Too deep')}:1 heading "Too deep" is an h4 after an h2: use ### (h3) here, headings go down one level at a time`,
    );
    expect(lines).toContain(
      `${file}:${at('no-such-question')}:20 link to /faq#no-such-question: /faq has no element with id "no-such-question"`,
    );
    expect(lines).toContain(
      `${file}:${at(wrongPhone)}:12 phone "${wrongPhone}" differs from content/business.yaml: ${business.phone}`,
    );
    // Only the built page shows it; reported at the line of the element html-validate names (the second one).
    expect(lines.some((l) => l.startsWith(`${file}:${at('<div id="twice" />') + 1}:1 HTML (no-dup-id)`))).toBe(true);
    // Each finding once, and as an annotation on its line.
    const findings = lines.filter((l) => l.startsWith(`${file}:`));
    expect(new Set(findings).size).toBe(findings.length);
    expect(lines).toContain(
      `::error file=pages/built.mdx,line=${at('#### Too deep')},col=1,title=npm run check::heading "Too deep" is an h4 after an h2: use ### (h3) here, headings go down one level at a time`,
    );
    expect(output).toMatch(/npm run check: \d+ problems? in .* \(\d+\.\d s\)/);
    const text = fs.readFileSync(summary, 'utf8');
    expect(text).toContain(`| \`${file}:${at('#### Too deep')}:1\` | heading "Too deep" is an h4 after an h2`);
    expect(text).toContain('| `pages/built.mdx` | `/built` |');
    expect(text).toContain('https://github.com/owner/site/actions/runs/42#artifacts');
    for (const width of ['phone', 'desktop'])
      expect(fs.existsSync(path.join(copy.root, `.tmp/screenshots/built-${width}.png`))).toBe(true);
    // The check's build is recorded as npm run build records one: building again has nothing to do (CI builds once).
    // (The job summary this test wrote into the project is a new file there, which a build would count as an input.)
    fs.rmSync(summary);
    const again = tsxIn(copy, ['scripts/build.ts']);
    expect(`${again.stdout}${again.stderr}`).toContain('dist/ is up to date');
  }, 600_000);
});

describe('a mistake that fails the build', () => {
  it('fails npm run build with the file and line, and npm run check reports it once, without a stack trace', () => {
    const copy = copySite();
    copies.push(copy);
    copy.write(throwingBadge.file, throwingBadge.text);
    copy.write('pages/props.mdx', plantedPage('props', 'Text.\n\n<Badge lable="x" />'));
    const message = 'pages/props.mdx:11:8 <Badge>: unknown prop "lable" (did you mean "label"?); its props: label';

    const build = spawnSync(path.join(copy.root, 'node_modules/.bin/vite-react-ssg'), ['build'], {
      cwd: copy.root,
      encoding: 'utf8',
      env: buildEnv({ OUT_DIR: path.join(copy.root, 'dist'), FORCE_COLOR: '0' }),
    });
    expect(build.status).not.toBe(0);
    expect(`${build.stdout}${build.stderr}`).toContain(message);

    const { status, output } = runCheck(copy);
    expect(status).toBe(1);
    expect(output.split('\n').filter((l) => l === message)).toHaveLength(1);
    // The gate's own build skips the props it has checked; the page then fails to render, which is a finding too
    // (at the component that threw), and the rest of the site is built without it.
    expect(output).toContain('leaving out 1 page with mistakes (pages/props.mdx)');
    expect(output).toMatch(/^pages\/props\.mdx:11:1 the build failed: .*<Badge>: label is required/m);
    expect(output).not.toMatch(/^\s+at /m);
    expect(fs.existsSync(path.join(copy.root, '.vite-react-ssg-temp'))).toBe(false);
  }, 600_000);
});
