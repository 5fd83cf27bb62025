// Where the pages use job photos, each with its place in the page file: the `<Photo>` and `<BeforeAfter>` props in
// the MDX, a project's frontmatter (`before`/`after` when they name a photo, the `photos` list) and an article's
// `hero` photo, with the alt
// text written beside it and the slot it fills. The writers' gate (scripts/checks/photos.ts) and
// `npm run photos -- list` read them here.
import { parseDocument } from 'yaml';
import type { SiteModel } from '../../src/content/model.ts';
import { NOT_LITERAL, type MdxOutline } from '../../src/content/mdx-source.ts';
import { locate } from '../../src/content/yaml-findings.ts';
import type { PhotoSlot } from '../../src/components/photo-slots.ts';

export interface PhotoUse {
  /** The photo's name. */
  src: string;
  /** The page file and the route it builds. */
  file: string;
  route: string;
  line: number;
  column: number;
  /** The alt text written for it (undefined: none written). */
  alt: string | undefined;
  /** Where the alt text is written, when it is somewhere else than the name. */
  altAt?: { line: number; column: number };
  /** The widest slot it fills (a gallery tile also opens larger). */
  slot: PhotoSlot;
  /** The page's social image (a project's first photo). */
  social?: boolean;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The uses in one page's MDX body. */
function mdxUses(page: { rel: string; route: string }, outline: MdxOutline): PhotoUse[] {
  const out: PhotoUse[] = [];
  for (const c of outline.components) {
    const attr = (name: string) => c.attributes.find((a) => a.name === name);
    const value = (name: string) => {
      const v = attr(name)?.value;
      return v === NOT_LITERAL ? undefined : v;
    };
    const add = (srcProp: string, altProp: string, slot: PhotoSlot) => {
      const src = attr(srcProp);
      if (!src || typeof src.value !== 'string') return;
      const alt = attr(altProp);
      out.push({
        src: src.value,
        file: page.rel,
        route: page.route,
        line: src.line,
        column: src.column,
        alt: alt ? (text(value(altProp)) ?? (alt.value === NOT_LITERAL ? '{…}' : '')) : undefined,
        ...(alt ? { altAt: { line: alt.line, column: alt.column } } : {}),
        slot,
      });
    };
    if (c.name === 'Photo') add('src', 'alt', insideGallery(c, outline) ? 'large' : 'wide');
    if (c.name === 'BeforeAfter') {
      add('before', 'beforeAlt', 'wide');
      add('after', 'afterAlt', 'wide');
    }
  }
  return out;
}

/** Is a <Photo> written between a <Gallery>'s opening tag and the next component that is not a <Photo>? */
function insideGallery(photo: { line: number }, outline: MdxOutline): boolean {
  const before = outline.components.filter((c) => c.line < photo.line && c.name !== 'Photo');
  return before.at(-1)?.name === 'Gallery';
}

/** The uses in a project's frontmatter, and an article's hero photo. */
function frontmatterUses(page: SiteModel['pages'][number], photos: Set<string>): PhotoUse[] {
  const a = page.frontmatter.article;
  const p = page.frontmatter.project;
  // Most pages show no photo from their frontmatter: their YAML is not parsed again (the editor asks on every open).
  const shows =
    (a?.hero && photos.has(a.hero)) ||
    (p?.before && photos.has(p.before)) ||
    (p?.after && photos.has(p.after)) ||
    p?.photos.length;
  if (!shows) return [];
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(page.source);
  const doc = m ? parseDocument(m[1]!) : undefined;
  const place = doc ? { doc, offset: page.source.indexOf('\n') + 1, fileText: page.source } : undefined;
  if (a?.hero && photos.has(a.hero)) {
    const at = (path: PropertyKey[]) => locate(place, ['article', ...path]);
    const alt = { alt: a.heroAlt, altAt: at(['heroAlt']) };
    return [{ src: a.hero, file: page.rel, route: page.route, ...at(['hero']), ...alt, slot: 'wide', social: true }];
  }
  if (!p) return [];
  const at = (path: PropertyKey[]) => locate(place, ['project', ...path]);
  const rel = page.rel;
  const out: PhotoUse[] = [];
  for (const side of ['before', 'after'] as const) {
    const src = p[side];
    if (src && photos.has(src))
      out.push({
        src,
        file: rel,
        route: page.route,
        ...at([side]),
        alt: p[`${side}Alt`],
        altAt: at([`${side}Alt`]),
        slot: 'wide',
      });
  }
  p.photos.forEach((ph, i) =>
    out.push({
      src: ph.src,
      file: rel,
      route: page.route,
      ...at(['photos', i, 'src']),
      alt: ph.alt,
      altAt: at(['photos', i, 'alt']),
      // The first is shown across the column and cropped for social cards; the others are gallery tiles.
      slot: i === 0 ? 'wide' : 'large',
      ...(i === 0 ? { social: true } : {}),
    }),
  );
  return out;
}

/** Every use of a photo in the site's pages, in page order. */
export function photoUses(site: SiteModel, outlines: Map<string, MdxOutline>): PhotoUse[] {
  const photos = new Set(site.photos.map((p) => p.name));
  return site.pages.flatMap((page) => {
    const outline = outlines.get(page.rel);
    return [...frontmatterUses(page, photos), ...(outline ? mdxUses(page, outline) : [])];
  });
}
