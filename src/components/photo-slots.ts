// Where a job photo can sit on a page, and what the build makes for it there: for each slot the widths to encode
// (never wider than the original) and the `sizes` that match the layout, so a phone fetches a phone-sized file.
// The build's encoder (scripts/photos/) writes the same file names this module gives the <picture> markup.
// No Node and no zod here: the components import it, and so do the build and the checks.

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

/**
 * The slots. `widths`: what the build encodes (in CSS px × 1, 1.5, 2 or 3 of the slot's width on phones and wide
 * screens); `sizes`: the slot's width at each breakpoint, as laid out by the components that use it; `min`: the
 * narrowest original that still looks sharp there (the writers' gate reports a narrower one).
 */
export const PHOTO_SLOTS = {
  /** Across the text column (a <Photo>, a before/after pair, the top photo of a project): up to 768 px. */
  wide: { widths: [400, 640, 800, 1200, 1536], sizes: '(min-width: 48rem) 768px, calc(100vw - 2rem)', min: 800 },
  /** A gallery tile, a project card's picture: two columns on phones, three on wide screens. */
  tile: { widths: [250, 400, 560, 800], sizes: '(min-width: 48rem) 248px, calc(50vw - 1.5rem)', min: 400 },
  /** A gallery photo opened larger in its dialog: up to the screen's width. */
  large: { widths: [800, 1200, 1800, 2400], sizes: '(min-width: 80rem) 1200px, 94vw', min: 800 },
} as const;
export type PhotoSlot = keyof typeof PHOTO_SLOTS;

/** The social image (og:image) of a project page: a 1200×630 crop. */
export const OG_PHOTO = { width: 1200, height: 630 } as const;

/** One file the build makes from an original: a width and a format, or the social crop ("og"). */
export interface PhotoVariant {
  name: string;
  hash: string;
  width: number | 'og';
  format: PhotoFormat;
}

const EXT: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** The file's path under the built site: "assets/slab-crack-800.1a2b3c4d5e.avif" (hashed: cached for good). */
export function variantFile(v: PhotoVariant): string {
  return `assets/${v.name}-${v.width}.${v.hash}.${EXT[v.format]}`;
}

/** The variant a built file name stands for (the dev server serves them on request), or undefined. */
export function variantOfFile(file: string): PhotoVariant | undefined {
  const m = /^\/?assets\/([a-z0-9-]+)-(\d+|og)\.([0-9a-f]{10})\.(avif|webp|jpg)$/.exec(file);
  if (!m) return undefined;
  const format = (Object.keys(EXT) as PhotoFormat[]).find((f) => EXT[f] === m[4])!;
  return { name: m[1]!, width: m[2] === 'og' ? 'og' : Number(m[2]), hash: m[3]!, format };
}

/** The widths a slot gets from an original `width` px wide: the slot's widths up to it, and the original's own
 * width when it falls below the slot's largest. */
export function slotWidths(slot: PhotoSlot, width: number): number[] {
  const list: number[] = PHOTO_SLOTS[slot].widths.filter((w) => w <= width);
  if (width < PHOTO_SLOTS[slot].widths.at(-1)! && !list.includes(width)) list.push(width);
  return list;
}
