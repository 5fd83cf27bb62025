// Drafts and scheduled articles in a real production build (a temporary copy of the site, built as of a fixed
// SITE_BUILD_DATE): a draft, an article dated the day after and a project draft leave no page, and no built page,
// list, tag page, related block, the feed or sitemap.xml mentions them. The article dated that very day is in.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { loadSite } from '../../src/content/model.ts';
import { FEED_PATH, tagRoute } from '../../src/content/collections.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';
import { buildEnv } from '../support/build-env.ts';

const today = '2030-06-15';
const draft = '/articles/zz-draft-article';
const scheduled = '/articles/zz-scheduled-article';
const dueToday = '/articles/zz-due-today-article';
const draftProject = '/projects/zz-draft-project';

const site = loadSite();
const article = site.pages.find((p) => p.frontmatter.article)!;
const project = site.pages.find((p) => p.frontmatter.project)!;
const withDate = (date: string, extra = '') =>
  article.source.replace(/\n {2}date: .*\n/, `\n  date: ${date}\n${extra}`);

let copy: SiteCopy;
let build: ReturnType<typeof spawnSync>;
const dist = () => copy.file('dist');
/** Every file the build wrote that a visitor or a crawler reads: pages, the feed, the sitemap. */
function builtTexts(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== 'assets') walk(full);
      else if (/\.(html|xml)$/.test(e.name))
        out.push({ file: path.relative(dist(), full), text: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(dist());
  return out;
}

beforeAll(() => {
  copy = copySite('collection-drafts-');
  copy.write(`pages${draft}.mdx`, withDate('2024-01-01', '  draft: true\n'));
  copy.write(`pages${scheduled}.mdx`, withDate('2030-06-16'));
  copy.write(`pages${dueToday}.mdx`, withDate(today));
  copy.write(`pages${draftProject}.mdx`, project.source.replace(/\n {2}year: /, '\n  draft: true\n  year: '));
  build = spawnSync(process.execPath, [copy.file('node_modules/vite-react-ssg/bin/vite-react-ssg.js'), 'build'], {
    cwd: copy.root,
    encoding: 'utf8',
    env: buildEnv({ OUT_DIR: copy.file('dist'), SITE_BUILD_DATE: today, NO_COLOR: '1' }),
  });
}, 300_000);

afterAll(() => copy?.remove());

describe(`a production build as of ${today}`, () => {
  it('builds, with a page for the article dated that day and none for the draft, the scheduled one or the draft project', () => {
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    expect(fs.existsSync(path.join(dist(), htmlFileForRoute(dueToday)))).toBe(true);
    for (const route of [draft, scheduled, draftProject])
      expect(fs.existsSync(path.join(dist(), htmlFileForRoute(route))), route).toBe(false);
  });

  it('no page, list, tag page, related block, the feed or the sitemap mentions them; the one due today is listed', () => {
    const texts = builtTexts();
    for (const route of [draft, scheduled, draftProject])
      expect(
        texts.filter((t) => t.text.includes(`${route}"`) || t.text.includes(`${route}<`)).map((t) => t.file),
        route,
      ).toEqual([]);
    const text = (rel: string) => texts.find((t) => t.file === rel)?.text ?? '';
    expect(text(FEED_PATH.slice(1))).toContain(`${dueToday}</link>`);
    expect(text('sitemap.xml')).toContain(`${dueToday}</loc>`);
    expect(text('articles.html')).toContain(`href="${dueToday}"`);
    expect(text(htmlFileForRoute(tagRoute(article.frontmatter.article!.tags[0]!)))).toContain(`href="${dueToday}"`);
  });
});
