// Journey: a writer publishes job photos, as CONTENT.md "Photos" says.
// Person: someone at the company with two photos from a job on their phone, who edits Markdown and nothing else.
// Steps:
//   1. `npm run photos -- add` two phone photos: a JPEG stored sideways (EXIF orientation) and a HEIC, both with
//      the house's GPS position. It prints one `<Photo src="…" alt="" />` line for each.
//   2. Pastes the two lines into a project page with alt text that says what each shows, and into that page's new
//      Spanish translation with Spanish alt text (stamped with `npm run translations -- --stamp`).
//   3. `npm run check`: exits 0 with no finding and no warning.
//   4. `npm run review`: lists both pages, with screenshots that show the photos.
//   5. The built pages, served as `npm start` serves them, show the photos: upright, with no location left in them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { commitSite, copySite, reviewCacheDir, tsxIn, type SiteCopy } from '../support/site-copy.ts';
import { isUpright, writePhoneHeic, writePhoneJpeg } from '../support/photos.ts';
import { parseHtml } from '../support/html.ts';
import { loadSite } from '../../src/content/model.ts';
import { screenshotStem } from '../../scripts/checks/report.ts';
import { createSiteServer, defaultServerLimits } from '../../scripts/server/site-server.ts';

let copy: SiteCopy | undefined;
const phone = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-phone-'));
afterAll(() => {
  copy?.remove();
  fs.rmSync(phone, { recursive: true, force: true });
});

const finding = /^[\w./-]+:\d+:\d+ /;

/** Pixels of a screenshot that are the test photos' red (their top half; the placeholder is a blurred red too). */
async function redPixels(file: string): Promise<number> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i]! > 170 && data[i + 1]! < 90 && data[i + 2]! < 90) n++;
  return n;
}

describe('a writer adds job photos to a project page and its Spanish translation', () => {
  it('brings them in, pastes the printed lines, and the gate, the review and the served pages all agree', async () => {
    copy = copySite('journey-photos-');
    const c = copy;
    // The site before the photos: the commit the review test reviews against too, so its build is made once a run.
    const base = commitSite(c);

    // 1. Two photos off a phone, brought in with the real command.
    const jpeg = await writePhoneJpeg(path.join(phone, 'IMG_4021.jpg'), {
      width: 2400,
      height: 1800,
      orientation: 6,
      gps: true,
    });
    const heic = await writePhoneHeic(path.join(phone, 'IMG_4022.heic'), { width: 2400, height: 1800, gps: true });
    const added = tsxIn(c, ['scripts/photos.ts', 'add', jpeg, heic]);
    expect(added.status, added.stderr).toBe(0);
    const lines = [...added.stdout.matchAll(/<Photo src="([^"]+)" alt="" \/>/g)];
    expect(lines, added.stdout).toHaveLength(2);
    const names = lines.map((m) => m[1]!);

    // 2. Pasted with alt text into a project page, and into its new Spanish translation with Spanish alt text.
    const site = loadSite(c.root);
    const project = site.pages.find((p) => p.frontmatter.project && !site.pairs.has(p.route))!;
    const heading = /^## .*$/m.exec(project.body)![0];
    const englishAlt = [
      'The cracked brick over the garage door before the repair',
      'Pressed pilings along the garage wall',
    ];
    const spanishAlt = [
      'El ladrillo agrietado sobre la puerta del garaje antes de la reparación',
      'Pilotes prensados a lo largo de la pared del garaje',
    ];
    const pasted = (alts: string[]) => lines.map((m, i) => m[0].replace('alt=""', `alt="${alts[i]}"`)).join('\n\n');
    c.edit(project.rel, heading, `${heading}\n\n${pasted(englishAlt)}`);
    const slug = project.route.split('/').pop()!;
    const spanishRel = `pages/es/proyectos/${slug}.mdx`;
    c.write(
      spanishRel,
      [
        '---',
        'title: Reparación de cimientos en una casa de la zona | Proyecto',
        'description: Cómo reparamos los cimientos de esta casa, con fotos del trabajo antes y después, paso a paso y sin sorpresas.',
        'keywords: [reparación de cimientos, fotos del proyecto]',
        'label: Proyecto de reparación',
        'summary: Las fotos del trabajo en esta casa.',
        `translationOf: ${project.route}`,
        'sourceHash: "000000000000"',
        '---',
        '',
        '# Reparación de cimientos en esta casa',
        '',
        '## Cómo lo reparamos',
        '',
        pasted(spanishAlt),
        '',
        'Instalamos pilotes de concreto prensados y nivelamos la casa poco a poco.',
        '',
      ].join('\n'),
    );
    const stamped = tsxIn(c, ['scripts/translations.ts', '--stamp', spanishRel]);
    expect(stamped.status, `${stamped.stdout}\n${stamped.stderr}`).toBe(0);
    const spanishRoute = loadSite(c.root).files.find((f) => f.rel === spanishRel)!.route;

    // 3. The writers' gate: nothing to say.
    const check = tsxIn(c, ['scripts/check.ts'], { GITHUB_ACTIONS: '' });
    const checkOutput = `${check.stdout}\n${check.stderr}`;
    expect(check.status, checkOutput).toBe(0);
    expect(
      checkOutput.split('\n').filter((l) => finding.test(l)),
      checkOutput,
    ).toEqual([]);
    expect(checkOutput).toMatch(/npm run check: no problems in /);

    // 4. The review lists both pages, with screenshots showing the photos.
    const review = tsxIn(c, ['scripts/review.ts', '--base', base, '--cache-dir', reviewCacheDir(c)], {
      GITHUB_ACTIONS: '',
    });
    const reviewOutput = `${review.stdout}\n${review.stderr}`;
    expect(review.status, reviewOutput).toBe(0);
    const out = c.file('.tmp/review');
    const summary = fs.readFileSync(path.join(out, 'summary.md'), 'utf8');
    for (const route of [project.route, spanishRoute]) expect(summary, route).toContain(`\`${route}\``);
    for (const width of [390, 1280]) {
      const after = (route: string) => path.join(out, `${screenshotStem(route)}-${width}-after.png`);
      const before = await redPixels(path.join(out, `${screenshotStem(project.route)}-${width}-before.png`));
      expect(await redPixels(after(project.route)), `${project.route} at ${width}`).toBeGreaterThan(before + 2000);
      expect(await redPixels(after(spanishRoute)), `${spanishRoute} at ${width}`).toBeGreaterThan(2000);
    }

    // 5. The built pages, served: each shows both photos, upright and with no metadata.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-photos-data-'));
    // Idle connections kept a minute: on a busy machine the client, not the server, is the one to let them go.
    const serverLimits = { ...defaultServerLimits, keepAliveTimeoutMs: 60_000, idleTimeoutMs: 120_000 };
    const server = createSiteServer({ dir: c.file('dist'), dataDir, serverLimits });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const [route, alts] of [
        [project.route, englishAlt],
        [spanishRoute, spanishAlt],
      ] as const) {
        const res = await fetch(origin + route);
        expect(res.status, route).toBe(200);
        const doc = parseHtml(await res.text());
        for (const [i, name] of names.entries()) {
          const img = doc.querySelector<HTMLImageElement>(`img[data-photo="${name}"]`);
          expect(img, `${route}: ${name}`).not.toBeNull();
          expect(img!.getAttribute('alt')).toBe(alts[i]);
          const file = await fetch(origin + img!.getAttribute('src')!);
          expect(file.status, img!.getAttribute('src')!).toBe(200);
          expect(file.headers.get('content-type')).toMatch(/^image\/jpeg/);
          const bytes = Buffer.from(await file.arrayBuffer());
          expect(await isUpright(bytes), `${name} upright`).toBe(true);
          const meta = await sharp(bytes).metadata();
          expect(meta.exif, `${name} carries no EXIF (no GPS)`).toBeUndefined();
        }
      }
    } finally {
      await new Promise((r) => server.close(r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 1_500_000);
});
