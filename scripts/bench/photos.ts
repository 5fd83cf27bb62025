// The photos part of `npm run bench`: 100 (BENCH_PHOTOS) phone-size photos, 4032×3024 JPEGs drawn here with sharp
// (smooth colour fields with grain, each different, so the encoders have real work), shown by one page as
// <Photo>s across the text column in a copy of the site. Nothing is committed: the photos live in the copy.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The size of a 12-megapixel phone photo (iPhone, Pixel). */
export const PHONE_PHOTO = { width: 4032, height: 3024 };

/** Fine grain, made once and tiled over every photo (noise at 12 megapixels takes seconds a photo). */
let grain: Promise<Buffer> | undefined;

/** A project page in `dir`: a real project's frontmatter made unique, `project` lines in place of its drawings. */
export function writeProjectPage(dir: string, slug: string, title: string, project: string, body = ''): string {
  const source = fs.readFileSync(path.join(dir, 'pages/projects/alvin-drought-slab-repair.mdx'), 'utf8');
  const frontmatter = source
    .slice(0, source.indexOf('\n---', 4))
    .replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`)
    .replace(
      /^description: .*$/m,
      `description: ${JSON.stringify(`${title}: the dropped front corner, the piers and the level floor, in the crew's own pictures.`)}`,
    )
    .replace(/^label: .*$/m, `label: ${JSON.stringify(title)}`)
    .replace(/^ {2}before: .*\n {2}after: .*$/m, project.trimEnd());
  const file = path.join(dir, `pages/projects/${slug}.mdx`);
  fs.writeFileSync(
    file,
    `${frontmatter}\n---\n\n## How we fixed it\n\nNine pressed pilings along the front corner.\n${body}`,
  );
  return `/projects/${slug}`;
}

/** The job photos of the eight-photo project page: name and alt text, before and after first. */
export const JOB_PHOTOS = [
  ['corner-crack-before', 'The front corner of the slab, cracked and dropped below the brick line'],
  ['corner-level-after', 'The same corner back at the brick line after the piers'],
  ['pier-hole-front-corner', 'A pier hole dug beside the front corner, the footing visible at its bottom'],
  ['pilings-pressed', 'Concrete cylinders stacked in the hole and pressed down by the hydraulic ram'],
  ['ram-gauge', 'The ram gauge reading refusal pressure on the fourth piling'],
  ['brick-crack-garage', 'The crack in the brick over the garage door before the lift'],
  ['brick-repointed', 'The same brick over the garage repointed after the lift'],
  ['soil-back-in', 'The front bed with the soil packed back and the mulch spread'],
] as const;

/**
 * The eight-photo project page and the same project without photos (its drawings): before/after as a comparison,
 * five in the `photos` list (the first at the top), the last one in the MDX as a <Photo>. Returns both routes.
 */
export function writePhotoProjects(dir: string): { route: string; plainRoute: string } {
  const [before, after, ...rest] = JOB_PHOTOS;
  const [mdxName, mdxAlt] = rest.at(-1)!;
  const list = rest
    .slice(0, -1)
    .map(([src, alt]) => `    - src: ${src}\n      alt: ${alt}`)
    .join('\n');
  const route = writeProjectPage(
    dir,
    'photo-job',
    'Slab Repair in Alvin, in Photos',
    `  before: ${before[0]}\n  beforeAlt: ${before[1]}\n  after: ${after[0]}\n  afterAlt: ${after[1]}\n  photos:\n${list}`,
    `\n<Photo src="${mdxName}" alt="${mdxAlt}" caption="The last afternoon" />\n`,
  );
  const plainRoute = writeProjectPage(
    dir,
    'plain-job',
    'Slab Repair in Alvin, Without Photos',
    '  before: slab-before\n  after: slab-after',
  );
  return { route, plainRoute };
}

/** One photo: a small random field blown up to phone size (soft shapes), with fine grain on top. */
export async function phonePhoto(file: string) {
  const { width, height } = PHONE_PHOTO;
  grain ??= sharp({
    create: {
      width: 512,
      height: 512,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 8 },
    },
  })
    .png()
    .toBuffer();
  const field = await sharp({
    create: {
      width: 63,
      height: 47,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  await sharp(field)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: await grain, tile: true, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(file);
}

/**
 * Writes `count` photos into `dir`'s content/photos/ and a page showing them all; returns the photos' bytes. With
 * `photos: false`, the same page with a line of text in place of each photo and no photo (the reference copy).
 */
export async function addBenchPhotos(dir: string, count: number, { photos: withPhotos = true } = {}): Promise<number> {
  const photos = path.join(dir, 'content/photos');
  const names = Array.from({ length: count }, (_, i) => `bench-photo-${String(i + 1).padStart(3, '0')}`);
  fs.mkdirSync(photos, { recursive: true });
  // Two at a time: sharp uses every core for each.
  if (withPhotos)
    for (let i = 0; i < names.length; i += 2)
      await Promise.all(names.slice(i, i + 2).map((n) => phonePhoto(path.join(photos, `${n}.jpg`))));
  const source = fs.readFileSync(path.join(dir, 'pages/warranty.mdx'), 'utf8');
  const frontmatter = source
    .slice(0, source.indexOf('\n---', 4) + 4)
    .replace(/^title: .*$/m, 'title: Benchmark photo page')
    .replace(
      /^description: .*$/m,
      `description: A page of ${count} phone photos for the build benchmark, each shown across the column.`,
    )
    .replace(/^label: .*$/m, 'label: Benchmark photos')
    .replace(/^translations?: .*$/m, '');
  const alt = (i: number) => `Benchmark photo number ${i + 1} of a job site`;
  const body = names.map((n, i) => (withPhotos ? `<Photo src="${n}" alt="${alt(i)}" />` : `${alt(i)}.`)).join('\n\n');
  fs.writeFileSync(path.join(dir, 'pages/bench-photos.mdx'), `${frontmatter}\n\n## Benchmark photos\n\n${body}\n`);
  return withPhotos ? names.reduce((sum, n) => sum + fs.statSync(path.join(photos, `${n}.jpg`)).size, 0) : 0;
}
