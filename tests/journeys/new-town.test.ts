// Person: the office manager, adding a town the company now serves.
// Steps: opens the browser editor (`npm run edit`) → the new-page form: the town's address under /service-areas/,
// a title, and the county (asked for: the site cannot know it) → the page is written → `npm run check` passes with
// only the warning that its Spanish page is still to write → the built site's area index, a neighbouring town's
// "Nearby areas we serve" and the sitemap list the new town.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editorJourney } from '../support/journey.ts';
import { tsxIn } from '../support/site-copy.ts';

const journey = editorJourney();

const route = '/service-areas/sugar-land-tx';
const file = `pages${route}.mdx`;

describe('the office manager adds a town', () => {
  it(
    'makes an area page in the editor that passes the check and is listed where towns are',
    { timeout: 900_000 },
    async () => {
      const { editor, page } = journey;
      await page.goto(editor.url);
      await page.getByLabel('Address (route)').fill(route);
      await page.getByLabel('Title (10–70 characters)').fill('Foundation Repair in Sugar Land, TX | Free Inspection');
      const options = page.getByRole('group', { name: /^Options for/ });
      await options.getByLabel(/^County/).waitFor({ timeout: 60_000 });
      await options.getByLabel(/^County/).fill('Fort Bend County');
      await page.getByRole('button', { name: 'Create the page' }).click();
      await page.waitForSelector('.findings [role=status]', { timeout: 120_000 });
      expect(await page.locator('.findings [role=status]').innerText()).toMatch(/^No problems found/);
      expect(fs.existsSync(editor.copy.file(file))).toBe(true);
      // The writers' gate: no problem, one warning, about the Spanish page to write.
      const check = tsxIn(editor.copy, ['scripts/check.ts']);
      const out = `${check.stdout}\n${check.stderr}`;
      expect(check.status, out).toBe(0);
      const warnings = out.split('\n').filter((l) => l.endsWith('(warning)'));
      expect(warnings, out).toHaveLength(1);
      expect(warnings[0]).toContain(file);
      expect(warnings[0]!.toLowerCase()).toContain('spanish');
      // Listed: the area index, a neighbouring town's "Nearby areas we serve" block, the sitemap.
      const built = (rel: string) => fs.readFileSync(editor.copy.file(`dist/${rel}`), 'utf8');
      const link = `href="${route}"`;
      expect(built('service-areas.html')).toContain(link);
      expect(built('sitemap.xml')).toContain(route);
      const nearby = (html: string) =>
        /<section[^>]*data-testid="service-areas"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
      const neighbours = fs
        .readdirSync(editor.copy.file('dist/service-areas'))
        .filter((f) => f.endsWith('.html') && f !== 'sugar-land-tx.html')
        .filter((f) => nearby(built(`service-areas/${f}`)).includes(link));
      expect(neighbours.length).toBeGreaterThan(0);
    },
  );
});
