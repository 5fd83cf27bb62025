// What the editor's pages show, from the site model and the schemas through their usual doors: the home page's list
// of pages and data files, the form schemas (z.toJSONSchema of the build's own zod schemas) and the lists the
// reference pickers offer.
import path from 'node:path';
import { z, type ZodType } from 'zod';
import type { SiteModel } from '../../src/content/model.ts';
import { frontmatterSchema } from '../../src/content/schemas/frontmatter.ts';
import { dataSchemas, isDataName } from '../../src/content/schemas/index.ts';
import { textLayers, textLayerSchema } from '../../src/content/schemas/text-layers.ts';
import { layerOf, siteDataIn } from '../../src/content/data-files.ts';
import { siteFacts } from '../../src/content/facts.ts';
import { translationStatuses } from '../../src/content/translations.ts';
import { langOfRoute } from '../../src/content/route-path.ts';

export interface PageEntry {
  file: string;
  route: string;
  title: string;
  lang: string;
  /** English pages: their Spanish page's state; Spanish pages: whether they are behind their English page (none
   * for a page whose frontmatter has a mistake). */
  translation?: 'translated' | 'out of date' | 'missing';
  /** Why the production build leaves it out (a draft, or dated after the build date), if it does. */
  state?: 'draft' | 'scheduled';
  /** The frontmatter has a mistake: the page is listed by its file name. */
  broken?: boolean;
}

/** Every page file in the route table's order (pages with a frontmatter mistake last), and the data files. */
export function siteListing(site: SiteModel): { pages: PageEntry[]; data: { file: string; name: string }[] } {
  const statuses = translationStatuses(site);
  const byEnglish = new Map(statuses.map((s) => [s.english, s]));
  const bySpanish = new Map(statuses.filter((s) => s.spanish).map((s) => [s.spanish!.route, s]));
  const pages: PageEntry[] = site.pages.map((p) => {
    const lang = langOfRoute(p.route);
    const status = lang === 'en' ? byEnglish.get(p.route) : bySpanish.get(p.route);
    const why = site.unpublished.get(p.route);
    return {
      file: p.rel,
      route: p.route,
      title: p.frontmatter.title,
      lang,
      translation:
        lang === 'en' ? (status?.state ?? 'missing') : status?.state === 'out of date' ? 'out of date' : 'translated',
      ...(why ? { state: why.startsWith('is a draft') ? ('draft' as const) : ('scheduled' as const) } : {}),
    };
  });
  const valid = new Set(site.pages.map((p) => p.rel));
  for (const f of site.files)
    if (!valid.has(f.rel))
      pages.push({
        file: f.rel,
        route: f.route,
        title: f.rel,
        lang: langOfRoute(f.route),
        broken: true,
      });
  return { pages, data: site.data.map((d) => ({ file: d.rel, name: d.name })) };
}

const jsonSchema = (schema: ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** The form schema of a page's frontmatter or a data file (its language layer: the texts to translate). */
type Properties = { properties?: Record<string, { type?: unknown; minLength?: number; maxLength?: number }> };

/**
 * The schema's input form, with each text field's length limits from its output form: a field whose text is checked
 * after its `{@fact}` placeholders are filled in (a pipe) has its limits there (the search-result preview shows them).
 */
function withTextLimits(schema: ZodType): unknown {
  const input = jsonSchema(schema) as Properties;
  const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Properties;
  for (const [key, field] of Object.entries(input.properties ?? {})) {
    const out = output.properties?.[key];
    if (field.type !== 'string' || out?.type !== 'string') continue;
    if (out.minLength !== undefined) field.minLength ??= out.minLength;
    if (out.maxLength !== undefined) field.maxLength ??= out.maxLength;
  }
  return input;
}

export function formSchema(site: SiteModel, rel: string): unknown {
  if (rel.startsWith('pages/')) return withTextLimits(frontmatterSchema);
  const name = path.basename(rel).replace(/\.ya?ml$/, '');
  const layer = layerOf(rel);
  if (layer) {
    const english = site.data.find((d) => d.name === layer)?.value;
    return english === undefined ? undefined : jsonSchema(textLayerSchema(textLayers[layer], english));
  }
  return isDataName(name) ? jsonSchema(dataSchemas[name]) : undefined;
}

/** Which fields pick from a list of the site's names (a field path with * for any list index → list name). */
export const REFERENCE_FIELDS: Record<string, string> = {
  'article.author': 'authors',
  'article.tags.*': 'tags',
  'article.hero': 'images',
  'project.city': 'areas',
  'project.services.*': 'services',
  'project.before': 'images',
  'project.after': 'images',
  'project.photos.*.src': 'photos',
  'related.*': 'related',
  translationOf: 'english',
  'breadcrumbs.*.url': 'routes',
};

/** The lists the reference pickers offer, from the site model (illustration names come from the renderer). */
function referenceLists(site: SiteModel, illustrations: string[]): Record<string, string[]> {
  const { refs } = site.inputs;
  const sorted = (s: Iterable<string> | undefined) => [...(s ?? [])].sort();
  return {
    authors: sorted(refs.authors),
    tags: sorted(refs.tags),
    areas: sorted(refs.areas),
    services: sorted(refs.services),
    english: sorted(refs.english),
    related: [
      ...sorted(refs.services),
      ...sorted(site.files.map((f) => f.route).filter((r) => /^\/service-areas\/[^/]+$/.test(r))),
    ],
    routes: sorted(site.routes),
    illustrations: [...illustrations].sort(),
    // The job photos (content/photos/, as the model lists them); a hero, before or after takes a photo or a drawing.
    photos: sorted(site.photos.map((p) => p.name)),
    images: [...sorted(site.photos.map((p) => p.name)), ...[...illustrations].sort()],
  };
}

/**
 * What a writer reads beside a picker's value, by list: an author's name and a tag's label (content/authors.yaml,
 * tags.yaml as the model read them) and a page's title for the lists of routes. A value without one shows as it is.
 */
function referenceLabels(site: SiteModel): Record<string, Record<string, string>> {
  const named = (data: string, field: string) => {
    const list = site.data.find((d) => d.name === data)?.value;
    const out: Record<string, string> = {};
    if (Array.isArray(list))
      for (const item of list as Record<string, unknown>[])
        if (typeof item?.id === 'string' && typeof item[field] === 'string') out[item.id] = item[field];
    return out;
  };
  const titles = Object.fromEntries(site.pages.map((p) => [p.route, p.frontmatter.title]));
  return {
    authors: named('authors', 'name'),
    tags: named('tags', 'label'),
    services: titles,
    english: titles,
    related: titles,
    routes: titles,
  };
}

/** What a form's pickers offer: which `fields` pick from which list, the lists, and the labels beside their values. */
export function pickers(site: SiteModel, illustrations: string[], fields: Record<string, string>) {
  return {
    referenceFields: fields,
    references: referenceLists(site, illustrations),
    referenceLabels: referenceLabels(site),
  };
}

/**
 * The facts a page's `{@name}` placeholders show, in the page's language (the Spanish words of
 * content/business.es.yaml on a Spanish page), for the search-result preview; undefined while a data file they come
 * from has a mistake (the preview then shows the placeholders as written).
 */
export function pageFacts(root: string, route: string): Record<string, string> | undefined {
  const lang = langOfRoute(route);
  try {
    return siteFacts(siteDataIn('business', lang, root), siteDataIn('cost-guide', lang, root), lang);
  } catch {
    return undefined;
  }
}
