// A throw-away copy of the site with a project page that has job photos, made the way a writer would: phone
// pictures (tests/support/photos.ts) brought in with `npm run photos -- add`'s own function, plus two originals
// dropped into content/photos/ as they came off a phone (a sideways JPEG with a GPS position and a HEIC), which the
// build must still serve upright and clean. The site tests, the browser tests and the photo measurement use it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addPhoto } from '../../scripts/photos/commands.ts';
import { copySite, type SiteCopy } from './site-copy.ts';
import { writePhoneHeic, writePhoneJpeg } from './photos.ts';

export interface PhotoSite {
  copy: SiteCopy;
  /** The project page with photos, and the same project without them. */
  route: string;
  plainRoute: string;
  /** The photo names, in the order the page shows them: before, after, then the `photos` list. */
  names: string[];
  /** The originals' bytes on disk. */
  originalBytes: number;
}

/** The project page's frontmatter: a real project's, made unique, with `extra` in its project block. */
function projectPage(copy: SiteCopy, slug: string, title: string, extra: string, body = ''): string {
  const source = copy.read('pages/projects/alvin-drought-slab-repair.mdx');
  const end = source.indexOf('\n---', 4);
  const frontmatter = source
    .slice(0, end)
    .replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`)
    .replace(
      /^description: .*$/m,
      `description: ${JSON.stringify(`${title}: the dropped front corner, the piers and the level floor, in the crew's own pictures.`)}`,
    )
    .replace(/^label: .*$/m, `label: ${JSON.stringify(title)}`)
    .replace(/^ {2}before: .*\n {2}after: .*$/m, extra.trimEnd());
  copy.write(
    `pages/projects/${slug}.mdx`,
    `${frontmatter}\n---\n\n## How we fixed it\n\nNine pressed pilings along the front corner.\n${body}`,
  );
  return `/projects/${slug}`;
}

/** Alt texts of the gallery photos, each its own. */
const GALLERY = [
  ['pier-hole-front-corner', 'A pier hole dug beside the front corner, the footing visible at its bottom'],
  ['pilings-pressed', 'Concrete cylinders stacked in the hole and pressed down by the hydraulic ram'],
  ['ram-gauge', 'The ram gauge reading refusal pressure on the fourth piling'],
  ['brick-crack-garage', 'The crack in the brick over the garage door before the lift'],
  ['brick-repointed', 'The same brick over the garage repointed after the lift'],
  ['soil-back-in', 'The front bed with the soil packed back and the mulch spread'],
] as const;

export async function photoSite({ width = 2400, height = 1800 } = {}): Promise<PhotoSite> {
  const copy = copySite('photo-site-');
  const phone = fs.mkdtempSync(path.join(os.tmpdir(), 'phone-'));
  // Straight off a phone, into content/photos/ without the import: sideways with a location, and a HEIC.
  await writePhoneJpeg(copy.file('content/photos/corner-crack-before.jpg'), {
    width,
    height,
    orientation: 6,
    gps: true,
  });
  await writePhoneHeic(copy.file('content/photos/corner-level-after.heic'), { width, height, gps: true });
  for (const [name] of GALLERY)
    await addPhoto(
      copy.root,
      await writePhoneJpeg(path.join(phone, `IMG_${name.length}.jpg`), { width, height, orientation: 6, gps: true }),
      name,
    );
  fs.rmSync(phone, { recursive: true, force: true });
  const names = ['corner-crack-before', 'corner-level-after', ...GALLERY.map(([n]) => n)];
  // The last one is shown by the page's MDX (<Photo>), the others by the project's `photos` list.
  const [mdxName, mdxAlt] = GALLERY.at(-1)!;
  const photos = GALLERY.slice(0, -1)
    .map(([src, alt]) => `    - src: ${src}\n      alt: ${alt}`)
    .join('\n');
  const route = projectPage(
    copy,
    'photo-job',
    'Slab Repair in Alvin, in Photos',
    `  before: corner-crack-before\n  beforeAlt: The front corner of the slab, cracked and dropped below the brick line\n  after: corner-level-after\n  afterAlt: The same corner back at the brick line after the piers\n  photos:\n${photos}`,
    `\n<Photo src="${mdxName}" alt="${mdxAlt}" caption="The last afternoon" />\n`,
  );
  const plainRoute = projectPage(
    copy,
    'plain-job',
    'Slab Repair in Alvin, Without Photos',
    '  before: slab-before\n  after: slab-after',
  );
  const originalBytes = fs
    .readdirSync(copy.file('content/photos'))
    .filter((f) => f !== 'README.md')
    .reduce((sum, f) => sum + fs.statSync(copy.file(`content/photos/${f}`)).size, 0);
  return { copy, route, plainRoute, names, originalBytes };
}
