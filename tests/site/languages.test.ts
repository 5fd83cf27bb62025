// The site's two languages in a built copy of the site: a planted Spanish page under pages/es/ (stamped with
// `npm run translations -- --stamp`) is built at its /es route with <html lang="es">, every English page keeps
// <html lang="en">, and each built page says its language exactly once.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileForRoute, langOfRoute, routeFromHtmlFile } from '../../src/content/route-path.ts';
import { loadSite } from '../../src/content/model.ts';
import { parseHtml } from '../support/html.ts';
import { buildIn, copySite, tsxIn, type SiteCopy } from '../support/site-copy.ts';
import { plantedPage } from '../support/planted-page.ts';

let site: SiteCopy;
let build: ReturnType<typeof buildIn>;
let english: string;
const spanishRoute = '/es/prueba';

const html = (route: string) => fs.readFileSync(path.join(site.file('dist'), htmlFileForRoute(route)), 'utf8');
const tsx = (args: string[]) => tsxIn(site, args);

beforeAll(() => {
  site = copySite('languages-test-');
  english = loadSite(site.root).pages.find((p) => p.route !== '/' && !p.frontmatter.hidden)!.route;
  site.write('pages/es/prueba.mdx', plantedPage('prueba', 'Texto en español.', `translationOf: ${english}`));
  const stamped = tsx(['scripts/translations.ts', '--stamp', 'pages/es/prueba.mdx']);
  expect(stamped.status, stamped.stderr).toBe(0);
  build = buildIn(site);
}, 300_000);

afterAll(() => site?.remove());

describe('a built site with a Spanish page', () => {
  it('builds the Spanish page at its /es route', () => {
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    expect(fs.existsSync(path.join(site.file('dist'), htmlFileForRoute(spanishRoute)))).toBe(true);
  });

  it('gives every page one <html lang>, from its folder', () => {
    expect(parseHtml(html(spanishRoute)).documentElement.lang).toBe('es');
    expect(parseHtml(html(english)).documentElement.lang).toBe('en');
    const files = fs
      .readdirSync(site.file('dist'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html') && !f.startsWith('assets'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = fs.readFileSync(path.join(site.file('dist'), file), 'utf8');
      const tag = /<html\b[^>]*>/i.exec(text)?.[0] ?? '';
      expect(tag.match(/\blang=/g), `${file}: ${tag}`).toHaveLength(1);
      expect(tag, file).toContain(`lang="${langOfRoute(routeFromHtmlFile(file))}"`);
    }
  });
});
