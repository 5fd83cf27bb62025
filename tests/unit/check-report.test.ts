// The writers' gate's reporter: each finding once and in file order, GitHub annotations with their special
// characters escaped, and the job summary's failures, changed pages, screenshots and preview links.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/content/findings.ts';
import {
  annotations,
  dedupe,
  formatReport,
  jobSummary,
  reportLines,
  screenshotStem,
} from '../../scripts/checks/report.ts';

const a: Finding = { file: 'pages/b.mdx', line: 3, column: 1, message: 'link to /x: no page has this address' };
const b: Finding = {
  file: 'pages/a.mdx',
  line: 12,
  column: 5,
  message: 'title "A, B: C" is also the title of pages/c.mdx',
};

describe('reporter', () => {
  it('prints each finding once, sorted by file and line', () => {
    expect(formatReport([a, b, { ...a }, b])).toBe(
      'pages/a.mdx:12:5 title "A, B: C" is also the title of pages/c.mdx\npages/b.mdx:3:1 link to /x: no page has this address',
    );
    expect(dedupe([a, { ...a, column: 2 }])).toHaveLength(2);
  });

  it("says a page left out only because of another page under that page's first message, not as a problem", () => {
    const echoes = new Map([['pages/es/x.mdx', 'pages/a.mdx']]);
    const lines = reportLines([a, b, { ...b, line: 20 }], echoes);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^pages\/a\.mdx:12:5 /);
    expect(lines[1]).toBe(
      '    because of this, pages/es/x.mdx (its Spanish translation) is left out of the build too, with no mistake of its own',
    );
    expect(lines[2]).toMatch(/^pages\/a\.mdx:20:5 /);
    const summary = jobSummary({ findings: [b], echoes, changed: [], seconds: 1 });
    expect(summary).toContain('1 page was left out of the build with no mistake of its own');
    expect(summary).toContain('`pages/es/x.mdx` (because of `pages/a.mdx`)');
  });

  it('writes GitHub annotations on the line, escaping what the workflow-command syntax reserves', () => {
    expect(annotations([{ ...b, file: 'pages/a,b.mdx', message: '100% wrong\nsecond line' }])).toEqual([
      '::error file=pages/a%2Cb.mdx,line=12,col=5,title=npm run check::100%25 wrong%0Asecond line',
    ]);
  });

  it('summarises failures, changed pages with routes, screenshots and preview links', () => {
    const text = jobSummary({
      findings: [a, b],
      changed: [
        { file: 'pages/services/x.mdx', route: '/services/x', exists: true },
        { file: 'pages/old.mdx', route: '/old', exists: false },
      ],
      seconds: 42.04,
      artifactUrl: 'https://github.com/o/r/actions/runs/1#artifacts',
      previewUrl: 'https://deploy-preview-7--site.netlify.app/',
    });
    expect(text).toContain("## Writers' check: 2 problems to fix");
    expect(text).toContain('took 42.0 s');
    expect(text).toContain('| `pages/a.mdx:12:5` | title "A, B: C" is also the title of pages/c.mdx |');
    expect(text).toContain(
      '| `pages/services/x.mdx` | `/services/x` | [open](https://deploy-preview-7--site.netlify.app/services/x) | [`services_x-phone.png` / `services_x-desktop.png`](https://github.com/o/r/actions/runs/1#artifacts) |',
    );
    expect(text).toContain('| `pages/old.mdx` | `/old` | — | deleted |');
    expect(jobSummary({ findings: [], changed: [], seconds: 1 })).toContain("## Writers' check: all clear");
    expect(screenshotStem('/')).toBe('home');
  });

  it('lists an unused photo under its own heading, not under the translations to update', () => {
    const unused = { file: 'content/photos/porch-piers.jpg', line: 1, column: 1, message: 'no page shows this photo' };
    const text = jobSummary({ findings: [], photoWarnings: [unused], changed: [], seconds: 1 });
    expect(text).toContain("## Writers' check: all clear");
    expect(text).toContain('### Photos to look at: 1\n\n- `content/photos/porch-piers.jpg` no page shows this photo');
    expect(text).not.toContain('Translations to update');
  });
});

describe('a failed build, as findings', () => {
  it("maps vite-react-ssg's render error to the page file, and keeps the content plugin's own findings", async () => {
    const { buildFailureFindings } = await import('../../scripts/checks/build-site.ts');
    const { loadSite } = await import('../../src/content/model.ts');
    const site = loadSite();
    const page = site.files.find((f) => f.route !== '/')!;
    const esc = String.fromCharCode(27);
    const rendered = `${esc}[90m[vite-react-ssg]${esc}[39m ${esc}[31mError on page: ${esc}[36m${page.route}${esc}[39m\nError: <Badge>: label is required\n    at Badge (Badge.tsx:3:9)\n`;
    expect(buildFailureFindings(rendered, site)).toEqual([
      { file: page.rel, line: 1, column: 1, message: 'the build failed: <Badge>: label is required' },
    ]);
    expect(buildFailureFindings(`[plugin site-content] ${page.rel}:3:8 frontmatter.title: too short\n`, site)).toEqual([
      { file: page.rel, line: 3, column: 8, message: 'frontmatter.title: too short' },
    ]);
  }, 30_000);

  it('maps compile errors to the page: an import that does not resolve at its line, not the code frame', async () => {
    const { buildFailureFindings } = await import('../../scripts/checks/build-site.ts');
    const { loadSite } = await import('../../src/content/model.ts');
    const real = loadSite();
    const source = '---\ntitle: x\n---\n\nimport { price } from "../src/nope.ts";\n\nIt costs {price}.\n';
    const page = { file: '/x/pages/imports.mdx', rel: 'pages/imports.mdx', route: '/imports', source, body: source };
    const site = { ...real, files: [...real.files, page] };
    const unresolved = [
      "[UNRESOLVED_IMPORT] Could not resolve '../src/nope.ts' in pages/imports.mdx",
      '   ╭─[ pages/imports.mdx:2:23 ]',
      ' 2 │ import { price } from "../src/nope.ts";',
      "   │ Help: 'pages/imports.mdx' is imported by the following path:",
      '   │         - pages/imports.mdx',
    ].join('\n');
    expect(buildFailureFindings(unresolved, site)).toEqual([
      {
        file: page.rel,
        line: 5,
        column: 24,
        message: 'import of "../src/nope.ts": no such file or package, so the page cannot be built',
      },
    ]);
    // Thrown while the page's imports were loading (the page's own module code, then the loader): at its imports.
    const loading = [
      '[vite-react-ssg] Error on page: /imports',
      'Error: the price list is not ready',
      '    at file:///x/.vite-react-ssg-temp/a/assets/imports-DfrFYpgG.js:4:7',
      '    at ModuleJob.run (node:internal/modules/esm/module_job:325:25)',
    ].join('\n');
    expect(buildFailureFindings(loading, site)).toEqual([
      {
        file: page.rel,
        line: 5,
        column: 1,
        message: "the build failed while loading the page's imports: the price list is not ready",
      },
    ]);
    // Another compile error that names the page (never vite.config.ts:1:1 when a page is named).
    expect(buildFailureFindings('[PARSE_ERROR] Error: Unexpected token in /x/pages/imports.mdx\n', site)).toEqual([
      {
        file: page.rel,
        line: 1,
        column: 1,
        message: 'the build failed: Unexpected token in /x/pages/imports.mdx',
      },
    ]);
    expect(buildFailureFindings('Error: the config is broken\n', site)[0]?.file).toBe('vite.config.ts');
    // A step of the build's own that fails (source-mapped stack): at the project file and line it was thrown from.
    const step = [
      '[vite-react-ssg] An internal error occurred.',
      'Error: search index: 70 of 71 pages indexed',
      '    at writeSearchIndex (' + site.root + '/scripts/build/search-index.ts:199:15)',
      '    at writeSiteFiles (' + site.root + '/scripts/build/site-files.ts:109:24)',
      '    at onFinished (' + site.root + '/vite.config.ts:73:31)',
    ].join('\n');
    expect(buildFailureFindings(step, site)).toEqual([
      {
        file: 'scripts/build/search-index.ts',
        line: 199,
        column: 15,
        message: 'the build failed: Error: search index: 70 of 71 pages indexed',
      },
    ]);
  }, 30_000);
});
