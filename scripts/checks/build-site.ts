// The build as a step of the writers' gate: runs `vite-react-ssg build` in a child process and turns a failure
// into findings (the content plugin already words its errors as `pages/x.mdx:line:column message`; a render
// error names the route, which is mapped to its page file). A failed build leaves no temp folder behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Finding } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import { fileOfRoute } from './check.ts';

export const buildMessages = [
  {
    message: 'the build failed: … (Error on page /route: …)',
    fix: "A page failed to render. The message names the page; the first line of the error is usually the mistake (a component given something it can't show).",
  },
];

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Findings from a failed build's output. */
export function buildFailureFindings(output: string, site: SiteModel): Finding[] {
  const text = output.replace(ansi, '');
  const out: Finding[] = [];
  for (const m of text.matchAll(/((?:pages|content)\/[\w./-]+\.(?:mdx|ya?ml)):(\d+):(\d+) ([^\n]+)/g))
    out.push({ file: m[1]!, line: Number(m[2]), column: Number(m[3]), message: m[4]!.trim() });
  if (out.length) return out;
  // vite-react-ssg: "[vite-react-ssg] Error on page: /x" and the error's stack on the next lines.
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const m = /Error on page:?\s*(\/?[^\s:]*):?\s*(.*)$/.exec(line);
    if (!m || (/^\s*(?:\w*Error: )?Error on page \S+: /.test(line) && i > 0 && /Error on page/.test(lines[i - 1]!)))
      return;
    const next = lines.slice(i + 1).find((l) => l.trim() && !/^\s+at /.test(l)) ?? '';
    const said = (m[2]!.trim() || next.trim()).replace(/^\w*Error: /, '').replace(/^Error on page \S+: /, '');
    const src = fileOfRoute(site, '/' + m[1]!.replace(/^\/+/, ''));
    out.push({ file: src?.rel ?? 'pages', line: 1, column: 1, message: `the build failed: ${said}` });
  });
  if (out.length) return out;
  const first = text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /error/i.test(l) && !/^at /.test(l));
  return [
    { file: 'vite.config.ts', line: 1, column: 1, message: `the build failed: ${first ?? 'see the output above'}` },
  ];
}

export interface BuildResult {
  ok: boolean;
  dist: string;
  output: string;
  findings: Finding[];
  seconds: number;
}

/** Builds the site of `site.root` into `outDir`. */
export async function buildSite(site: SiteModel, outDir: string): Promise<BuildResult> {
  const started = Date.now();
  const bin = path.join(site.root, 'node_modules/.bin/vite-react-ssg');
  const child = spawn(bin, ['build'], {
    cwd: site.root,
    // The gate validates component props itself (at the MDX line); the build needn't load the schemas again.
    // Always the production build (a test runner's NODE_ENV=test would give React's development build).
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: outDir, FORCE_COLOR: '0', SITE_PROPS_CHECKED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const seconds = (Date.now() - started) / 1000;
  if (code === 0) return { ok: true, dist: outDir, output, findings: [], seconds };
  fs.rmSync(path.join(site.root, '.vite-react-ssg-temp'), { recursive: true, force: true });
  return { ok: false, dist: outDir, output, findings: buildFailureFindings(output, site), seconds };
}
