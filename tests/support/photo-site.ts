// A throw-away copy of the site with a project page that has job photos, made the way a writer would: phone
// pictures (tests/support/photos.ts) brought in with `npm run photos -- add`'s own function, plus two originals
// dropped into content/photos/ as they came off a phone (a sideways JPEG with a GPS position and a HEIC), which the
// build must still serve upright and clean. The site tests and the browser tests use it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addPhoto } from '../../scripts/photos/commands.ts';
import { JOB_PHOTOS, writePhotoProjects } from '../../scripts/bench/photos.ts';
import { copySite, type SiteCopy } from './site-copy.ts';
import { writePhoneHeic, writePhoneJpeg } from './photos.ts';

export interface PhotoSite {
  copy: SiteCopy;
  /** The project page with photos, and the same project without them. */
  route: string;
  plainRoute: string;
  /** The photo names, in the order the page shows them: before, after, then the `photos` list. */
  names: string[];
  /** An article whose hero is one of the photos (instead of its drawing). */
  article: { route: string; photo: string };
}

export async function photoSite({ width = 2400, height = 1800 } = {}): Promise<PhotoSite> {
  const copy = copySite('photo-site-');
  const phone = fs.mkdtempSync(path.join(os.tmpdir(), 'phone-'));
  // Straight off a phone, into content/photos/ without the import: sideways with a location, and a HEIC.
  await writePhoneJpeg(copy.file(`content/photos/${JOB_PHOTOS[0][0]}.jpg`), {
    width,
    height,
    orientation: 6,
    gps: true,
  });
  await writePhoneHeic(copy.file(`content/photos/${JOB_PHOTOS[1][0]}.heic`), { width, height, gps: true });
  for (const [name] of JOB_PHOTOS.slice(2))
    await addPhoto(
      copy.root,
      await writePhoneJpeg(path.join(phone, `IMG_${name.length}.jpg`), { width, height, orientation: 6, gps: true }),
      name,
    );
  fs.rmSync(phone, { recursive: true, force: true });
  const names = JOB_PHOTOS.map(([n]) => n);
  const { route, plainRoute } = writePhotoProjects(copy.root);
  const [photo, alt] = JOB_PHOTOS[3];
  copy.edit('pages/articles/clay-soil-and-drainage.mdx', /^ {2}hero: .*$/m, `  hero: ${photo}\n  heroAlt: ${alt}`);
  return { copy, route, plainRoute, names, article: { route: '/articles/clay-soil-and-drainage', photo } };
}
