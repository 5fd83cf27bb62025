// Job photos (docs/photos.md): an original that would expose a customer (a GPS position, a camera serial), is too
// big for the repository or too narrow for where a page shows it; a page naming a photo that is not there; alt text
// that says nothing (empty, a camera's file name, a bare "photo"), is the same for two photos of a page, or on a
// Spanish page is the English page's text. Runs on the source, before anything is built. An original no page uses
// is a warning (`photoWarnings`), not a failure.
import path from 'node:path';
import { didYouMean, type Finding } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import type { MdxOutline } from '../../src/content/mdx-source.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { OG_PHOTO, PHOTO_SLOTS } from '../../src/components/photo-slots.ts';
import { inPool, originalFacts } from '../photos/pipeline.ts';
import { photoUses, type PhotoUse } from '../photos/uses.ts';
import type { Check } from './check.ts';

/** Above this, an original is a file the phone did not shrink: `npm run photos -- add` brings it in at ~3,000 px. */
export const MAX_ORIGINAL_BYTES = 15 * 1024 * 1024;

/** The command that brings an original in clean (or cleans one in place). */
const cleanCommand = (rel: string) => `npm run photos -- add ${rel}`;

/** Why an alt text says nothing about the photo, or undefined when it may. */
export function altProblem(alt: string | undefined, name: string): string | undefined {
  const a = (alt ?? '').trim();
  if (!a || /^(…|\.\.\.)$/.test(a)) return 'alt text is empty: say what the photo shows';
  if (
    /^(IMG|DSC[NF]?|PXL|MVIMG|VID|PANO|DCIM|Screenshot|WhatsApp Image|Photo)[\s_-]*\d/i.test(a) ||
    /\.(jpe?g|png|heic|heif|webp|avif)$/i.test(a) ||
    a.toLowerCase() === name
  )
    return `alt text "${a}" is a file name: say what the photo shows`;
  if (/^(an? |the |una? |la |el )?(photo|image|picture|pic|foto|fotografía|imagen)s?( \d+)?\.?$/i.test(a))
    return `alt text "${a}" only says it is a picture: say what it shows`;
  if (/^(an? |the |una? )?(photo|image|picture|foto|fotografía|imagen) (of|de)\b/i.test(a))
    return `alt text "${a}" starts with "${a.split(/\s+(of|de)\b/i)[0]} ${/\bde\b/i.test(a) ? 'de' : 'of'}": a screen reader already says it is an image; start with what it shows`;
  return undefined;
}

const norm = (s: string | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const altAt = (u: PhotoUse) => ({ file: u.file, line: u.altAt?.line ?? u.line, column: u.altAt?.column ?? u.column });

/** Each use's own problems: a missing photo, its alt text, a photo too narrow for its slot. */
function perUseFindings(uses: PhotoUse[], site: SiteModel, widths: Map<string, { width: number; height: number }>) {
  const names = site.photos.map((p) => p.name);
  const out: Finding[] = [];
  for (const u of uses) {
    const at = { file: u.file, line: u.line, column: u.column };
    const size = widths.get(u.src);
    if (!size) {
      // A project's `photos` entry is the frontmatter check's to report.
      if (!u.altAt || u.file.endsWith('.mdx'))
        out.push({
          ...at,
          message: `no photo "${u.src}" in content/photos/${didYouMean(u.src, names)}`,
          fix: 'Bring the photo in with `npm run photos -- add FILE`, or correct the name.',
        });
      continue;
    }
    const problem = altProblem(u.alt, u.src);
    if (problem) out.push({ ...altAt(u), message: `${u.src}: ${problem}` });
    const min = PHOTO_SLOTS[u.slot].min;
    if (size.width < min)
      out.push({
        ...at,
        message: `photo ${u.src} is ${size.width} px wide; where this page shows it, it needs at least ${min} px`,
        fix: 'Use the original from the phone (not a thumbnail or a messenger copy), or a photo taken closer.',
      });
    if (u.social && (size.width < OG_PHOTO.width || size.height < OG_PHOTO.height))
      out.push({
        ...at,
        message: `photo ${u.src} is ${size.width}×${size.height} px; a page's first photo is its social image and needs at least ${OG_PHOTO.width}×${OG_PHOTO.height}`,
      });
  }
  return out;
}

/** Two photos of one page with the same alt text; a Spanish page with its English page's alt text. */
function pageAltFindings(uses: PhotoUse[], site: SiteModel) {
  const out: Finding[] = [];
  const byRoute = new Map<string, PhotoUse[]>();
  for (const u of uses) byRoute.set(u.route, [...(byRoute.get(u.route) ?? []), u]);
  for (const [route, list] of byRoute) {
    const seen = new Map<string, PhotoUse>();
    for (const u of list) {
      const key = norm(u.alt);
      if (!key) continue;
      const first = seen.get(key);
      if (first && first.src !== u.src)
        out.push({
          ...altAt(u),
          message: `${u.src}: same alt text as ${first.src} (line ${first.altAt?.line ?? first.line}); say what is different in this photo`,
        });
      else seen.set(key, u);
    }
    const english = langOfRoute(route) === 'es' ? site.pairs.get(route) : undefined;
    if (!english) continue;
    const englishAlts = new Map((byRoute.get(english) ?? []).map((e) => [norm(e.alt), e]));
    for (const u of list) {
      const twin = englishAlts.get(norm(u.alt));
      if (twin && norm(u.alt))
        out.push({
          ...altAt(u),
          message: `${u.src}: alt text is the English page's (${twin.file}); write it in Spanish`,
        });
    }
  }
  return out;
}

export const photosCheck: Check = {
  name: 'photos',
  title:
    'Job photos: no location or serial in an original, each photo there and wide enough, alt text that says what it shows',
  stage: 'source',
  messages: [
    {
      message:
        "photo content/photos/x.jpg has a GPS position (the customer's address); clean it: npm run photos -- add content/photos/x.jpg",
      fix: 'The command rewrites the file without its location and every other personal field, upright and at most ~3,000 px.',
    },
    {
      message:
        'photo content/photos/x.jpg carries personal fields (SerialNumber); clean it: npm run photos -- add content/photos/x.jpg',
      fix: 'Same command: nothing but the pixels is kept.',
    },
    {
      message: 'photo content/photos/x.jpg is 18.2 MB (over 15 MB): bring it in with npm run photos -- add',
      fix: 'The command caps the long side at about 3,000 px, which keeps a phone photo near 1–2 MB.',
    },
    {
      message: 'no photo "pier-instal" in content/photos/ (did you mean "pier-install"?)',
      fix: 'Bring the photo in with `npm run photos -- add FILE`, or correct the name.',
    },
    {
      message: 'photo x is 640 px wide; where this page shows it, it needs at least 800 px',
      fix: 'Use the original from the phone (not a thumbnail or a messenger copy).',
    },
    {
      message: 'x: alt text "IMG_2041" is a file name: say what the photo shows',
      fix: 'Write what someone who cannot see the photo needs: "Steel piers along the back wall, before the soil went back".',
    },
    {
      message: 'x: alt text "photo" only says it is a picture: say what it shows',
      fix: 'A screen reader already announces an image; the alt text says what is in it.',
    },
    {
      message: 'x: same alt text as y (line 12); say what is different in this photo',
      fix: 'Each photo of a page needs its own description.',
    },
    {
      message: "x: alt text is the English page's (pages/projects/x.mdx); write it in Spanish",
      fix: 'Alt text belongs to the page: a Spanish page describes its photos in Spanish.',
    },
  ],
  async run({ site, outlines }) {
    const out: Finding[] = [];
    const facts = await inPool(site.photos, 4, async (p) => ({
      p,
      facts: await originalFacts(p.file).catch(() => undefined),
    }));
    const sizes = new Map<string, { width: number; height: number }>();
    for (const { p, facts: f } of facts) {
      const at = { file: p.rel, line: 1, column: 1 };
      if (!f) {
        out.push({ ...at, message: `photo ${p.rel} cannot be read as an image: is it a photo file?` });
        continue;
      }
      sizes.set(p.name, f);
      if (f.gps)
        out.push({
          ...at,
          message: `photo ${p.rel} has a GPS position (the customer's address); clean it: ${cleanCommand(p.rel)}`,
        });
      else if (f.personal.length)
        out.push({
          ...at,
          message: `photo ${p.rel} carries personal fields (${f.personal.join(', ')}); clean it: ${cleanCommand(p.rel)}`,
        });
      if (p.bytes > MAX_ORIGINAL_BYTES)
        out.push({
          ...at,
          message: `photo ${p.rel} is ${(p.bytes / 1024 / 1024).toFixed(1)} MB (over 15 MB): bring it in with ${cleanCommand(p.rel)}`,
        });
    }
    const uses = photoUses(site, outlines);
    return [...out, ...perUseFindings(uses, site, sizes), ...pageAltFindings(uses, site)];
  },
};

/** Originals no page uses: a warning (they cost repository space, and nothing else). */
export function photoWarnings(site: SiteModel, outlines: Map<string, MdxOutline>): Finding[] {
  const used = new Set(photoUses(site, outlines).map((u) => u.src));
  return site.photos
    .filter((p) => !used.has(p.name))
    .map((p) => ({
      file: p.rel,
      line: 1,
      column: 1,
      message: `photo ${path.basename(p.rel)} is not used by any page; show it with <Photo src="${p.name}" alt="…" />, or delete it`,
    }));
}
