// The rooms keep their rules: every file at the top of scripts/ is a command that package.json or .ci/ runs (the
// libraries live in the rooms they serve, scripts/README.md), and `npm run lint`'s import check fails on a
// component importing the layout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const ci = fs
  .readdirSync('.ci')
  .map((f) => fs.readFileSync(path.join('.ci', f), 'utf8'))
  .join('\n');

function importCheck(root?: string): { code: number; out: string } {
  try {
    const out = execFileSync('npx', ['tsx', 'scripts/import-cycles.ts'], {
      encoding: 'utf8',
      stdio: 'pipe',
      env: root ? { ...process.env, IMPORT_CHECK_ROOT: root } : process.env,
    });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, out: err.stdout + err.stderr };
  }
}

describe('the rooms', () => {
  it('every top-level file of scripts/ is a command package.json or .ci/ runs', () => {
    const top = fs.readdirSync('scripts').filter((f) => f.endsWith('.ts'));
    expect(top.length).toBeGreaterThan(0);
    const commands = Object.values(scripts).join('\n') + '\n' + ci;
    expect(top.filter((f) => !commands.includes(`scripts/${f}`))).toEqual([]);
  });

  it('the lint step fails on a component that imports the layout, and passes this tree', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rooms-'));
    try {
      fs.mkdirSync(path.join(root, 'src/components'), { recursive: true });
      fs.mkdirSync(path.join(root, 'src/layout'), { recursive: true });
      fs.writeFileSync(path.join(root, 'src/layout/Layout.tsx'), 'export const layout = 1;\n');
      fs.writeFileSync(path.join(root, 'src/components/Card.tsx'), "import { layout } from '../layout/Layout.tsx';\n");
      const planted = importCheck(root);
      expect(planted.code).toBe(1);
      expect(planted.out).toContain('room rule: src/components/Card.tsx imports src/layout/Layout.tsx');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
    const here = importCheck();
    expect(here.code).toBe(0);
    expect(here.out).toContain('No import cycles');
    // Two runs of the import check (tsx and TypeScript's parser over every file): over 30 s on a loaded 2-core machine.
  }, 120_000);
});
