// The site's two languages in a built copy of the site with a few planted Spanish pages (stamped with
// `npm run translations -- --stamp`): the Spanish home page, the translation of a service page and the Spanish
// not-found page. Each page says its language once in <html lang>; translated pages (and only they) carry
// reciprocal hreflang alternates (en, es, x-default, fully qualified), og:locale and its alternate, sitemap.xml's
// xhtml:link pairs and a language switch; the Spanish chrome and menus are Spanish (words read from
// content/ui.es.yaml); an unknown /es/… path answers with the Spanish not-found page.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileForRoute, isChildOf, langOfRoute, routeFromHtmlFile } from '../../src/content/route-path.ts';
import { loadSite, siteData } from '../../src/content/model.ts';
import { createStaticServer } from '../../scripts/server/static-server.ts';
import { parseHtml } from '../support/html.ts';
import { buildIn, copySite, tsxIn, type SiteCopy } from '../support/site-copy.ts';
import { plantedPage } from '../support/planted-page.ts';

let site: SiteCopy;
let build: ReturnType<typeof buildIn>;
/** The English service page translated by the planted /es/prueba, and a service page with no translation. */
let service: string;
let untranslated: string;
let siteUrl: string;
const spanishRoute = '/es/prueba';
const es = siteData('ui.es');
const en = siteData('ui.en');

const html = (route: string) => fs.readFileSync(path.join(site.file('dist'), htmlFileForRoute(route)), 'utf8');
const doc = (route: string) => parseHtml(html(route));
const alternates = (route: string) =>
  [...doc(route).querySelectorAll('link[rel="alternate"][hreflang]')].map(
    (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
  );

beforeAll(() => {
  site = copySite('languages-test-');
  // The site's own Spanish pages go: the copy holds only the planted ones, so which page is translated is known.
  fs.rmSync(site.file('pages/es'), { recursive: true, force: true });
  const model = loadSite(site.root);
  siteUrl = model.business!.siteUrl;
  const services = model.pages.filter((p) => isChildOf(p.route, '/services') && !p.frontmatter.hidden);
  service = services[0]!.route;
  untranslated = services[1]!.route;
  const plant = (file: string, name: string, english: string, extra = '') =>
    site.write(file, plantedPage(name, `Texto en español de ${name}.`, `translationOf: ${english}${extra}`, 'es'));
  plant('pages/es/index.mdx', 'inicio', '/', '\nlabel: Inicio');
  plant('pages/es/prueba.mdx', 'prueba', service, '\nlabel: Servicio de prueba');
  plant('pages/es/404.mdx', 'no-encontrada', '/404', '\nhidden: true');
  const stamped = tsxIn(site, [
    'scripts/translations.ts',
    '--stamp',
    'pages/es/index.mdx',
    'pages/es/prueba.mdx',
    'pages/es/404.mdx',
  ]);
  expect(stamped.status, stamped.stderr).toBe(0);
  build = buildIn(site);
}, 300_000);

afterAll(() => site?.remove());

describe('a built site with Spanish pages', () => {
  it('builds the Spanish pages at their /es routes', () => {
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    for (const route of ['/es', spanishRoute, '/es/404'])
      expect(fs.existsSync(path.join(site.file('dist'), htmlFileForRoute(route))), route).toBe(true);
  });

  it('gives every page one <html lang>, from its folder', () => {
    expect(doc(spanishRoute).documentElement.lang).toBe('es');
    expect(doc(service).documentElement.lang).toBe('en');
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

  it('links a translated page and its pair both ways with hreflang en, es and x-default; others have none', () => {
    const pair = [`en ${siteUrl}${service}`, `es ${siteUrl}${spanishRoute}`, `x-default ${siteUrl}${service}`];
    expect(alternates(service)).toEqual(pair);
    expect(alternates(spanishRoute)).toEqual(pair);
    expect(alternates('/')).toEqual([`en ${siteUrl}/`, `es ${siteUrl}/es`, `x-default ${siteUrl}/`]);
    expect(alternates(untranslated)).toEqual([]);
    const locale = (route: string) =>
      [...doc(route).querySelectorAll('meta[property^="og:locale"]')].map(
        (m) => `${m.getAttribute('property')}=${m.getAttribute('content')}`,
      );
    expect(locale(spanishRoute)).toEqual(['og:locale=es_US', 'og:locale:alternate=en_US']);
    expect(locale(service)).toEqual(['og:locale=en_US', 'og:locale:alternate=es_US']);
    expect(locale(untranslated)).toEqual(['og:locale=en_US']);
  });

  it('lists the same pairs as xhtml:link alternates in sitemap.xml, and no hidden page', () => {
    const xml = fs.readFileSync(site.file('dist/sitemap.xml'), 'utf8');
    const entry = (route: string) =>
      new RegExp(`<url>\\n    <loc>${siteUrl}${route}</loc>[\\s\\S]*?</url>`).exec(xml)?.[0] ?? '';
    for (const route of [service, spanishRoute]) {
      expect(entry(route), route).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}${service}"/>`);
      expect(entry(route)).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${siteUrl}${spanishRoute}"/>`);
      expect(entry(route)).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${service}"/>`);
    }
    expect(entry(untranslated)).not.toContain('xhtml:link');
    expect(xml).not.toContain('/es/404');
  });

  it('offers a language switch (a real link) only on pages with a counterpart', () => {
    const switchOf = (route: string) => doc(route).querySelector('a[data-language-switch]');
    expect(switchOf(service)?.getAttribute('href')).toBe(spanishRoute);
    expect(switchOf(service)?.textContent).toBe(en.language.switchTo);
    expect(switchOf(service)?.getAttribute('lang')).toBe('es');
    expect(switchOf(spanishRoute)?.getAttribute('href')).toBe(service);
    expect(switchOf(spanishRoute)?.textContent).toBe(es.language.switchTo);
    expect(switchOf(untranslated)).toBeNull();
    // The not-found pages are a pair, but hidden: a visitor at an unknown address gets no switch to the other one.
    expect(switchOf('/404')).toBeNull();
    expect(switchOf('/es/404')).toBeNull();
  });

  it('shows the Spanish chrome and Spanish menus on a Spanish page', () => {
    const d = doc(spanishRoute);
    const header = d.querySelector('header')!.textContent!;
    for (const words of [es.header.openMenu, es.header.services, es.actions.bookFreeInspection])
      expect(header).toContain(words);
    expect(header).not.toContain(en.actions.bookFreeInspection);
    expect(d.querySelector('footer')!.textContent).toContain(es.footer.company);
    expect(d.querySelector('a[href="#main"]')!.textContent).toBe(es.header.skipToMain);
    // The Spanish services menu lists the Spanish service page, not the English ones; the brand links to /es.
    const menu = [...d.querySelectorAll('#menu-services a')].map((a) => a.getAttribute('href'));
    expect(menu).toEqual([spanishRoute]);
    expect(d.querySelector('header a:not([data-language-switch])')!.getAttribute('href')).toBe('/es');
    // Breadcrumbs start at the Spanish home page.
    const crumbs = [...d.querySelectorAll('nav[aria-label] ol a')].map((a) => a.getAttribute('href'));
    expect(crumbs[0]).toBe('/es');
    // English pages keep the English chrome.
    expect(doc(service).querySelector('header')!.textContent).toContain(en.actions.bookFreeInspection);
  });

  it('answers an unknown /es/… path with the Spanish not-found page (404)', async () => {
    const server = createStaticServer({ dir: site.file('dist') });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const spanish = await fetch(`${origin}/es/no-existe`);
      expect(spanish.status).toBe(404);
      expect(parseHtml(await spanish.text()).documentElement.lang).toBe('es');
      const english = await fetch(`${origin}/no-such-page`);
      expect(english.status).toBe(404);
      expect(parseHtml(await english.text()).documentElement.lang).toBe('en');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
