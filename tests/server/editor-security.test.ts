// The browser editor's server rules (safe by default, saves as a pull request): its own Host and Origin only (against
// DNS rebinding; --allowed-host and a codespace's forwarded address added), files only under pages/, content/ and
// public/ with a clear error otherwise, atomic saves that refuse a file changed on disk, and commits on a new edit/
// branch, never the default branch, saved locally when there is no GitHub to push to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { allowedHosts, editablePath, PathError, refusal } from '../../scripts/editor/security.ts';
import { conflicts, versionOf, writeAtomic } from '../../scripts/editor/files.ts';
import { commitAndOpenPullRequest } from '../../scripts/editor/git.ts';

const temps: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'editor-unit-'));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of temps.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('Host and Origin', () => {
  const own = allowedHosts('127.0.0.1', 4180, ['editor.example.test'], {});

  it('answers its own address, localhost and the hosts named with --allowed-host', () => {
    for (const host of [
      '127.0.0.1:4180',
      'localhost:4180',
      '[::1]:4180',
      'editor.example.test',
      'EDITOR.example.test:443',
    ])
      expect(refusal({ host }, own), host).toBeUndefined();
    expect(refusal({ host: '127.0.0.1:4180', origin: 'http://127.0.0.1:4180' }, own)).toBeUndefined();
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign Origin, saying why', () => {
    expect(refusal({ host: 'attacker.example:4180' }, own)).toMatch(
      /does not answer to the host "attacker\.example:4180".*--allowed-host attacker\.example/,
    );
    expect(refusal({}, own)).toMatch(/does not answer/);
    expect(refusal({ host: '127.0.0.1:4180', origin: 'http://evil.example' }, own)).toBe(
      "requests from http://evil.example are refused: only the editor's own pages may use it",
    );
    expect(refusal({ host: '127.0.0.1:4180', origin: 'null' }, own)).toMatch(/refused/);
    // Another address's name with the editor's name as a prefix is still foreign.
    expect(refusal({ host: '127.0.0.1.evil.example' }, own)).toMatch(/does not answer/);
  });

  it("answers a codespace's forwarded address of its port, and only that port's", () => {
    const env = { CODESPACE_NAME: 'fuzzy-train-abc123', GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN: 'app.github.dev' };
    const hosts = allowedHosts('127.0.0.1', 4180, [], env);
    expect(
      refusal(
        { host: 'fuzzy-train-abc123-4180.app.github.dev', origin: 'https://fuzzy-train-abc123-4180.app.github.dev' },
        hosts,
      ),
    ).toBeUndefined();
    expect(refusal({ host: 'fuzzy-train-abc123-5173.app.github.dev' }, hosts)).toMatch(/does not answer/);
    expect(
      refusal({ host: 'fuzzy-train-abc123-4180.app.github.dev' }, allowedHosts('127.0.0.1', 4180, [], {})),
    ).toMatch(/does not answer/);
  });
});

describe('files the editor may touch', () => {
  it('allows pages/, content/ and public/ and refuses everything else with a clear sentence', () => {
    const root = tempDir();
    for (const d of ['pages', 'content', 'public', 'src']) fs.mkdirSync(path.join(root, d));
    expect(editablePath(root, 'pages/faq.mdx')).toBe(path.join(root, 'pages/faq.mdx'));
    expect(editablePath(root, 'content/areas.yaml')).toBe(path.join(root, 'content/areas.yaml'));
    expect(editablePath(root, 'public/og/home.png')).toBe(path.join(root, 'public/og/home.png'));
    for (const bad of [
      'src/main.tsx',
      'package.json',
      '../pages/x.mdx',
      'pages/../package.json',
      '/etc/passwd',
      '',
      'pages//x.mdx',
      '.git/config',
    ])
      expect(() => editablePath(root, bad), bad).toThrow(PathError);
    expect(() => editablePath(root, 'src/main.tsx')).toThrow(
      '"src/main.tsx": only files under pages/, content/, public/ can be opened or saved here',
    );
    expect(() => editablePath(root, 42)).toThrow('expected a file path such as "pages/faq.mdx"');
  });

  it('refuses a link inside pages/ that leads out of it', () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'pages'));
    fs.writeFileSync(path.join(root, 'secret.txt'), 'token');
    fs.symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'pages', 'leak.mdx'));
    fs.symlinkSync(root, path.join(root, 'pages', 'up'));
    expect(() => editablePath(root, 'pages/leak.mdx')).toThrow(PathError);
    expect(() => editablePath(root, 'pages/up/package.json')).toThrow(PathError);
  });
});

describe('saves', () => {
  it('writes atomically, leaving no temporary file, and reports a file changed on disk since it was opened', () => {
    const dir = tempDir();
    const file = path.join(dir, 'page.mdx');
    fs.writeFileSync(file, 'first');
    const opened = versionOf(file);
    writeAtomic(file, 'second');
    expect(fs.readFileSync(file, 'utf8')).toBe('second');
    expect(fs.readdirSync(dir)).toEqual(['page.mdx']);
    expect(conflicts([{ rel: 'pages/page.mdx', file, text: 'mine', version: opened }])).toEqual([
      'pages/page.mdx changed on disk since you opened it; your version is kept in this browser, nothing was overwritten',
    ]);
    expect(conflicts([{ rel: 'pages/page.mdx', file, text: 'mine', version: versionOf(file) }])).toEqual([]);
    expect(conflicts([{ rel: 'pages/new.mdx', file, text: 'mine', version: null }])[0]).toMatch(/already exists/);
    expect(versionOf(path.join(dir, 'missing.mdx'))).toBeNull();
  });

  it('commits on a new edit/ branch, never on the default branch, and tells the writer whom to ask (no command) when there is no GitHub', async () => {
    const root = tempDir();
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    git('init', '--quiet', '--initial-branch=main');
    git('config', 'user.name', 'Writer');
    git('config', 'user.email', 'writer@example.com');
    fs.mkdirSync(path.join(root, 'pages/services'), { recursive: true });
    fs.writeFileSync(path.join(root, 'pages/services/crawl-space.mdx'), 'before\n');
    git('add', '-A');
    git('commit', '--quiet', '-m', 'start');
    const main = git('rev-parse', 'main');
    fs.writeFileSync(path.join(root, 'pages/services/crawl-space.mdx'), 'after\n');
    const env = { PATH: process.env.PATH, HOME: root } as NodeJS.ProcessEnv;
    const result = await commitAndOpenPullRequest(
      root,
      'main',
      ['pages/services/crawl-space.mdx'],
      ' Fix the  crawl space text ',
      env,
    );
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    expect(result.branch).toBe(`edit/crawl-space-${today}`);
    expect(result.pullRequest).toBeUndefined();
    expect(result.message).toContain(`saved (on the branch ${result.branch}`);
    // The writer is told what happened and whom to tell, never a command to run.
    expect(result.message).not.toMatch(/git push|npm run|gh auth|GITHUB_TOKEN/);
    expect(git('rev-parse', 'main')).toBe(main);
    expect(git('log', '-1', '--format=%s', result.branch)).toBe('Fix the crawl space text');
    expect(git('show', `${result.branch}:pages/services/crawl-space.mdx`)).toBe('after');
    // The clone stays on main, with the saved file in its working tree.
    expect(git('symbolic-ref', '--short', 'HEAD')).toBe('main');
    expect(fs.readFileSync(path.join(root, 'pages/services/crawl-space.mdx'), 'utf8')).toBe('after\n');
    // A second save the same day gets its own branch, from main.
    fs.writeFileSync(path.join(root, 'pages/services/crawl-space.mdx'), 'again\n');
    const second = await commitAndOpenPullRequest(root, 'main', ['pages/services/crawl-space.mdx'], 'Again', env);
    expect(second.branch).toBe(`edit/crawl-space-${today}-2`);
    expect(git('rev-parse', `${second.branch}^`)).toBe(main);
    await expect(
      commitAndOpenPullRequest(root, 'main', ['pages/services/crawl-space.mdx'], '   ', env),
    ).rejects.toThrow(/write one sentence/);
    // A file saved as it is on main: no change to open a pull request for, and no branch.
    fs.writeFileSync(path.join(root, 'pages/services/crawl-space.mdx'), 'before\n');
    await expect(
      commitAndOpenPullRequest(root, 'main', ['pages/services/crawl-space.mdx'], 'Nothing', env),
    ).rejects.toThrow(/the same as on main/);
    expect(git('branch', '--list', 'edit/*').split('\n')).toHaveLength(2);
    expect(git('rev-parse', 'main')).toBe(main);
  });
});
