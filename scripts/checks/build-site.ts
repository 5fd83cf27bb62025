// The build as a step of the writers' gate: runs `vite-react-ssg build` in a child process and turns a failure
// into findings (the content plugin already words its errors as `pages/x.mdx:line:column message`; a render
// error names the route, which is mapped to its page file and the component that threw; an import the bundler
// cannot resolve names the page, and is mapped to its import line; the imports check, scripts/checks/mdx.ts, finds
// those before the build). A page that breaks the build is left out and the rest is built (SITE_LEAVE_OUT,
// src/content/model.ts), so broken pages don't hide the built checks of the others. A failed build leaves no temp
// folder behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Finding } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import { fileOfRoute, locateText } from './check.ts';
import { buildFingerprint, forgetBuild, recordBuild } from '../build/up-to-date.ts';
import { stripSourceLines } from '../build/source-lines.ts';

export const buildMessages = [
  {
    message: 'the build failed: <Badge>: label is required',
    fix: "The page failed to render, at the component on this line; the message is usually the mistake (a component given something it can't show). The page is left out of the check's build; the rest is built and checked.",
  },
  {
    message:
      'the build still fails after 6 tries, each leaving out the pages that broke the one before, so no built page was checked (every page was checked on its source): fix the mistakes reported here and run npm run check again',
    fix: 'Many pages each stop the build in a different way: fix the ones reported, and the next run builds the rest and checks it.',
  },
];

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Where on the page a render error comes from: the component the message names ("<Badge>: …"), else the first
 * component of the page's own that the error's stack passes through, else the page's first line.
 */
function renderErrorPlace(
  source: string,
  said: string,
  stack: string,
): { line: number; column: number; loading?: boolean } {
  const used = [...source.matchAll(/<([A-Z][A-Za-z0-9]*)\b/g)].map((m) => m[1]!);
  const named = /<([A-Z][A-Za-z0-9]*)>/.exec(said)?.[1];
  const inStack = [...stack.matchAll(/^\s+at (?:\w+\.)?([A-Z][A-Za-z0-9]*) /gm)].map((m) => m[1]!);
  const name = [named, ...inStack].find((n) => n && used.includes(n));
  if (name) return locateText(source, `<${name}`);
  // Thrown while the page's modules were loaded (its first frames are module code, then the loader): at the
  // page's imports.
  const imports = /^import\s/m.exec(source);
  if (imports && /^[^\n]*\n(?:\s+at [^\n]*\n){0,2}\s+at ModuleJob\.run/.test(stack))
    return { ...locateText(source, imports[0]), loading: true };
  return { line: 1, column: 1 };
}

/** Imports the bundler could not resolve: `Could not resolve '../x.ts' in pages/a.mdx`, at the page's import. */
function unresolvedImports(text: string, site: SiteModel): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(/Could not resolve ['"]([^'"]+)['"] in (?:[^\s]*\/)?(pages\/[\w./-]+\.mdx)\b/g)) {
    const page = site.files.find((f) => f.rel === m[2]);
    if (!page) continue;
    const at = page.source.search(new RegExp(`^(?:import|export)\\b[^\\n]*['"]${escapeRegExp(m[1]!)}['"]`, 'm'));
    out.push({
      file: page.rel,
      ...(at < 0 ? { line: 1, column: 1 } : locateText(page.source, m[1]!, at)),
      message: `import of "${m[1]}": no such file or package, so the page cannot be built`,
    });
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Findings from a failed build's output. */
export function buildFailureFindings(output: string, site: SiteModel): Finding[] {
  const text = output.replace(ansi, '');
  const out: Finding[] = [];
  // (Not a bundler's code frame, `╭─[ pages/x.mdx:2:23 ]`: that place is in the compiled page.)
  for (const m of text.matchAll(/((?:pages|content)\/[\w./-]+\.(?:mdx|ya?ml)):(\d+):(\d+) ([^\]\s][^\n]*)/g))
    out.push({ file: m[1]!, line: Number(m[2]), column: Number(m[3]), message: m[4]!.trim() });
  out.push(...unresolvedImports(text, site));
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
    const { loading, ...place } = src
      ? renderErrorPlace(src.source, said, stack)
      : { line: 1, column: 1, loading: false };
    out.push({
      file: src?.rel ?? 'pages',
      ...place,
      message: `the build failed${loading ? " while loading the page's imports" : ''}: ${said}`,
    });
  });
  if (out.length) return out;
  const errorLines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /error/i.test(l) && !/^at /.test(l) && !/internal error occurred|report an issue/.test(l));
  // Another compile error that names a page file (with its place when the message gives one in that file).
  // (Not a page listed in an "imported by" chain: the error is then in what it imports.)
  const named = /^(?![\s│]*- )[^\n]*?(?:^|[\s'"(/])(pages\/[\w./-]+\.mdx)\b(?::(\d+):(\d+)(?!\s*\]))?/m.exec(text);
  const page = named && site.files.find((f) => f.rel === named[1]);
  if (page) {
    const said =
      text
        .split('\n')
        .find((l) => l.includes(page.rel))
        ?.trim() ??
      errorLines[0] ??
      '';
    return [
      {
        file: page.rel,
        line: named[2] ? Number(named[2]) : 1,
        column: named[3] ? Number(named[3]) : 1,
        message: `the build failed: ${said.replace(/^\[[A-Z_]+\]\s*/, '').replace(/^\w*Error:\s*/, '')}`,
      },
    ];
  }
  // A step of the build's own (the site files, the search index, …) that failed: at the line of the project's code
  // the error was thrown from (the build runs with source maps, so its stack names the TypeScript file).
  const said = errorLines.find((l) => !/^\[vite-react-ssg\]/.test(l)) ?? errorLines[0];
  const frame = new RegExp(
    `${escapeRegExp(site.root)}/((?:scripts|src)/[\\w./-]+\\.tsx?|vite\\.config\\.ts):(\\d+):(\\d+)`,
  ).exec(text);
  return [
    {
      file: frame?.[1] ?? 'vite.config.ts',
      line: frame ? Number(frame[2]) : 1,
      column: frame ? Number(frame[3]) : 1,
      message: `the build failed: ${said ?? 'see the output above'}`,
    },
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
  /** What \`npm run build\` would record for this build (scripts/build/up-to-date.ts). */
  fingerprint: string;
  /** Page files left out only because a page of `leftOut` is (its Spanish translation), with that page: not a
   * mistake of their own, so no finding; the report says "because of" under that page's message. */
  echoes: Map<string, string>;
}

/**
 * The pages that cannot be built without a left-out page, each with the page it follows: the Spanish translation of
 * a left-out English page (its language switch, hreflang and shared figures all point at the English page).
 */
function echoesOf(site: SiteModel, leftOut: Set<string>): Map<string, string> {
  // (A route that a built file still has, the left-out file being its second file, takes no translation with it.)
  const kept = new Set(site.files.filter((f) => !leftOut.has(f.rel)).map((f) => f.route));
  const routes = new Map(
    site.files.filter((f) => leftOut.has(f.rel) && !kept.has(f.route)).map((f) => [f.route, f.rel]),
  );
  const out = new Map<string, string>();
  for (const page of site.pages) {
    const cause = routes.get(page.frontmatter.translationOf ?? '');
    if (cause && !leftOut.has(page.rel)) out.set(page.rel, cause);
  }
  return out;
}

/**
 * How many builds a check may run: each failed one leaves out the pages it names and the next builds the rest.
 * One build finds every page that fails to render and every import that doesn't resolve; a page whose other
 * compile error no source check foresaw costs a build of its own.
 */
const MAX_PASSES = 6;

/**
 * Loaded into the build before vite-react-ssg: it renders the pages in a queue and throws a page's render error
 * from a queue task nothing awaits, so Node would stop the build at the first page that fails. Said here and
 * counted as a failure instead, the queue renders every other page, and one build finds all the pages that fail.
 */
const reportRenderErrors = `data:text/javascript,${encodeURIComponent(
  "process.on('unhandledRejection', (e) => { console.error(e instanceof Error && /Error on page/.test(e.message) ? e.message : e instanceof Error ? e.stack : String(e)); process.exitCode = 1; });",
)}`;

function runBuild(site: SiteModel, outDir: string, leftOut: Set<string>) {
  const bin = path.join(site.root, 'node_modules/vite-react-ssg/bin/vite-react-ssg.js');
  // With source maps, an error in the build's own code names its TypeScript file and line (buildFailureFindings).
  const child = spawn(process.execPath, ['--enable-source-maps', '--import', reportRenderErrors, bin, 'build'], {
    cwd: site.root,
    // The gate validates component props itself (at the MDX line); the build needn't load the schemas again.
    // Always the production build (a test runner's NODE_ENV=test would give React's development build).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      OUT_DIR: outDir,
      FORCE_COLOR: '0',
      SITE_PROPS_CHECKED: '1',
      // Each element's MDX line, for the built checks' findings; taken out again by finishCheckBuild.
      SITE_SOURCE_LINES: '1',
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
  // variables don't change the output once finishCheckBuild has taken the source lines out).
  const fingerprint = buildFingerprint(site.root, outDir, { ...process.env, NODE_ENV: 'production' });
  forgetBuild(site.root, outDir);
  const findings: Finding[] = [];
  const pageFiles = new Set(site.files.map((f) => f.rel));
  let output = '';
  for (let pass = 1; ; pass++) {
    const echoes = echoesOf(site, leftOut);
    const r = await runBuild(site, outDir, new Set([...leftOut, ...echoes.keys()]));
    output += r.output;
    const seconds = (Date.now() - started) / 1000;
    if (r.code === 0) {
      return { ok: true, dist: outDir, output, findings, seconds, leftOut, echoes, fingerprint };
    }
    fs.rmSync(path.join(site.root, '.vite-react-ssg-temp'), { recursive: true, force: true });
    const failed = buildFailureFindings(r.output, site);
    findings.push(...failed);
    // (A page left out as an echo is not built, so it fails in no build.)
    const pages = failed.map((f) => f.file).filter((f) => pageFiles.has(f) && !leftOut.has(f));
    if (pages.length && pass === MAX_PASSES)
      findings.push({
        file: pages[0]!,
        line: 1,
        column: 1,
        message: `the build still fails after ${MAX_PASSES} tries, each leaving out the pages that broke the one before, so no built page was checked (every page was checked on its source): fix the mistakes reported here and run npm run check again`,
      });
    if (!pages.length || pass === MAX_PASSES)
      return { ok: false, dist: outDir, output, findings, seconds, leftOut, echoes, fingerprint };
    for (const file of pages) leftOut.add(file);
  }
}

/**
 * After the built checks: takes the MDX source lines out of the built pages, which are then the production build's
 * (scripts/build/source-lines.ts). A complete build is recorded, so `npm run build`, `npm run audit` and
 * `npm run review` after `npm test` don't build the same site again (scripts/build/up-to-date.ts).
 */
export function finishCheckBuild(site: SiteModel, result: BuildResult): void {
  if (!result.ok) return;
  stripSourceLines(result.dist);
  if (!result.leftOut.size) recordBuild(site.root, result.dist, result.fingerprint);
}
