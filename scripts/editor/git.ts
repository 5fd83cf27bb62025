// "Save as a pull request": the files committed on a new branch edit/<slug>-<yyyymmdd> (never the default branch),
// pushed and opened as a pull request through GitHub's REST API when the clone has a GitHub remote and a token
// (GITHUB_TOKEN, or what `gh auth token` prints; GITHUB_API_URL overrides the API's base, as on GitHub Enterprise).
// Otherwise the branch stays local and the answer says how to push it. The token is used here only: it never
// reaches the browser.
//
// Each save's branch starts from the base branch (the one the clone was on when the editor started, or the remote's
// default) and holds only the files of that save. It is made with git's plumbing, beside the writer's checkout
// rather than in it: the files go into a temporary index read from the base's tree (read-tree, update-index),
// which becomes a commit whose parent is the base (write-tree, commit-tree), and the branch is created at that
// commit (update-ref, refusing a name that exists). The clone stays on its branch with the saved files in its
// working tree, so the preview and the editor go on showing what was saved, a second save does not carry the first
// one's files, and nothing is ever committed on the base branch.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class GitError extends Error {}

function git(root: string, args: string[], env: Record<string, string> = {}): string {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    }).trim();
  } catch (err) {
    const stderr = String((err as { stderr?: unknown }).stderr ?? '').trim();
    throw new GitError(`git ${args[0]} failed: ${stderr.split('\n').slice(-3).join(' ') || (err as Error).message}`);
  }
}

function tryGit(root: string, args: string[]): string | undefined {
  try {
    return git(root, args);
  } catch {
    return undefined;
  }
}

/** The remote's default branch (origin's HEAD), else init.defaultBranch, else main. */
function defaultBranch(root: string): string {
  const remoteHead = tryGit(root, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']);
  if (remoteHead) return remoteHead.replace(/^origin\//, '');
  return tryGit(root, ['config', 'init.defaultBranch']) || 'main';
}

/** The branch saves start from and pull requests go to: the one the clone is on now (taken when the editor starts),
 * unless it is detached or one of the editor's own edit/ branches; then the remote's default. */
export function baseBranch(root: string): string {
  const current = tryGit(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  return current && !current.startsWith('edit/') ? current : defaultBranch(root);
}

/** "pages/services/crawl-space.mdx" on 2026-11-27 → edit/crawl-space-20261127 (-2, -3 … when taken). */
function branchName(root: string, files: string[], today = new Date()): string {
  const stem = path.basename(files[0] ?? 'change').replace(/\.[^.]+$/, '');
  const slug = (stem === 'index' ? path.basename(path.dirname(files[0] ?? '')) : stem)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  const date = today.toISOString().slice(0, 10).replace(/-/g, '');
  const base = `edit/${slug || 'change'}-${date}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!tryGit(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${name}`])) return name;
  }
}

/** owner/name of the GitHub repository: GITHUB_REPOSITORY (set in a codespace), else the origin's GitHub URL. */
function githubRepository(root: string, env = process.env): string | undefined {
  if (env.GITHUB_REPOSITORY && /^[\w.-]+\/[\w.-]+$/.test(env.GITHUB_REPOSITORY)) return env.GITHUB_REPOSITORY;
  const url = tryGit(root, ['remote', 'get-url', 'origin']);
  const m = url && /github\.com[:/]([\w.-]+)\/([\w.-]+?)(\.git)?\/?$/.exec(url);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

/** GITHUB_TOKEN, else the GitHub CLI's token, else none. */
function githubToken(env = process.env): string | undefined {
  if (env.GITHUB_TOKEN) return env.GITHUB_TOKEN;
  try {
    return (
      execFileSync('gh', ['auth', 'token'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}

/** Where a save goes: a pull request (a GitHub origin and a token), or a local branch and why. */
export function saveTarget(
  root: string,
  env = process.env,
): { pullRequest: true; repository: string; token: string } | { pullRequest: false; why: string } {
  const repository = githubRepository(root, env);
  const token = repository ? githubToken(env) : undefined;
  const hasOrigin = tryGit(root, ['remote', 'get-url', 'origin']) !== undefined;
  if (repository && token && hasOrigin) return { pullRequest: true, repository, token };
  return {
    pullRequest: false,
    why: !hasOrigin
      ? 'this clone has no remote named origin'
      : !repository
        ? 'origin is not a GitHub repository'
        : 'no GitHub token: set GITHUB_TOKEN or run gh auth login',
  };
}

export interface SaveResult {
  branch: string;
  commit: string;
  /** The pull request's address, when one was opened. */
  pullRequest?: string;
  /** What happened, in a sentence or two for the writer. */
  message: string;
}

/** Commits `files` (relative paths, already written) on a new branch, then pushes and opens a pull request. */
export async function commitAndOpenPullRequest(
  root: string,
  base: string,
  files: string[],
  sentence: string,
  env = process.env,
): Promise<SaveResult> {
  const title = sentence.trim().replace(/\s+/g, ' ');
  if (!title) throw new GitError('write one sentence about your change first: it becomes the pull request title');
  const baseCommit = git(root, ['rev-parse', '--verify', `refs/heads/${base}^{commit}`]);
  const branch = branchName(root, files);
  // A temporary index: the base's tree with the saved files of the working tree in it.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-editor-index-'));
  let commit: string;
  try {
    const index = { GIT_INDEX_FILE: path.join(scratch, 'index') };
    git(root, ['read-tree', baseCommit], index);
    git(root, ['update-index', '--add', '--', ...files], index);
    const tree = git(root, ['write-tree'], index);
    if (tree === git(root, ['rev-parse', `${baseCommit}^{tree}`]))
      throw new GitError(
        `the files you saved are the same as on ${base}: there is no change to open a pull request for`,
      );
    commit = git(root, ['commit-tree', tree, '-p', baseCommit, '-m', title]);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  // The empty old value: the branch must not exist yet (never moves an existing branch).
  git(root, ['update-ref', '-m', 'site editor: save', `refs/heads/${branch}`, commit, '']);
  const target = saveTarget(root, env);
  if (!target.pullRequest) {
    // The writer reads what happened; whoever runs the editor reads, in its terminal, how to publish the branch.
    console.log(`Saved on branch ${branch} (${target.why}): publish it with git push -u origin ${branch}.`);
    return {
      branch,
      commit,
      message: `Your change is saved (on the branch ${branch}, with only the files of this save), but this editor cannot open a pull request for it. Tell the person who looks after the site: they publish that branch for review. Your saved files stay in the editor.`,
    };
  }
  const { repository, token } = target;
  const origin = git(root, ['remote', 'get-url', 'origin']);
  // Over HTTPS the token goes in a header of this one command (never in the remote's URL or git config).
  const auth = /^https:/.test(origin)
    ? ['-c', `http.extraHeader=Authorization: Basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`]
    : [];
  git(root, [...auth, 'push', '--quiet', '--set-upstream', 'origin', branch]);
  const api = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  const response = await fetch(`${api}/repos/${repository}/pulls`, {
    method: 'POST',
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'user-agent': 'site-editor',
      'x-github-api-version': '2022-11-28',
    },
    body: JSON.stringify({
      title,
      head: branch,
      base,
      body: `${title}\n\nMade in the site editor (\`npm run edit\`). Files: ${files.map((f) => `\`${f}\``).join(', ')}. The writers' check runs on this pull request as on any other.`,
    }),
  }).catch((err: Error) => ({ ok: false, status: 0, statusText: err.message, json: async () => ({}) }));
  const data = (await response.json().catch(() => ({}))) as { html_url?: string; message?: string };
  if (!response.ok || !data.html_url)
    return {
      branch,
      commit,
      message: `The branch ${branch} was pushed, but GitHub did not open the pull request (${response.status} ${data.message ?? response.statusText}). Open it by hand from the repository's page.`,
    };
  return {
    branch,
    commit,
    pullRequest: data.html_url,
    message: `Pull request opened: ${data.html_url} (branch ${branch}, from ${base}, with only the files of this save). Your saved files stay in the editor; the next save makes its own branch and pull request.`,
  };
}
