// Counts on the built pages follow the plural rules: a count of 1 never takes the other form ("All 1 projects with this
// service"), and the related blocks' "all projects" links say their count in the right form. The forms are read from
// content/ui.<lang>.yaml.
import { describe, expect, inject, it } from 'vitest';
import { siteData } from '../../src/content/model.ts';
import fs from 'node:fs';
import path from 'node:path';
import { htmlFileForRoute, langOfRoute } from '../../src/content/route-path.ts';
import { parseHtml } from '../support/html.ts';
import { site } from '../support/content.ts';

const ui = { en: siteData('ui.en'), es: siteData('ui.es') };
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const pages = site.pages.filter((p) => site.routes.has(p.route));

/** Each counted text's other form for 1, as a pattern ("All 1 projects with this service"). */
function wrongForms(lang: 'en' | 'es') {
  const w = ui[lang];
  return [w.related.allProjectsIn, w.related.allProjectsWithService, w.lists.seeAll, w.blocks.siteIndex.found].map(
    (forms) =>
      new RegExp(
        forms.other
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace('{count}', '1')
          .replace(/\{\w+\}/g, '.+'),
      ),
  );
}

describe('counts on the built pages', () => {
  it('a related block with one project says it in the one form; none says "1 projects"', () => {
    let checked = 0;
    for (const p of pages) {
      const lang = langOfRoute(p.route);
      const html = fs.readFileSync(path.join(inject('dist'), htmlFileForRoute(p.route)), 'utf8');
      // The text without its tags (parsing every page with jsdom is slow): enough to look for a wrong form.
      const text = norm(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '));
      for (const wrong of wrongForms(lang)) expect(text, p.route).not.toMatch(wrong);
      if (!html.includes('data-testid="related-projects"')) continue;
      const block = parseHtml(html).querySelector('[data-testid="related-projects"]')!;
      const cards = block.querySelectorAll('li').length;
      const link = norm([...block.querySelectorAll('a')].at(-1)?.textContent);
      const w = ui[lang].related;
      const forms = [w.allProjectsIn, w.allProjectsWithService];
      const count = Number(/\d+/.exec(link)?.[0]);
      expect(count, p.route).toBeGreaterThanOrEqual(cards);
      const form = forms.find((f) =>
        new RegExp(
          `^${(count === 1 ? f.one : f.other).replace('{count}', String(count)).replace(/\{\w+\}/g, '.+')}$`,
        ).test(link),
      );
      expect(form, `${p.route}: "${link}"`).toBeDefined();
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }, 300_000);
});
