// The build as a step of the writers' gate: runs `vite-react-ssg build` in a child process and turns a failure
// into findings (the content plugin already words its errors as `pages/x.mdx:line:column message`; a render
// error names the route, which is mapped to its page file and the component that threw). A page that breaks the
// build is left out and the rest is built (SITE_LEAVE_OUT, src/content/model.ts), so one broken page doesn't hide
// the built checks of the others. A failed build leaves no temp folder behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Finding } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import { fileOfRoute, locateText } from './check.ts';
import { buildFingerprint, forgetBuild, recordBuild } from '../build/up-to-date.ts';

export const buildMessages = [
  {
    message: 'the build failed: <Badge>: label is required',
    fix: "The page failed to render, at the component on this line; the message is usually the mistake (a component given something it can't show). The page is left out of the check's build; the rest is built and checked.",
  },
];

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Where on the page a render error comes from: the component the message names ("<Badge>: …"), else the first
 * component of the page's own that the error's stack passes through, else the page's first line.
 */
function renderErrorPlace(source: string, said: string, stack: string): { line: number; column: number } {
  const used = [...source.matchAll(/<([A-Z][A-Za-z0-9]*)\b/g)].map((m) => m[1]!);
  const named = /<([A-Z][A-Za-z0-9]*)>/.exec(said)?.[1];
  const inStack = [...stack.matchAll(/^\s+at (?:\w+\.)?([A-Z][A-Za-z0-9]*) /gm)].map((m) => m[1]!);
  const name = [named, ...inStack].find((n) => n && used.includes(n));
  return name ? locateText(source, `<${name}`) : { line: 1, column: 1 };
}

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
    const stack = lines.slice(i + 1, i + 40).join('\n');
    out.push({
      file: src?.rel ?? 'pages',
      ...(src ? renderErrorPlace(src.source, said, stack) : { line: 1, column: 1 }),
      message: `the build failed: ${said}`,
    });
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
  /** Page files the build left out (they have mistakes that stop a build; the findings say which). */
  leftOut: Set<string>;
}

/** How many builds a check may run: each failed one leaves out the pages it names and the next builds the rest. */
const MAX_PASSES = 4;

function runBuild(site: SiteModel, outDir: string, leftOut: Set<string>) {
  const bin = path.join(site.root, 'node_modules/.bin/vite-react-ssg');
  const child = spawn(bin, ['build'], {
    cwd: site.root,
    // The gate validates component props itself (at the MDX line); the build needn't load the schemas again.
    // Always the production build (a test runner's NODE_ENV=test would give React's development build).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      OUT_DIR: outDir,
      FORCE_COLOR: '0',
      SITE_PROPS_CHECKED: '1',
      SITE_LEAVE_OUT: JSON.stringify([...leftOut].sort()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number; output: string }>((resolve) =>
    child.on('close', (c) => resolve({ code: c ?? 1, output })),
  );
}

/**
 * Builds the site of `site.root` into `outDir`, leaving out `leaveOut` (pages whose mistakes would stop the build,
 * already reported by the source checks). A build that still fails on a page (a render error, a compile error no
 * source check foresaw) becomes a finding, and the rest of the site is built again without that page: the built
 * checks then run on every page that builds.
 */
export async function buildSite(
  site: SiteModel,
  outDir: string,
  leaveOut: Iterable<string> = [],
): Promise<BuildResult> {
  const started = Date.now();
  const leftOut = new Set(leaveOut);
  // What `npm run build` would record for this build (its environment: the production build; the gate's own
  // variables don't change the output). A complete build is recorded, so `npm run build`, `npm run audit` and
  // `npm run review` after `npm test` don't build the same site again (scripts/build/up-to-date.ts).
  const fingerprint = buildFingerprint(site.root, outDir, { ...process.env, NODE_ENV: 'production' });
  forgetBuild(site.root, outDir);
  const findings: Finding[] = [];
  const pageFiles = new Set(site.files.map((f) => f.rel));
  let output = '';
  for (let pass = 1; ; pass++) {
    const r = await runBuild(site, outDir, leftOut);
    output += r.output;
    const seconds = (Date.now() - started) / 1000;
    if (r.code === 0) {
      if (!leftOut.size) recordBuild(site.root, outDir, fingerprint);
      return { ok: true, dist: outDir, output, findings, seconds, leftOut };
    }
    fs.rmSync(path.join(site.root, '.vite-react-ssg-temp'), { recursive: true, force: true });
    const failed = buildFailureFindings(r.output, site);
    findings.push(...failed);
    const pages = failed.map((f) => f.file).filter((f) => pageFiles.has(f) && !leftOut.has(f));
    if (!pages.length || pass === MAX_PASSES) return { ok: false, dist: outDir, output, findings, seconds, leftOut };
    for (const file of pages) leftOut.add(file);
  }
}
