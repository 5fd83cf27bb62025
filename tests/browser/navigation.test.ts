// Load, hydrate, navigate between pre-rendered pages, scroll to top, 404 and redirects, in Debian's Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, origin, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { siteData } from '../../src/content/model.ts';
import { fill } from '../../src/page/fill.ts';
import { site, ui } from '../support/content.ts';

// The pages used here come from the route table, so adding, renaming or removing any one page can't break them.
const pages = site.pages.filter((p) => !p.frontmatter.hidden);
/** A long page with an FAQ accordion. */
const faqPage = pages
  .filter((p) => p.frontmatter.faq?.length)
  .sort((a, b) => b.frontmatter.faq!.length - a.frontmatter.faq!.length)[0]!;
/** A top-level page the footer links to on every page (the last in menu order: the fine print). */
const footerPage = pages
  .filter((p) => p.route !== '/' && p.route.split('/').length === 2 && p.route !== faqPage.route)
  .filter((p) => !pages.some((c) => c.route.startsWith(p.route + '/')))
  .sort((a, b) => a.frontmatter.order - b.frontmatter.order)
  .at(-1)!;
const notFound = site.pages.find((p) => p.route === '/404')!.frontmatter;
const redirect = siteData('redirects')[0]!;
/** The header's Services menu button (content/ui.en.yaml). */
const servicesMenu = fill(ui.en.header.menuOf, { label: ui.en.header.services });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('pre-rendered pages in a real browser', () => {
  it('reads complete with JavaScript off', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await ctx.newPage();
    await page.goto(`${origin()}${faqPage.route}`);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('details summary').count()).toBeGreaterThan(1);
    expect(await page.title()).toBe(faqPage.frontmatter.title);
    await ctx.close();
  });

  it('hydrates without console errors or hydration warnings, keeping the server DOM, and navigates', async () => {
    const ctx = await browser.newContext({ viewport: viewports.desktop });
    const page = await ctx.newPage();
    const problems = watchConsole(page);
    await page.goto(`${origin()}/`);
    // Mark server-rendered nodes before hydration can run, then check they survive it.
    await page.evaluate(() => {
      document.querySelector('main h1')!.setAttribute('data-probe', 'server');
      document.querySelector('header nav a')?.setAttribute('data-probe', 'server');
    });
    await waitForHydration(page);
    expect(await page.locator('main h1[data-probe="server"]').count()).toBe(1);
    // The header is hydrated: its menu button responds.
    await page.getByRole('button', { name: servicesMenu }).click();
    expect(await page.getByRole('button', { name: servicesMenu }).getAttribute('aria-expanded')).toBe('true');
    const title = await page.title();

    await page.locator(`footer a[href="${footerPage.route}"]`).click();
    await page.waitForURL(`${origin()}${footerPage.route}`);
    await waitForHydration(page);
    expect(await page.title()).toBe(footerPage.frontmatter.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${footerPage.route}$`),
    );
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(await page.locator('main h1').count()).toBe(1);

    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/');
    expect(await page.title()).toBe(title);
    expect(problems).toEqual([]);
    await ctx.close();
  });

  it('loads no page content as JavaScript: the page text is only in the HTML', async () => {
    const ctx = await browser.newContext({ viewport: viewports.desktop });
    const page = await ctx.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text());
    });
    await page.goto(`${origin()}${faqPage.route}`);
    await waitForHydration(page);
    const question = (await page.locator('main details summary').first().textContent())!.trim();
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((b) => b.includes(question))).toEqual([]);
    await ctx.close();
  });

  it('scrolls to the top on route change', async () => {
    const ctx = await browser.newContext({ viewport: viewports.phone });
    const page = await ctx.newPage();
    await page.goto(`${origin()}${faqPage.route}`);
    await waitForHydration(page);
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 2000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator(`footer a[href="${footerPage.route}"]`).click();
    await page.waitForURL(`${origin()}${footerPage.route}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await ctx.close();
  });

  it('serves the not-found page with status 404, logs the bad path and still hydrates', async () => {
    const ctx = await browser.newContext({ viewport: viewports.desktop });
    const page = await ctx.newPage();
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    const response = await page.goto(`${origin()}/no-such-page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.title()).toBe(notFound.title);
    await page.waitForFunction(() => true);
    expect(logs.some((l) => l.includes('/no-such-page'))).toBe(true);
    const onward = (await page.locator('main a[href^="/"]:not([href="/"])').first().getAttribute('href'))!;
    await page.locator(`main a[href="${onward}"]`).first().click();
    await page.waitForURL(`${origin()}${onward}`);
    expect(await page.title()).not.toBe(notFound.title);
    await ctx.close();
  });

  it('redirects old paths and trailing slashes permanently', async () => {
    const res = await fetch(`${origin()}${redirect.from}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(redirect.to);
    const slash = await fetch(`${origin()}${faqPage.route}/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe(faqPage.route);
  });
});
