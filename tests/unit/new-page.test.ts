// `npm run new:page`: scaffolds pages into a temporary pages folder and checks what a writer gets, and what is
// refused, through the same parser the build uses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { compile } from '@mdx-js/mdx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load.ts';
import { currentSite, parsePage, siteData } from '../../src/content/model.ts';
import { siteBuildDate } from '../../src/content/build-date.ts';
import { componentsUsed } from '../../scripts/build/content-plugin.ts';
import {
  cityFromSlug,
  createPage,
  labelFromTitle,
  NewPageError,
  PAGE_OPTIONS,
  pageDefaults,
  planPage,
  routeProblem,
} from '../../scripts/authoring/scaffold-page.ts';

const existing = (title: string, extra = '') => `---
title: ${title}
description: An existing page in the temporary pages folder, long enough to pass the schema.
keywords: [existing]
${extra}---

Existing page.
`;

// A served area (a key of content/areas.yaml) with its page in the temporary site, for projects to be in.
const [servedArea] = Object.keys(siteData('areas'));

let tmp: string;
let pagesDir: string;
beforeEach(() => {
  // A small site: the project's content/ and a few pages; new pages are checked against it.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scaffold-'));
  pagesDir = path.join(tmp, 'pages');
  fs.cpSync(path.join(projectRoot, 'content'), path.join(tmp, 'content'), { recursive: true });
  const files: Record<string, string> = {
    'index.mdx': existing('Home page of the test site'),
    'services/index.mdx': existing('Foundation Repair Services', 'order: 10\n'),
    'services/crawl-space.mdx': existing('Crawl Space Repair | Pearland', 'order: 60\n'),
    'services/concrete-lifting.mdx': existing('Concrete Lifting | Pearland', 'order: 80\n'),
    'service-areas/index.mdx': existing('Service Areas Near Pearland'),
    [`service-areas/${servedArea}.mdx`]: existing('Foundation Repair in a Served Town'),
  };
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(pagesDir, file)), { recursive: true });
    fs.writeFileSync(path.join(pagesDir, file), source);
  }
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const availableComponents = fs
  .readdirSync(path.join(projectRoot, 'src/components/mdx'))
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => f.slice(0, -4));

describe('new:page scaffolding', () => {
  it('writes a service page with Service and FAQPage data, starter FAQ and the next order', () => {
    const page = createPage({
      pagesDir,
      route: '/services/mudjacking',
      title: 'Mudjacking & Slab Lifting | Pearland, TX',
    });
    expect(page.kind).toBe('service');
    expect(page.file).toBe(path.join(pagesDir, 'services/mudjacking.mdx'));
    const written = fs.readFileSync(page.file, 'utf8');
    expect(written).toBe(page.source);
    // What the build will see: the same parser, on the file as written.
    const fm = parsePage(page.file, undefined, tmp).frontmatter;
    expect(fm.title).toBe('Mudjacking & Slab Lifting | Pearland, TX');
    expect(fm.label).toBe('Mudjacking & Slab Lifting');
    expect(fm.order).toBe(90);
    expect(fm.schema).toEqual(['Service', 'FAQPage']);
    expect(fm.service).toEqual({ name: 'Mudjacking & Slab Lifting', serviceType: 'Mudjacking & Slab Lifting' });
    expect(fm.faq?.map((q) => q.question)).toEqual([
      'How much does mudjacking & slab lifting cost?',
      'How long does mudjacking & slab lifting take?',
      'Do I need an inspection first?',
    ]);
    expect(fm.summary).toMatch(/^Mudjacking & Slab Lifting for homes in \w+/);
    // Starter text is real copy, with facts as placeholders, never typed or filler.
    expect(written).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    expect(written).toContain('{@inspectionReport}');
    expect(fm.faq?.[0]?.answer.text).not.toContain('{@');
    expect(
      componentsUsed(parsePage(page.file, undefined, tmp).body).filter((c) => !availableComponents.includes(c)),
    ).toEqual([]);
    expect(componentsUsed(page.page.body)).toEqual(['CallToAction', 'FAQ', 'PageHero', 'Section']);
  });

  it("asks for an area page's county instead of inventing one", () => {
    const route = '/service-areas/sugar-land-tx';
    expect(pageDefaults(route, pagesDir)).toEqual({ city: 'Sugar Land' });
    expect(() => planPage({ pagesDir, route, title: 'Foundation Repair in Sugar Land, TX' })).toThrow(
      /an area page needs the county the town is in.*give --county/,
    );
    expect(PAGE_OPTIONS.area.safeParse({ city: 'Sugar Land' }).success).toBe(false);
  });

  it('writes a service-area page with area data and LocalBusiness', () => {
    const page = createPage({
      pagesDir,
      route: '/service-areas/rosharon-tx',
      title: 'Foundation Repair in Rosharon, TX | Free Inspection',
      county: 'Brazoria County',
    });
    expect(page.kind).toBe('area');
    const fm = parsePage(page.file, undefined, tmp).frontmatter;
    expect(fm.label).toBe('Rosharon');
    expect(fm.schema).toEqual(['LocalBusiness']);
    expect(fm.area).toEqual({ city: 'Rosharon', county: 'Brazoria County', primary: false });
    expect(fm.faq).toBeUndefined();
    expect(page.source).toContain('Rosharon, TX · Brazoria County');
    expect(page.notes.join('\n')).toContain('content/areas.yaml');
    expect(componentsUsed(page.page.body).filter((c) => !availableComponents.includes(c))).toEqual([]);
  });

  it('takes city, county and label from the options', () => {
    const page = planPage({
      pagesDir,
      route: '/service-areas/webster-tx',
      title: 'Foundation Repair in Webster, TX',
      label: 'Webster',
      city: 'Webster',
      county: 'Harris County',
    });
    expect(page.page.frontmatter.area).toEqual({ city: 'Webster', county: 'Harris County', primary: false });
    expect(page.page.frontmatter.label).toBe('Webster');
    expect(fs.existsSync(page.file)).toBe(false); // planning writes nothing
  });

  it('writes an article and a project as drafts with their blocks, defaults from content/ and the build date', () => {
    for (const dir of ['articles', 'projects']) {
      fs.mkdirSync(path.join(pagesDir, dir));
      fs.writeFileSync(path.join(pagesDir, dir, 'index.mdx'), existing(`The ${dir} index page`));
    }
    const { refs } = currentSite(tmp).inputs;
    const article = createPage({
      pagesDir,
      route: '/articles/do-cracks-matter',
      title: 'Do Foundation Cracks Always Mean Trouble?',
    });
    expect(article.kind).toBe('article');
    const a = parsePage(article.file, undefined, tmp).frontmatter.article!;
    expect(a).toMatchObject({
      date: siteBuildDate(),
      author: [...refs.authors!][0],
      tags: [[...refs.tags!][0]],
      draft: true,
    });
    const [, service] = [...refs.services];
    const project = createPage({
      pagesDir,
      route: '/projects/alvin-job',
      title: 'Slab Repair on a Corner Lot in Alvin',
      city: [...refs.areas!].at(-1),
      services: [service!],
    });
    expect(project.kind).toBe('project');
    expect(parsePage(project.file, undefined, tmp).frontmatter.project).toMatchObject({
      city: [...refs.areas!].at(-1),
      services: [service],
      draft: true,
    });
    expect(() =>
      planPage({
        pagesDir,
        route: '/projects/nowhere-job',
        title: 'A Job in a Town We Do Not Serve',
        city: 'houston-tx',
      }),
    ).toThrow(/is not a served area/);
  });

  it('writes a plain page elsewhere, without service or area data', () => {
    const page = createPage({ pagesDir, route: '/financing', title: 'Financing Foundation Repair | Pearland' });
    expect(page.kind).toBe('page');
    expect(page.file).toBe(path.join(pagesDir, 'financing.mdx'));
    const fm = parsePage(page.file, undefined, tmp).frontmatter;
    expect(fm.schema).toEqual([]);
    expect(fm.service).toBeUndefined();
    expect(fm.area).toBeUndefined();
  });

  it('writes valid MDX whatever the title holds (quotes, braces) and refuses angle brackets', async () => {
    for (const [route, title] of [
      ['/services/slab-jacking', 'The "Slab" {Jacking} Guide | Pearland'],
      ['/service-areas/o-brien-tx', "Foundation Repair in O'Brien, TX"],
      ['/guide', 'Our {Plain} "Guide" to Repairs & More'],
    ] as const) {
      const area = route.includes('o-brien');
      const page = planPage({
        pagesDir,
        route,
        title,
        ...(area ? { city: 'O"Brien {x}', county: 'Brazoria {County}' } : {}),
      });
      await expect(compile(page.page.body), `${route} compiles as MDX`).resolves.toBeTruthy();
      expect(componentsUsed(page.page.body).filter((c) => !availableComponents.includes(c))).toEqual([]);
    }
    const page = planPage({
      pagesDir,
      route: '/services/slab-jacking',
      title: 'The "Slab" {Jacking} Guide | Pearland',
    });
    expect(page.source).toContain('title={"The \\"Slab\\" {Jacking} Guide"}');
    expect(page.source).toContain('## What the "slab" \\{jacking\\} guide fixes');
    expect(() => planPage({ pagesDir, route: '/guide', title: 'A <Guide> to slab repair' })).toThrow(
      /must not contain "<" or ">"/,
    );
  });

  it('refuses an existing route and leaves the file alone', () => {
    const file = path.join(pagesDir, 'services/crawl-space.mdx');
    const before = fs.readFileSync(file, 'utf8');
    expect(() => createPage({ pagesDir, route: '/services/crawl-space', title: 'Crawl Space Encapsulation' })).toThrow(
      /route \/services\/crawl-space already exists: .*services\/crawl-space\.mdx/,
    );
    expect(() => createPage({ pagesDir, route: '/services', title: 'Foundation Repair Services' })).toThrow(
      /already exists/,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it.each([
    ['services/x', /must start with "\/" \(did you mean "\/services\/x"\?\)/],
    ['/services/x/', /must not end with "\/" \(write "\/services\/x"\)/],
    ['/services/Slab-Repair', /must be lowercase \(did you mean "\/services\/slab-repair"\?\)/],
    ['/services/slab repair', /must not contain spaces; use hyphens \(did you mean "\/services\/slab-repair"\?\)/],
    ['/services/../secrets', /must not contain "\." or "\.\." segments/],
    ['/services/slab_repair', /only use lowercase letters, digits and single hyphens/],
    ['/', /home page, which already exists/],
  ])('refuses the bad path %s with a clear message', (route, message) => {
    expect(routeProblem(route)).toMatch(message);
    expect(() => createPage({ pagesDir, route, title: 'A perfectly good title' })).toThrow(NewPageError);
    expect(fs.readdirSync(path.join(pagesDir, 'services')).sort()).toEqual([
      'concrete-lifting.mdx',
      'crawl-space.mdx',
      'index.mdx',
    ]);
  });

  it('refuses a page whose parent does not exist, and a title the schema rejects, naming the field', () => {
    expect(() => createPage({ pagesDir, route: '/guides/clay-soil', title: 'Clay soil and your foundation' })).toThrow(
      /its parent \/guides does not exist/,
    );
    expect(() => createPage({ pagesDir, route: '/services/mudjacking', title: 'Mud' })).toThrow(
      /would not build:\npages\/services\/mudjacking\.mdx:2:8 frontmatter\.title: expected a title of at least 10 characters/,
    );
    expect(() => createPage({ pagesDir, route: '/services/mudjacking', title: '' })).toThrow(/missing --title/);
    expect(fs.existsSync(path.join(pagesDir, 'services/mudjacking.mdx'))).toBe(false);
  });

  it('derives labels and cities', () => {
    expect(labelFromTitle('Crawl Space Repair & Encapsulation | Pearland, TX')).toBe(
      'Crawl Space Repair & Encapsulation',
    );
    expect(labelFromTitle('Foundation Repair Cost Guide for Homeowners in the Greater Houston Area')).toBe(
      'Foundation Repair Cost Guide for',
    );
    expect(cityFromSlug('league-city-tx')).toBe('League City');
    expect(cityFromSlug('rosharon')).toBe('Rosharon');
  });
});

describe('npm run new:page (command line)', () => {
  it('exits 1 with the reason for a bad route and writes nothing', { timeout: 60_000 }, () => {
    const tsx = path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs');
    const r = spawnSync(
      process.execPath,
      [tsx, 'scripts/new-page.ts', '/Services/Bad Path/', '--title', 'Some page title'],
      {
        cwd: projectRoot,
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('new:page: route "/Services/Bad Path/" must not end with "/"');
    expect(fs.existsSync(path.join(projectRoot, 'pages/Services'))).toBe(false);
  });

  it('asks for the county of a new area page, in plain words, and writes nothing', { timeout: 60_000 }, () => {
    const tsx = path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs');
    const r = spawnSync(
      process.execPath,
      [tsx, 'scripts/new-page.ts', '/service-areas/sugar-land-tx', '--title', 'Foundation Repair in Sugar Land, TX'],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('new:page: an area page needs the county the town is in');
    expect(r.stderr).toContain('--county');
    expect(fs.existsSync(path.join(projectRoot, 'pages/service-areas/sugar-land-tx.mdx'))).toBe(false);
  });
});
