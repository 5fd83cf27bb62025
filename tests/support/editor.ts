// The browser editor (`npm run edit`) on a throw-away copy of the site with a real git repository, a bare
// repository as its remote, and a local HTTP server standing in for GitHub's REST API: for the editor's tests.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { copySite, siteIn, type SiteCopy } from './site-copy.ts';
import { runCaches } from './build-env.ts';

export interface ApiCall {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface EditorCopy {
  copy: SiteCopy;
  /** The bare repository the copy pushes to. */
  remote: string;
  /** The editor's address, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** Requests the stand-in for GitHub's API received. */
  calls: ApiCall[];
  git(args: string[], cwd?: string): string;
  /**
   * A fresh clone of a branch as the remote holds it (what a pull request would hold), in a folder of its own with
   * node_modules linked in: the copy's own working tree, with the editor's drafts in it, is left as it is.
   */
  checkout(branch: string): SiteCopy;
  log(): string;
  stop(): Promise<void>;
}

export const REPOSITORY = 'hartwell/site';
export const TOKEN = 'test-token-never-in-the-browser';
export const PULL_URL = 'https://github.example/hartwell/site/pull/7';

/** A local stand-in for GitHub's REST API that records every request and opens pull request number 7. */
function fakeGitHub(calls: ApiCall[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.method === 'POST' && req.url === `/repos/${REPOSITORY}/pulls`) {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ number: 7, html_url: PULL_URL }));
      } else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Not Found' }));
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function startEditorCopy(): Promise<EditorCopy> {
  const copy = copySite('editor-copy-');
  const remote = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'editor-remote-'));
  const git = (args: string[], cwd = copy.root) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  git(['init', '--quiet', '--bare', '--initial-branch=main', remote], remote);
  git(['init', '--quiet', '--initial-branch=main']);
  git(['config', 'user.name', 'Office Manager']);
  git(['config', 'user.email', 'office@example.com']);
  git(['add', '-A']);
  git(['commit', '--quiet', '-m', 'The site as it is']);
  git(['remote', 'add', 'origin', remote]);
  git(['push', '--quiet', '-u', 'origin', 'main']);
  git(['remote', 'set-head', 'origin', 'main']);
  const calls: ApiCall[] = [];
  const github = await fakeGitHub(calls);
  const editor = await runEditor(
    process.execPath,
    [path.join(copy.root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/edit.ts', '--port', '0'],
    copy.root,
    {
      GITHUB_TOKEN: TOKEN,
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_API_URL: `http://127.0.0.1:${(github.address() as AddressInfo).port}`,
    },
  );
  return {
    copy,
    remote,
    url: editor.url,
    calls,
    git,
    checkout(branch) {
      const root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'editor-branch-'));
      git(['clone', '--quiet', '--branch', branch, remote, root], root);
      return siteIn(root);
    },
    log: editor.log,
    async stop() {
      await editor.stop();
      await new Promise((resolve) => github.close(resolve));
      copy.remove();
      fs.rmSync(remote, { recursive: true, force: true });
    },
  };
}

export interface RunningEditor {
  /** The address it printed ("Site editor: http://…/"). */
  url: string;
  log(): string;
  /** Ends it and every process it started (its process group). */
  stop(): Promise<void>;
}

/** Starts the editor (`command` with `args`, in `cwd`, with `env` added) and waits until it prints its address. */
export async function runEditor(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<RunningEditor> {
  let log = '';
  const child: ChildProcess = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST'))),
      NODE_ENV: 'development',
      NO_COLOR: '1',
      ...runCaches(),
      ...env,
    },
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /Site editor: (http:\/\/\S+)/.exec(log);
      if (m) {
        clearInterval(timer);
        resolve(m[1]!);
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the editor exited: ${log}`));
      }
    }, 100);
  });
  return { url, log: () => log, stop };
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now (`rule: targets`), for the editor's tests. */
export async function seriousViolations(p: Page): Promise<string[]> {
  await p.addScriptTag({ path: axePath });
  const violations = await p.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            d: Document,
            o: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens a file in the editor at `url` and waits until its check has answered. */
export async function openEditorFile(page: Page, url: string, rel: string): Promise<void> {
  await page.goto(`${url}#/edit/${encodeURIComponent(rel)}`);
  await page.waitForSelector('.findings [role=status]', { timeout: 90_000 });
}

/** The text of every preview frame (phone, desktop, or the one width shown). */
export async function previewTexts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const handle of await page.locator('.preview iframe').elementHandles()) {
    const frame = await handle.contentFrame();
    if (frame) texts.push(await frame.evaluate(() => document.body?.innerText ?? '').catch(() => ''));
  }
  return texts;
}
