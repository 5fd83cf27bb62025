// A build that fails while rendering a page cleans up after itself. In a temporary copy of the site, a page whose
// render throws fails the build naming that page, and afterwards neither vite-react-ssg's `.vite-react-ssg-temp/`
// (which ESLint, Prettier and Tailwind would otherwise read on the next run) nor the build lock is left behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_LOCK, SSG_TEMP_DIR } from '../../scripts/build/build-lock.ts';
import { buildEnv } from '../support/build-env.ts';

const root = path.resolve(import.meta.dirname, '../..');
const skip = new Set(['node_modules', 'dist', '.git', '.tmp', '.data', SSG_TEMP_DIR, BUILD_LOCK, 'test-results']);
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'failed-build-'));

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('a failed build', () => {
  it('names the page and leaves no generator temp folder or lock behind', () => {
    for (const entry of fs.readdirSync(root)) {
      if (skip.has(entry) || entry.startsWith('dist')) continue;
      fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    // A valid page (frontmatter copied from a real one, made unique) whose content throws while it renders.
    const source = fs.readFileSync(path.join(root, 'pages/privacy-policy.mdx'), 'utf8');
    const frontmatter = source
      .slice(0, source.indexOf('\n---', 4) + 4)
      .replace(/^title: .*$/m, 'title: A page that cannot render | Build cleanup check')
      .replace(
        /^description: .*$/m,
        'description: This page throws while it is rendered, so the build fails and must clean up.',
      )
      .replace(/^label: .*$/m, 'label: Cannot render');
    fs.writeFileSync(
      path.join(copy, 'pages/cannot-render.mdx'),
      `${frontmatter}\n\n# Cannot render\n\n{(() => { throw new Error('planted render failure') })()}\n`,
    );

    const r = spawnSync('npx', ['vite-react-ssg', 'build'], {
      cwd: copy,
      encoding: 'utf8',
      env: buildEnv({ OUT_DIR: path.join(copy, 'dist') }),
      timeout: 300_000,
    });
    const output = `${r.stdout}\n${r.stderr}`;
    expect(r.status, output).not.toBe(0);
    expect(output).toMatch(/cannot-render/);
    expect(fs.existsSync(path.join(copy, SSG_TEMP_DIR)), 'temp folder left behind').toBe(false);
    expect(fs.existsSync(path.join(copy, BUILD_LOCK)), 'build lock left behind').toBe(false);
  }, 320_000);
});
