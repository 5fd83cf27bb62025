// The core of `npm run new:page`: plans a new MDX page for a route (file, frontmatter for its section, starter
// text), validates it with the same parser the build uses, and writes it. Takes the pages folder as an argument
// so tests can scaffold into a temporary one.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { z } from 'zod';
import { ContentError, listPageFiles, type ParsedPage } from '../../src/content/load.ts';
import { currentSite, parsePage } from '../../src/content/model.ts';
import { routeFromFile } from '../../src/content/route-path.ts';
import { FINE_PRINT_ORDER } from '../../src/content/menus.ts';
import { collectionOf, isChildOf } from '../../src/content/route-path.ts';
import { areaPage, articlePage, plainPage, projectPage, servicePage } from './page-templates.ts';

export class NewPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewPageError';
  }
}

/** What a writer reads when an area page is asked for without its county. */
const AREA_COUNTY_MISSING =
  'an area page needs the county the town is in, e.g. "Fort Bend County" (the site cannot know it)';

type PageKind = 'service' | 'area' | 'article' | 'project' | 'page';

const label = z
  .string()
  .optional()
  .describe('Short name for menus, breadcrumbs and cards; derived from the title when not given.');

/**
 * What each kind of page can be given besides its route and title, with the help a writer reads: the one list of
 * `npm run new:page`'s options (its flags are these names; a list is written a,b) and of the editor's new-page form.
 */
export const PAGE_OPTIONS = {
  service: z.object({ label }),
  area: z.object({
    label,
    city: z
      .string()
      .optional()
      .describe(
        'The city, as menus and cards name it (derived from the route: /service-areas/rosharon-tx -> Rosharon).',
      ),
    // Required: the site cannot know which county a new town is in (the office's county would be an invented fact).
    county: z
      .string({ error: AREA_COUNTY_MISSING })
      .trim()
      .min(3, AREA_COUNTY_MISSING)
      .describe('The county the town is in, e.g. "Fort Bend County" (required: the site cannot know it).'),
  }),
  article: z.object({
    label,
    author: z.string().optional().describe("The author's id in content/authors.yaml (default: the first one)."),
    tags: z.array(z.string()).optional().describe('Tag ids from content/tags.yaml (default: the first one).'),
  }),
  project: z.object({
    label,
    city: z.string().optional().describe('The served area it was in, from content/areas.yaml (default: the first).'),
    services: z.array(z.string()).optional().describe('Service page routes (default: the first service page).'),
  }),
  page: z.object({ label }),
} satisfies Record<PageKind, z.ZodObject>;

/** Which options pick from a list of the site's names (the editor's reference lists, site-info.ts). */
export const PAGE_OPTION_LISTS: Partial<Record<PageKind, Record<string, string>>> = {
  article: { author: 'authors', 'tags.*': 'tags' },
  project: { city: 'areas', 'services.*': 'services' },
};

/** Every option name of any kind, and whether it takes a list: `npm run new:page`'s flags. */
export function pageOptionFlags(): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  for (const options of Object.values(PAGE_OPTIONS))
    for (const [name, schema] of Object.entries(options.shape))
      flags.set(name, (schema instanceof z.ZodOptional ? schema.unwrap() : schema) instanceof z.ZodArray);
  return flags;
}

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type AllOptions = Intersection<z.input<(typeof PAGE_OPTIONS)[PageKind]>>;

export interface NewPageOptions extends Partial<AllOptions> {
  /** The pages folder to write into (the project's pages/ in real use). */
  pagesDir: string;
  /** The route, e.g. "/services/mudjacking". */
  route: string;
  /** The page <title> (10–70 characters). */
  title: string;
}

export interface PlannedPage {
  kind: PageKind;
  route: string;
  file: string;
  source: string;
  page: ParsedPage;
  /** Things the writer should check before publishing. */
  notes: string[];
}

/** Why a route can't be a page file, in words a writer can act on; null when it is fine. */
export function routeProblem(route: string): string | null {
  const suggestion = (r: string) =>
    '/' +
    r
      .trim()
      .toLowerCase()
      .replace(/\s+/g, '-')
      .split('/')
      .filter((s) => s && s !== '..' && s !== '.')
      .join('/');
  if (!route) return 'expected a route such as /services/mudjacking';
  if (!route.startsWith('/')) return `route "${route}" must start with "/" (did you mean "${suggestion(route)}"?)`;
  if (route === '/') return 'route "/" is the home page, which already exists';
  if (route.split('/').some((s) => s === '..' || s === '.'))
    return `route "${route}" must not contain "." or ".." segments`;
  if (route.endsWith('/')) return `route "${route}" must not end with "/" (write "${route.replace(/\/+$/, '')}")`;
  if (/\s/.test(route))
    return `route "${route}" must not contain spaces; use hyphens (did you mean "${suggestion(route)}"?)`;
  if (/[A-Z]/.test(route)) return `route "${route}" must be lowercase (did you mean "${route.toLowerCase()}"?)`;
  if (route.includes('//')) return `route "${route}" has an empty segment ("//")`;
  if (!/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(route))
    return `route "${route}" may only use lowercase letters, digits and single hyphens between words in each segment`;
  return null;
}

export function kindOf(route: string): PageKind {
  if (/^\/services\/[^/]+$/.test(route)) return 'service';
  if (/^\/service-areas\/[^/]+$/.test(route)) return 'area';
  const collection = collectionOf(route);
  if (collection) return collection === 'articles' ? 'article' : 'project';
  return 'page';
}

/** "Mudjacking & Slab Lifting | Pearland, TX" -> "Mudjacking & Slab Lifting" (at most 40 characters). */
export function labelFromTitle(title: string): string {
  let label = title.split(/\s[|–—-]\s/)[0]!.trim();
  if (label.length > 40)
    label = label
      .slice(0, 41)
      .replace(/\s+\S*$/, '')
      .replace(/[,:;&-]+$/, '')
      .trim();
  return label;
}

/** "rosharon-tx" -> "Rosharon"; "league-city-tx" -> "League City". */
export function cityFromSlug(slug: string): string {
  return slug
    .replace(/-(tx|texas)$/, '')
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The route of a file in the pages folder, wherever that folder is. */
const routeOf = (pagesDir: string, file: string) => routeFromFile(`pages/${path.relative(pagesDir, file)}`);

/** Next free `order` among the route's siblings: ten after the highest, so pages can be slotted in between.
 * Fine-print pages (order FINE_PRINT_ORDER and up: privacy, terms, site map) don't count, so a new top-level
 * page joins the footer's Company column. */
function nextOrder(pagesDir: string, parentRoute: string): number {
  let highest = 0;
  if (!fs.existsSync(pagesDir)) return 10;
  for (const file of listPageFiles(pagesDir)) {
    const route = routeOf(pagesDir, file);
    if (!isChildOf(route, parentRoute)) continue;
    try {
      const order = (
        matter(fs.readFileSync(file, 'utf8'), { engines: { yaml: (s: string) => YAML.parse(s) ?? {} } } as never)
          .data as { order?: unknown }
      ).order;
      if (typeof order === 'number' && order > highest && order < FINE_PRINT_ORDER) highest = order;
    } catch {
      // A sibling with broken frontmatter doesn't decide the order of a new page; the build reports it.
    }
  }
  return highest + 10;
}

function existingRoutes(pagesDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  if (!fs.existsSync(pagesDir)) return routes;
  for (const file of listPageFiles(pagesDir)) routes.set(routeOf(pagesDir, file), file);
  return routes;
}

function frontmatterYaml(data: Record<string, unknown>): string {
  const { faq, ...rest } = data;
  const head = new YAML.Document(rest);
  for (const key of ['keywords', 'schema']) {
    const node = head.get(key, true) as { flow?: boolean } | undefined;
    if (node) node.flow = true;
  }
  let out = head.toString({ lineWidth: 0, flowCollectionPadding: false });
  if (faq) {
    const list = new YAML.Document({ faq });
    YAML.visit(list, {
      Scalar(key, node, ancestors) {
        const pair = ancestors.at(-1) as { key?: { value?: unknown } } | undefined;
        if (key === 'value' && pair?.key?.value === 'answer') node.type = 'BLOCK_FOLDED';
      },
    });
    out += list.toString({ lineWidth: 116 });
  }
  return out;
}

const first = (set: Set<string> | undefined) => [...(set ?? [])][0];
const firstAsList = (set: Set<string> | undefined) => (set?.size ? [first(set)!] : undefined);
function needed<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new NewPageError(`no ${what} to default to; add one first (or fix that file)`);
  return value;
}

/** What a page of this kind at this route is given when an option is left out (the form shows it filled in). Only
 * what the site knows: an area page's county is the writer's to give. */
export function pageDefaults(route: string, pagesDir: string): Partial<AllOptions> {
  const kind = kindOf(route);
  const slug = route.slice(route.lastIndexOf('/') + 1);
  // The site the page is written into.
  const site = () => currentSite(path.dirname(pagesDir));
  if (kind === 'area') return { city: cityFromSlug(slug) };
  if (kind === 'article') {
    const { refs } = site().inputs;
    return {
      author: first(refs.authors),
      tags: firstAsList(refs.tags),
    };
  }
  if (kind === 'project') {
    const { refs } = site().inputs;
    return {
      city: first(refs.areas),
      services: firstAsList(refs.services),
    };
  }
  return {};
}

/** Everything `createPage` would write, validated, without writing it. */
export function planPage(options: NewPageOptions): PlannedPage {
  const { pagesDir } = options;
  const route = options.route.trim();
  const problem = routeProblem(route);
  if (problem) throw new NewPageError(problem);
  const title = options.title?.trim();
  if (!title) throw new NewPageError('missing --title "…": the page title (10–70 characters) is required');
  for (const [name, value] of [
    ['title', title],
    ['label', options.label ?? ''],
  ] as const)
    if (/[<>]/.test(value))
      throw new NewPageError(`the ${name} must not contain "<" or ">" (MDX would read them as a component)`);

  const routes = existingRoutes(pagesDir);
  const taken = routes.get(route);
  if (taken) throw new NewPageError(`route ${route} already exists: ${path.relative(process.cwd(), taken) || taken}`);
  const parent = route.slice(0, route.lastIndexOf('/')) || '/';
  if (parent !== '/' && !routes.has(parent))
    throw new NewPageError(`route ${route}: its parent ${parent} does not exist; create that page first`);

  const kind = kindOf(route);
  const given = (text: string | undefined) => text?.trim() || undefined;
  const defaults = pageDefaults(route, pagesDir);
  const city = given(options.city) ?? defaults.city ?? '';
  // Area pages are named by their city in menus and cards ("Alvin"), other pages by their title.
  const label = given(options.label) ?? (kind === 'area' ? city : labelFromTitle(title));
  const order = nextOrder(pagesDir, parent);
  const notes: string[] = [];
  let planned: { frontmatter: Record<string, unknown>; body: string };
  if (kind === 'service') {
    planned = servicePage(title, label, order);
    notes.push('Check service.serviceType (the kind of service, e.g. "Foundation repair") and edit the starter FAQ.');
  } else if (kind === 'area') {
    const county = given(options.county);
    if (!county || county.length < 3) throw new NewPageError(`${AREA_COUNTY_MISSING}: give --county "…"`);
    planned = areaPage(title, label, order, city, county);
    notes.push(
      'Add the town to content/areas.yaml (its neighbouring areas, neighbourhoods and homes repaired) when you know them.',
    );
  } else if (kind === 'article') {
    const author = given(options.author) ?? needed(defaults.author, 'author in content/authors.yaml');
    const tags = options.tags?.length ? options.tags : needed(defaults.tags, 'tag in content/tags.yaml');
    planned = articlePage(title, label, author, tags);
    notes.push(
      `It starts as a draft dated today, by ${author}, tagged ${tags.join(', ')}: check article: in the frontmatter.`,
    );
    notes.push('Set draft: false when it is ready; until then only `npm run dev` shows it.');
  } else if (kind === 'project') {
    const area = given(options.city) ?? needed(defaults.city, 'served area in content/areas.yaml');
    const services = options.services?.length ? options.services : needed(defaults.services, 'service page');
    planned = projectPage(title, label, area, services);
    notes.push(
      `It starts as a draft in ${area} using ${services.join(', ')}: fill in project.problem and project.fix.`,
    );
    notes.push('Add before: and after: drawings if one fits, then set draft: false.');
  } else planned = plainPage(title, label, order);

  const file = path.join(pagesDir, `${route.slice(1)}.mdx`);
  const source = `---\n${frontmatterYaml(planned.frontmatter)}---\n\n${planned.body}`;
  let page: ParsedPage;
  try {
    page = parsePage(file, source, path.dirname(pagesDir));
  } catch (err) {
    if (err instanceof ContentError) throw new NewPageError(`the new page would not build:\n${err.message}`);
    throw err;
  }
  if (page.route !== route)
    throw new NewPageError(`internal error: ${file} would be served at ${page.route}, not ${route}`);
  return { kind, route, file, source, page, notes };
}

/** Plans, validates and writes the page; refuses to overwrite anything. */
export function createPage(options: NewPageOptions): PlannedPage {
  const planned = planPage(options);
  fs.mkdirSync(path.dirname(planned.file), { recursive: true });
  try {
    fs.writeFileSync(planned.file, planned.source, { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new NewPageError(`${planned.file} already exists`);
    throw err;
  }
  return planned;
}
