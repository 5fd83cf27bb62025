// The site map's filter in Chromium: typing narrows the list (link text, title or summary), empty groups hide, the
// count is announced, /sitemap?q=… opens filtered; without JavaScript the whole list shows. Expected pages come from
// the route table.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, origin, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { builtRoutes, loadSite } from '../../src/content/model.ts';
import { sourcePage, ui } from '../support/content.ts';

const browser = browserForFile();
// What the site map lists: every route the build renders (generated collection pages too, no drafts) but hidden ones.
const visible = builtRoutes(loadSite())
  .filter((r) => !r.hidden)
  .map((r) => ({
    route: r.route,
    frontmatter: {
      ...r.page.frontmatter,
      title: r.title,
      label: r.label,
      // A page's summary (or description); a generated page's own description.
      summary: r.page.route === r.route ? (r.page.frontmatter.summary ?? r.description) : r.description,
    },
  }));
/** The site map's words (content/ui.en.yaml), the filter's count and no-match line among them. */
const words = ui.en.blocks.siteIndex;
/** The heading of the services group: the services section page's label (the route table). */
const servicesHeading = sourcePage('/services').frontmatter.label ?? sourcePage('/services').frontmatter.title;
const services = visible.filter((p) => /^\/services\/[^/]+$/.test(p.route));
const areas = visible.filter((p) => /^\/service-areas\/[^/]+$/.test(p.route));

/** The hrefs of the listed pages the visitor can see (locators work with JavaScript off too). */
async function shownLinks(page: Page): Promise<string[]> {
  const links = page.locator('[data-site-filter] li:visible > a');
  const hrefs: string[] = [];
  for (let i = 0; i < (await links.count()); i++) hrefs.push((await links.nth(i).getAttribute('href'))!);
  return hrefs.sort();
}

async function open(path: string, javaScriptEnabled = true) {
  const context = await browser().newContext({ viewport: viewports.phone, javaScriptEnabled });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(origin() + path);
  if (javaScriptEnabled) await waitForHydration(page);
  return { page, problems, close: () => context.close() };
}

describe('site map filter', () => {
  it('lists every visible page before anything is typed, and filters as you type', async () => {
    const { page, problems, close } = await open('/sitemap');
    expect(await shownLinks(page)).toEqual(visible.map((p) => p.route).sort());
    // A town's name matches its area page (link text) and nothing unrelated to it disappears wrongly.
    const town = areas[0]!;
    const city = town.frontmatter.area!.city;
    await page.getByLabel(words.find).fill(city.toLowerCase());
    const expected = visible
      .filter((p) =>
        `${p.frontmatter.label ?? p.frontmatter.title} ${p.frontmatter.title} ${p.frontmatter.summary ?? ''}`
          .toLowerCase()
          .includes(city.toLowerCase()),
      )
      .map((p) => p.route)
      .sort();
    await expect.poll(() => shownLinks(page)).toEqual(expected);
    expect(expected).toContain(town.route);
    await expect
      .poll(() => page.locator('[data-filter-count]').textContent())
      .toBe((expected.length === 1 ? words.found.one : words.found.other).replace('{count}', String(expected.length)));
    expect(problems).toEqual([]);
    await close();
  });

  it('hides a group with no match and says when nothing matches', async () => {
    const { page, close } = await open('/sitemap');
    const service = services[0]!;
    await page.getByLabel(words.find).fill(service.frontmatter.label ?? service.frontmatter.title);
    await expect
      .poll(() =>
        page.locator('[data-site-filter]').getByRole('heading', { name: servicesHeading, exact: true }).isVisible(),
      )
      .toBe(true);
    await page.getByLabel(words.find).fill('zzzz-no-such-page');
    await expect.poll(() => shownLinks(page)).toEqual([]);
    await expect
      .poll(() => page.getByText(words.noneFor.replace('{query}', 'zzzz-no-such-page')).isVisible())
      .toBe(true);
    expect(
      await page.locator('[data-site-filter]').getByRole('heading', { name: servicesHeading, exact: true }).isVisible(),
    ).toBe(false);
    await close();
  });

  it('opens /sitemap?q=… filtered, and keeps a submitted search in the address', async () => {
    const service = services[0]!;
    const word = (service.frontmatter.label ?? service.frontmatter.title).split(' ')[0]!;
    const { page, close } = await open(`/sitemap?q=${encodeURIComponent(word)}`);
    expect(await page.getByLabel(words.find).inputValue()).toBe(word);
    expect(await shownLinks(page)).toContain(service.route);
    expect((await shownLinks(page)).length).toBeLessThan(visible.length);
    await page.getByLabel(words.find).fill(areas[0]!.frontmatter.area!.city);
    await page.getByRole('button', { name: words.search }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(areas[0]!.frontmatter.area!.city);
    await close();
  });

  it('shows the whole list without JavaScript', async () => {
    const { page, close } = await open('/sitemap?q=anything', false);
    expect(await shownLinks(page)).toEqual(visible.map((p) => p.route).sort());
    await close();
  });
});
