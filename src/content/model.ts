// The typed site model: content/*.yaml and pages/**/*.mdx read once, validated, in the one page order. The
// build plugin, the writers' gate (scripts/checks), the docs and the scaffolder take it as input. A file with a
// problem doesn't stop the load: its findings are collected (with the file's line numbers) and the rest loads.
import fs from 'node:fs';
import path from 'node:path';
import type { Business } from './schemas/business.ts';
import type { Redirects } from './schemas/redirects.ts';
import type { ExternalLinks } from './schemas/external-links.ts';
import { ContentError, type Finding } from './findings.ts';
import { listPageFiles, projectRoot, readPage, relativeToRoot, type ParsedPage } from './load.ts';
import { inputsKey, readPageOnce } from './page-reads.ts';
import { translationPairs } from './translation-pairs.ts';
import { comparePages, routeFromFile } from './route-path.ts';
import { readSiteData, type DataFile } from './data-files.ts';
import { primeLastChanged } from './git-dates.ts';
import { draftsSignature, readSource } from './drafts.ts';
import { toPageMeta, type PageMeta } from './page-meta.ts';

export { dataFileValue, siteData, siteDataIn } from './data-files.ts';
import { generatedPages, templateOf } from './collections.ts';
import { siteBuildDate } from './build-date.ts';
import { collectionRefs } from './collection-refs.ts';
import { siteFacts } from './facts.ts';
import type { SchemaInputs } from './schemas/inputs.ts';
import { listPhotoFiles, PHOTO_NAME, type PhotoFile } from './photo-files.ts';

/** A page file as written, whether or not its frontmatter is valid. */
interface PageFile {
  /** Absolute path. */
  file: string;
  /** Relative to the project: "pages/services/crawl-space.mdx". */
  rel: string;
  route: string;
  source: string;
  /** The MDX body with the frontmatter block blanked (line numbers stay true), even when the frontmatter is wrong. */
  body: string;
}

/** The MDX body of a page source, with the frontmatter lines left empty. */
function bodyOf(source: string): string {
  if (!source.startsWith('---')) return source;
  const close = /\n---[ \t]*(?:\n|$)/.exec(source.slice(3));
  if (!close) return source;
  const end = 3 + close.index + close[0].length;
  return '\n'.repeat(source.slice(0, end).split('\n').length - 1) + source.slice(end);
}

/** A page whose frontmatter is valid. */
export interface SitePage extends ParsedPage {
  rel: string;
  source: string;
}

export interface SiteModel {
  root: string;
  /** Every page file, valid or not, by path. */
  files: PageFile[];
  /** Valid pages, in the one page order (order, label, route). */
  pages: SitePage[];
  pageByRoute: Map<string, SitePage>;
  data: DataFile[];
  business?: Business;
  redirects: Redirects;
  externalLinks: ExternalLinks;
  /** The job photos' originals under content/photos/, by name (photo-files.ts). */
  photos: PhotoFile[];
  /** What the pages' frontmatter was checked against besides its own text: the business facts and what collection
   * frontmatter may point at, derived from the content above. */
  inputs: SchemaInputs;
  /** Routes of every page file (a page with a frontmatter mistake still has its route) that the build renders, and
   * of the pages generated from the collections. Drafts and scheduled articles are not among them. */
  routes: Set<string>;
  /** Pages the production build leaves out, by route: why (a draft, or dated after the build date). */
  unpublished: Map<string, string>;
  /** The pages generated from the collections (article pagination and tags, project filters). */
  generated: PageMeta[];
  /** Problems found while loading: YAML syntax, schemas. */
  problems: Finding[];
  /** Each translated page's counterpart, both ways: English route → Spanish route and Spanish → English. */
  pairs: Map<string, string>;
  /** Routes of the page files this build leaves out (SITE_LEAVE_OUT): they exist, but have no built page. */
  leftOut: Set<string>;
}

function sortPages<T extends ParsedPage>(pages: T[]): T[] {
  const key = (p: ParsedPage) => ({
    order: p.frontmatter.order,
    label: p.frontmatter.label ?? p.frontmatter.title,
    route: p.route,
  });
  return [...pages].sort((a, b) => comparePages(key(a), key(b)));
}

/**
 * Page files a build leaves out: SITE_LEAVE_OUT, a JSON list of files relative to the project. `npm run check`
 * builds the rest of the site this way when some pages have mistakes (scripts/checks/build-site.ts); the build
 * then sees the site as if those files did not exist (route table, menus, lists, site map).
 */
export function leftOutFiles(env: Record<string, string | undefined> = process.env): Set<string> {
  try {
    const list: unknown = JSON.parse(env.SITE_LEAVE_OUT ?? '[]');
    return new Set(Array.isArray(list) ? list.map(String) : []);
  } catch {
    return new Set();
  }
}

/** Reads `root`'s content/ and pages/ into the model: the data files first, then every page checked against them. */
export function loadSite(root = projectRoot): SiteModel {
  const leftOut = leftOutFiles();
  const listed = listPageFiles(path.join(root, 'pages')).map((file) => ({ file, rel: relativeToRoot(file, root) }));
  // A page left out of this build still exists: what other pages say about it (a project's service, a Spanish
  // page's translationOf, a related page) stays true, and is not reported again as a mistake of theirs.
  // (The route of a file left out because another file has the same route is still that other file's.)
  const keptRoutes = new Set(listed.filter(({ rel }) => !leftOut.has(rel)).map(({ rel }) => routeFromFile(rel)));
  const leftOutRoutes = new Set(
    listed
      .filter(({ rel }) => leftOut.has(rel))
      .map(({ rel }) => routeFromFile(rel))
      .filter((route) => !keptRoutes.has(route)),
  );
  const files: PageFile[] = listed
    .filter(({ rel }) => !leftOut.has(rel))
    .map(({ file, rel }) => {
      const source = readSource(file);
      return { file, rel, route: routeFromFile(rel), source, body: bodyOf(source) };
    });
  primeLastChanged(
    files.map((f) => f.file),
    root,
  );
  // The data first: the pages are checked against the facts and lists it holds.
  const siteData = readSiteData(root);
  const { data, values } = siteData;
  const business = values.business;
  const photos = listPhotoFiles(root);
  // A copy: readSiteData keeps its result for the next read while the data files' texts are the same.
  const dataProblems = [...siteData.problems, ...photoNameProblems(photos)];
  const inputs: SchemaInputs = {
    // The business's facts and the named prices of the cost guide (while it has a mistake, the business's alone).
    facts: business && siteFacts(business, values['cost-guide'] ?? { items: [], totals: [] }),
    factsMissingFrom: values['cost-guide'] ? undefined : 'content/cost-guide.yaml',
    refs: collectionRefs(
      [...files.map((f) => f.route), ...leftOutRoutes],
      {
        authors: values.authors,
        tags: values.tags,
        areas: values.areas,
      },
      photos.map((p) => p.name),
    ),
  };
  const key = inputsKey(root, inputs);
  const problems: Finding[] = [];
  const pages: SitePage[] = [];
  for (const f of files) {
    const r = readPageOnce(f.file, f.source, root, inputs, key);
    if (r.page) pages.push({ ...r.page, rel: f.rel, source: f.source });
    else problems.push(...r.problems);
  }
  problems.push(...dataProblems);
  const { pairs, duplicates } = translationPairs(pages);
  // A page's translation that this build leaves out is not there to pair with.
  for (const [a, b] of [...pairs]) if (leftOutRoutes.has(b)) pairs.delete(a);
  problems.push(...duplicates.map((d) => d.finding));
  const sorted = sortPages(pages.filter((p) => !duplicates.some((d) => d.page === p)));
  const today = siteBuildDate();
  const metas = sorted.map((p) => toPageMeta(p, today, pairs.get(p.route)));
  const unpublished = new Map(
    metas
      .filter((m) => !m.published)
      .map((m) => [
        m.route,
        m.draft
          ? 'is a draft (draft: true)'
          : `is dated ${m.article?.date ?? ''}, after the build date ${today}, so it is not published yet`,
      ]),
  );
  const generated = generatedPages(
    metas.filter((m) => m.published),
    values.tags ?? [],
    // A broken business.yaml is reported on its own; meanwhile no list is held back.
    business?.projectListIndexMinimum ?? 1,
  );
  return {
    root,
    files,
    pages: sorted,
    pageByRoute: new Map(sorted.map((p) => [p.route, p])),
    data,
    business,
    inputs,
    redirects: values.redirects ?? [],
    externalLinks: values['external-links'] ?? { httpAllowed: [] },
    photos,
    routes: new Set([
      ...files.map((f) => f.route).filter((r) => !unpublished.has(r)),
      ...generated.map((g) => g.route),
    ]),
    unpublished,
    generated,
    problems,
    pairs,
    leftOut: leftOutRoutes,
  };
}

/** Originals whose name a page cannot use: not a slug, or two files of one name (x.jpg and x.heic). */
function photoNameProblems(photos: PhotoFile[]): Finding[] {
  return photos.flatMap((p, i) => {
    const at = { file: p.rel, line: 1, column: 1 };
    if (!PHOTO_NAME.test(p.name))
      return [
        {
          ...at,
          message: `photo name "${p.name}" is not a slug: use lowercase letters, digits and hyphens`,
          fix: 'Rename the file, or bring it in again with `npm run photos -- add FILE --name NAME`.',
        },
      ];
    const twin = photos.find((q, j) => j < i && q.name === p.name);
    return twin ? [{ ...at, message: `two originals are named "${p.name}": ${twin.rel} and ${p.rel}; keep one` }] : [];
  });
}

/** What the model was read from: every file under pages/ and content/ with its size and time, and the editor's
 * drafts (drafts.ts). */
function sourcesSignature(root: string): string {
  const files = [
    ...listPageFiles(path.join(root, 'pages')),
    ...fs.readdirSync(path.join(root, 'content')).map((f) => path.join(root, 'content', f)),
    ...listPhotoFiles(root).map((p) => p.file),
  ];
  const onDisk = files.map((f) => {
    const st = fs.statSync(f);
    return `${f}\0${st.size}\0${st.mtimeMs}`;
  });
  return [...onDisk, draftsSignature()].join('\n');
}

const shared = Symbol.for('site-model');
type SharedModels = Map<string, { signature: string; model: SiteModel }>;

/**
 * The model of `root`, shared by everything in this process that asks — a build's client and server passes and
 * its hooks each load vite.config.ts anew, so a module-level cache would read every page three times — and read
 * again when a file under pages/ or content/ was added, removed or changed since (checked here, one stat a file).
 */
export function currentSite(root = projectRoot): SiteModel {
  const models = ((globalThis as Record<symbol, SharedModels | undefined>)[shared] ??= new Map());
  const signature = sourcesSignature(root);
  const known = models.get(root);
  if (known?.signature === signature) return known.model;
  const model = loadSite(root);
  models.set(root, { signature, model });
  return model;
}

/**
 * One page's frontmatter and body read from `source` (what an editor or the build has in hand) exactly as the site
 * model reads it: checked against the current content of `root`. Or every problem in its frontmatter.
 */
export function readSitePage(file: string, source = readSource(file), root = projectRoot) {
  return readPage(file, source, root, currentSite(root).inputs);
}

/** Like readSitePage, but throws a ContentError holding the findings. */
export function parsePage(file: string, source?: string, root = projectRoot): ParsedPage {
  const r = readSitePage(file, source, root);
  if (!r.page) throw new ContentError(r.problems);
  return r.page;
}

/** A route the production build renders: its page file (a generated page: its collection's index page) and date. */
export interface BuiltRoute {
  route: string;
  page: SitePage;
  hidden: boolean;
  /** What the route shows as its title, description and label (a generated page has its own). */
  title: string;
  description: string;
  label: string;
  /** YYYY-MM-DD: an article's updated or publication date, a page's last change in git. */
  lastmod: string;
}

/** Every route the production build renders, page files first, then the generated pages. */
export function builtRoutes(site: SiteModel): BuiltRoute[] {
  const own = (p: SitePage) => p.frontmatter.article?.updated ?? p.frontmatter.article?.date ?? p.lastUpdated;
  const out: BuiltRoute[] = site.pages
    .filter((p) => !site.unpublished.has(p.route))
    .map((p) => ({
      route: p.route,
      page: p,
      hidden: p.frontmatter.hidden,
      title: p.frontmatter.title,
      description: p.frontmatter.description,
      label: p.frontmatter.label ?? p.frontmatter.title,
      lastmod: own(p),
    }));
  for (const g of site.generated) {
    const template = site.pageByRoute.get(templateOf(g.route) ?? '');
    if (!template) continue;
    // A list changes when its template or any entry of its collection does.
    const dates = out.filter((r) => r.route.startsWith(template.route + '/')).map((r) => r.lastmod);
    const lastmod = [own(template), ...dates].sort().at(-1)!;
    out.push({
      route: g.route,
      page: template,
      hidden: g.hidden,
      title: g.title,
      description: g.description ?? g.summary,
      label: g.label,
      lastmod,
    });
  }
  return out;
}
