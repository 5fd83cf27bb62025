// Images a page shows (Markdown `![alt](/images/x.jpg)`, `<img src="…">` or a component's `src`) must be files in
// public/: a missing one is a broken image on the live page. Runs on the source, so it reports on a page even when
// that page did not build. A `<Photo src="name">` names a job photo in content/photos/, not a file: the photos check
// (photos.ts) reports on those.
import fs from 'node:fs';
import path from 'node:path';
import { closest, type Finding } from '../../src/content/findings.ts';
import type { Check } from './check.ts';

/** Every file under public/, as the site serves it ("/images/x.jpg"). */
function publicFiles(root: string): string[] {
  const dir = path.join(root, 'public');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => '/' + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

export const imagesCheck: Check = {
  name: 'images',
  title: 'Images a page shows exist in public/',
  stage: 'source',
  messages: [
    {
      message: 'image /images/porch.jpg: no such file in public/ (did you mean /images/porch.jpeg?)',
      fix: 'Put the image in public/ (public/images/porch.jpg is shown at /images/porch.jpg), or correct the path.',
    },
    {
      message: 'image porch-crack: a job photo is shown with <Photo src="porch-crack" alt="…" />, not as a file',
      fix: 'Write the photo as the line `npm run photos -- add` printed, with alt text saying what it shows.',
    },
    {
      message: 'image images/porch.jpg: write the path from the site root: /images/porch.jpg',
      fix: 'A path without the leading "/" depends on the page\'s address; start it with "/".',
    },
  ],
  run({ site, outlines }) {
    const files = publicFiles(site.root);
    const known = new Set(files);
    const photoNames = new Set(site.photos.map((p) => p.name));
    const out: Finding[] = [];
    for (const page of site.files) {
      const outline = outlines.get(page.rel);
      const photoSrcs = new Set(
        (outline?.components ?? [])
          .filter((c) => c.name === 'Photo')
          .flatMap((c) => c.attributes.filter((a) => a.name === 'src').map((a) => `${a.line}:${String(a.value)}`)),
      );
      for (const img of outline?.images ?? []) {
        if (photoSrcs.has(`${img.line}:${img.src}`)) continue;
        const src = img.src.split(/[?#]/)[0]!;
        if (!src || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) continue;
        const at = { file: page.rel, line: img.line, column: img.column };
        if (photoNames.has(src))
          out.push({
            ...at,
            message: `image ${src}: a job photo is shown with <Photo src="${src}" alt="…" />, not as a file`,
          });
        else if (!src.startsWith('/'))
          out.push({ ...at, message: `image ${src}: write the path from the site root: /${src}` });
        else if (!known.has(decodeURI(src))) {
          const hint = closest(src, files);
          out.push({
            ...at,
            message: `image ${src}: no such file in public/${hint ? ` (did you mean ${hint}?)` : ''}`,
          });
        }
      }
    }
    return out;
  },
};
