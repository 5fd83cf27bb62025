// The shared layout in Chromium: menus by mouse and keyboard, the phone menu, the call bar, the accordion and
// the skip link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, origin, pastTooFast, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { currentSite, siteData } from '../../src/content/model.ts';
import { formDef, type FormDef } from '../../src/forms/config.ts';

const en = siteData('ui.en');
// The header's words (content/ui.en.yaml).
const menuOf = (label: string) => en.header.menuOf.replace('{label}', label);
const expand = (label: string) => en.header.expand.replace('{label}', label);
const collapse = (label: string) => en.header.collapse.replace('{label}', label);

const pages = currentSite().pages.filter((p) => !p.frontmatter.hidden);
const serviceCount = pages.filter((p) => /^\/services\/[^/]+$/.test(p.route)).length;
const areaCount = pages.filter((p) => /^\/service-areas\/[^/]+$/.test(p.route)).length;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(origin() + path);
  await waitForHydration(page);
  return page;
}

describe('desktop menus', () => {
  it('open on hover, list every service, and close when the pointer leaves', async () => {
    const page = await open('/', viewports.desktop);
    const problems = watchConsole(page);
    const nav = page.locator(`nav[aria-label="${en.header.mainMenu}"]`);
    const button = nav.getByRole('button', { name: menuOf(en.header.services) });
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await nav.getByRole('link', { name: en.header.services, exact: true }).hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${(await button.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link').count()).toBe(serviceCount);
    await page.mouse.move(640, 700);
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('work by keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const page = await open('/', viewports.desktop);
    const nav = page.locator(`nav[aria-label="${en.header.mainMenu}"]`);
    const button = nav.getByRole('button', { name: menuOf(en.header.serviceAreas) });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const panelId = (await button.getAttribute('aria-controls'))!;
    expect(await page.locator(`[id="${panelId}"] a`).count()).toBe(areaCount);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), panelId))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.close();
  });

  it('close on an outside click, and are real links', async () => {
    const page = await open('/', viewports.desktop);
    const button = page.getByRole('button', { name: menuOf(en.header.services) });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    const hrefs = await page
      .locator(`[id="${await button.getAttribute('aria-controls')}"] a`)
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.every((h) => h?.startsWith('/services/'))).toBe(true);
    await page.close();
  });
});

describe('desktop menus, more keys', () => {
  it('one menu at a time; Up/Home/End move in the panel; Tab out closes; hover then click keeps it open', async () => {
    const page = await open('/', viewports.desktop);
    const nav = page.locator(`nav[aria-label="${en.header.mainMenu}"]`);
    const services = nav.getByRole('button', { name: menuOf(en.header.services) });
    const areas = nav.getByRole('button', { name: menuOf(en.header.serviceAreas) });
    await services.click();
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
    await areas.click();
    await expect.poll(() => areas.getAttribute('aria-expanded')).toBe('true');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    const panelId = (await areas.getAttribute('aria-controls'))!;
    const links = page.locator(`[id="${panelId}"] a`);
    const focusedIndex = () =>
      page.evaluate(
        (id) => [...document.getElementById(id)!.querySelectorAll('a')].indexOf(document.activeElement as never),
        panelId,
      );
    await areas.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedIndex).toBe(areaCount - 1);
    await page.keyboard.press('Home');
    await expect.poll(focusedIndex).toBe(0);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedIndex).toBe(areaCount - 1);
    await page.keyboard.press('End');
    await expect.poll(focusedIndex).toBe((await links.count()) - 1);
    // Tabbing past the last link leaves the menu, which closes.
    await page.keyboard.press('Tab');
    await expect.poll(() => areas.getAttribute('aria-expanded')).toBe('false');
    // A click right after hover opened the menu keeps it open.
    await nav.getByRole('link', { name: en.header.services, exact: true }).hover();
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
    await services.click();
    await page.waitForTimeout(300);
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});

describe('menus without JavaScript', () => {
  async function openNoScript(path: string, viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(origin() + path);
    return { page, close: () => context.close() };
  }

  it('desktop: hover and keyboard focus show a menu, leaving hides it, its entries are real links', async () => {
    const { page, close } = await openNoScript('/', viewports.desktop);
    const nav = page.locator(`nav[aria-label="${en.header.mainMenu}"]`);
    const button = nav.getByRole('button', { name: menuOf(en.header.services) });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(false);
    await nav.getByRole('link', { name: en.header.services, exact: true }).hover();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link').count()).toBe(serviceCount);
    await page.mouse.move(640, 700);
    await expect.poll(() => panel.isVisible()).toBe(false);
    // Keyboard: Tab from the skip link and brand to the menu label, then the chevron, shows the panel.
    await button.focus();
    await expect.poll(() => panel.isVisible()).toBe(true);
    const hrefs = await panel.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.every((h) => h?.startsWith('/services/'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await close();
  });

  it("desktop: the search button opens the header's search form, which lands on the search page", async () => {
    const { page, close } = await openNoScript('/faq', viewports.desktop);
    const form = page.getByRole('search', { name: en.search.headerLandmark });
    expect(await form.count()).toBe(0);
    await page.getByRole('button', { name: en.search.open, exact: true }).click();
    // The popover puts the caret in the box (autofocus), no script needed.
    const box = form.getByRole('searchbox', { name: en.search.label });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => form.count()).toBe(0);
    await page.getByRole('button', { name: en.search.open, exact: true }).click();
    await box.fill('pier');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=pier$/);
    await close();
  });

  it('phone: the menu button opens and closes the menu, Escape and a tap outside close it, every link is there', async () => {
    const { page, close } = await openNoScript('/', viewports.phone);
    const menu = page.locator(`nav[aria-label="${en.header.mobileMenu}"]`);
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: en.header.openMenu }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    // The button's name follows the state without a script; the browser reports it expanded.
    const toggle = page.getByRole('button', { name: en.header.closeMenu });
    expect(await toggle.count()).toBe(1);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
    };
    const axToggle = nodes.find((n) => n.name?.value === en.header.closeMenu);
    expect(axToggle?.properties?.find((p) => p.name === 'expanded')?.value.value).toBe(true);
    // Without a script the sections are open: every service and area link is reachable.
    expect(await menu.locator('#mobile-services a').count()).toBe(serviceCount);
    expect(await menu.locator('#mobile-service-areas a').count()).toBe(areaCount);
    expect(await menu.locator('[data-menu-section]').getByRole('button').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: en.header.openMenu }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.getByRole('button', { name: en.header.closeMenu }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: en.header.openMenu }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    // A tap on the header's empty corner, outside the menu.
    await page.mouse.click(4, 4);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: en.header.openMenu }).click();
    await menu.getByRole('link', { name: pages.find((p) => p.route === '/reviews')!.frontmatter.label }).click();
    await page.waitForURL(/\/reviews$/);
    await close();
  });
});

describe('layout holds from 320 px phones to wide desktops', () => {
  for (const width of [320, 390, 768, 1024, 1280, 1440, 1536, 1920]) {
    it(`no horizontal overflow and the header fits at ${width} px`, async () => {
      const page = await open('/service-areas', { width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const header = await page
        .locator('header')
        .first()
        .evaluate((h) => {
          const right = Math.max(
            ...[...h.querySelectorAll('a, button')]
              .filter((e) => (e as HTMLElement).offsetParent)
              .map((e) => e.getBoundingClientRect().right),
          );
          // The header's row (one line, not wrapped): the language bar above it is a row of its own.
          const bar = h.querySelector('[data-language-bar]')?.getBoundingClientRect().height ?? 0;
          return { right, width: window.innerWidth, height: h.getBoundingClientRect().height - bar };
        });
      expect(header.right).toBeLessThanOrEqual(header.width);
      expect(header.height).toBeLessThan(100);
      await page.close();
    });
  }
});

describe('phone layout', () => {
  it("names the menu sections' buttons in the page's language as they expand and collapse (Spanish home page)", async () => {
    const es = siteData('ui.es');
    const page = await open(currentSite().pairs.get('/')!, viewports.phone);
    await page.getByRole('button', { name: es.header.openMenu }).click();
    const menu = page.locator(`nav[aria-label="${es.header.mobileMenu}"]`);
    await menu.getByRole('button', { name: es.header.expand.replace('{label}', es.header.services) }).click();
    const opened = menu.getByRole('button', { name: es.header.collapse.replace('{label}', es.header.services) });
    await expect.poll(() => opened.getAttribute('aria-expanded')).toBe('true');
    await opened.click();
    await expect
      .poll(() =>
        menu
          .getByRole('button', { name: es.header.expand.replace('{label}', es.header.services) })
          .getAttribute('aria-expanded'),
      )
      .toBe('false');
    await page.close();
  });

  it('the menu opens, and its Services and Service Areas sections expand and collapse independently', async () => {
    const page = await open('/', viewports.phone);
    const toggle = page.getByRole('button', { name: en.header.openMenu });
    await toggle.click();
    const menu = page.locator(`nav[aria-label="${en.header.mobileMenu}"]`);
    expect(await menu.isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: en.header.closeMenu }).getAttribute('aria-expanded'))
      .toBe('true');
    const services = menu.getByRole('button', { name: expand(en.header.services) });
    const areas = menu.getByRole('button', { name: expand(en.header.serviceAreas) });
    await services.click();
    expect(await menu.getByRole('button', { name: collapse(en.header.services) }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await areas.getAttribute('aria-expanded')).toBe('false');
    await areas.click();
    const areasOpen = menu.getByRole('button', { name: collapse(en.header.serviceAreas) });
    expect(await areasOpen.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('button', { name: collapse(en.header.services) }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await menu.getByRole('button', { name: collapse(en.header.services) }).click();
    expect(await menu.getByRole('button', { name: expand(en.header.services) }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await areasOpen.getAttribute('aria-expanded')).toBe('true');
    const areaLinks = page.locator(`[id="${await areasOpen.getAttribute('aria-controls')}"] a`);
    expect(await areaLinks.count()).toBe(areaCount);
    // Escape closes the menu and returns focus to its button; a tap outside closes it too.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    const openButton = page.getByRole('button', { name: en.header.openMenu });
    await expect.poll(() => openButton.getAttribute('aria-expanded')).toBe('false');
    expect(await openButton.evaluate((b) => b === document.activeElement)).toBe(true);
    await openButton.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.mouse.click(4, 4);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => openButton.getAttribute('aria-expanded')).toBe('false');
    // Sections keep their state while the menu is closed; following a link closes the menu.
    await openButton.click();
    expect(await areasOpen.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: en.header.services, exact: true }).click();
    await page.waitForURL(/\/services$/);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.close();
  });

  it('the call bar shows Call Now and Book Inspection and never covers the end of the page', async () => {
    const page = await open('/faq', viewports.phone);
    const bar = page.getByTestId('mobile-call-bar');
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: new RegExp(en.actions.callNow, 'i') }).getAttribute('href')).toMatch(
      /^tel:\+1\d{10}$/,
    );
    expect(await bar.getByRole('link', { name: en.actions.bookInspection }).getAttribute('href')).toBe(
      '/book-inspection',
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const lastText = page.locator('footer p').last();
    const box = (await lastText.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(barTop);
    await page.close();
  });

  it('the call bar labels fit their buttons on the smallest phones, in both languages', async () => {
    const spanishFaq = currentSite().pairs.get('/faq')!;
    for (const route of ['/faq', spanishFaq])
      for (const width of [320, 360, 390]) {
        const page = await open(route, { width, height: 700 });
        const overflow = await page.getByTestId('mobile-call-bar').evaluate((bar) =>
          [...bar.querySelectorAll('a')].map((a) => {
            const box = a.getBoundingClientRect();
            const inner = [...a.children].map((c) => c.getBoundingClientRect());
            return {
              text: a.textContent,
              out: inner.some((r) => r.width > 0 && (r.left < box.left || r.right > box.right)),
              clipped: [...a.querySelectorAll('span')].some((s) => s.scrollWidth > s.clientWidth + 1),
            };
          }),
        );
        for (const o of overflow)
          expect(o, `${route} at ${width} px: ${o.text}`).toEqual({ ...o, out: false, clipped: false });
        await page.close();
      }
  });

  it('the call bar is hidden on desktop', async () => {
    const page = await open('/', viewports.desktop);
    expect(await page.getByTestId('mobile-call-bar').isVisible()).toBe(false);
    await page.close();
  });
});

describe('accordion and keyboard use', () => {
  it('keeps one FAQ item open at a time and lets the open one collapse', async () => {
    const page = await open('/faq', viewports.desktop);
    const items = page.locator('main details');
    expect(await items.count()).toBeGreaterThan(1);
    await items.nth(0).locator('summary').click();
    expect(await items.nth(0).getAttribute('open')).not.toBeNull();
    await items.nth(1).locator('summary').click();
    await expect.poll(() => items.nth(0).getAttribute('open')).toBeNull();
    expect(await items.nth(1).getAttribute('open')).not.toBeNull();
    // Keyboard: Enter on the focused summary collapses it.
    await items.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => items.nth(1).getAttribute('open')).toBeNull();
    expect(await page.locator('main details[open]').count()).toBe(0);
    await page.close();
  });

  it('the first Tab reaches the skip link, which moves focus to the main content', async () => {
    const page = await open('/services', viewports.desktop);
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe(en.header.skipToMain);
    expect(await focused.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    // Then the header in visual order: the language switch (this page has a translation), brand, menus, phone,
    // call to action.
    const page2 = await open('/services', viewports.desktop);
    const order: string[] = [];
    for (let i = 0; i < 7; i++) {
      await page2.keyboard.press('Tab');
      order.push(
        await page2.evaluate(
          () => document.activeElement!.getAttribute('aria-label') || (document.activeElement as HTMLElement).innerText,
        ),
      );
    }
    expect(order[0]).toBe(en.header.skipToMain);
    expect(order[1]).toBe(en.language.switchTo);
    expect(order[2]).toContain(en.header.tagline.replace('{founded}', String(siteData('business').founded)));
    expect(order[3]).toBe(en.header.services);
    expect(order[4]).toBe(menuOf(en.header.services));
    await page.close();
    await page2.close();
  });
});

describe('toasts', () => {
  /** Lightness 0..1 of a computed CSS colour (Tailwind 4 computes oklch; older colours come as rgb). */
  function lightness(color: string): number {
    const ok = /oklch\(([\d.]+)(%?)/.exec(color);
    if (ok) return Number(ok[1]) / (ok[2] ? 100 : 1);
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
    return (r + g + b) / 3 / 255;
  }
  const isRed = (color: string) => {
    const ok = /oklch\(([\d.]+%?) ([\d.]+) ([\d.]+)/.exec(color);
    if (ok) return Number(ok[2]) > 0.1 && (Number(ok[3]) < 45 || Number(ok[3]) > 345);
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
    return r > 120 && g < 80 && b < 80;
  };

  /** The contact form of each language's contact page (the Spanish one is /contact's translation), in its words. */
  const contactIn = (lang: 'en' | 'es') => ({
    path: lang === 'en' ? '/contact' : currentSite().pairs.get('/contact')!,
    def: formDef('contact', siteData(`ui.${lang}`).forms),
  });

  async function fillContact(page: Page, def: FormDef, answerRight: boolean) {
    const form = page.locator('form[data-form="contact"]');
    const label = (name: string) => def.fields.find((f) => f.name === name)!.label;
    await form.getByLabel(label('name')).fill('Toast Check');
    await form.getByLabel(label('phone')).fill('(281) 555-0199');
    await form.getByLabel(label('email')).fill('toast@example.com');
    await form.getByLabel(label('message')).fill('Checking the toast colours.');
    const numbers = (await form.getByTestId('security-question').textContent())?.match(/\d+/g) ?? [];
    expect(numbers).toHaveLength(2);
    const sum = Number(numbers[0]) + Number(numbers[1]);
    await form.locator('#contact-security-answer').fill(String(sum + (answerRight ? 0 : 50)));
  }

  for (const [colorScheme, lang] of [
    ['light', 'en'],
    ['dark', 'en'],
    ['light', 'es'],
    ['dark', 'es'],
  ] as const) {
    it(`follow the ${colorScheme} colour scheme, show one at a time, and errors look destructive (${lang})`, async () => {
      const { path, def } = contactIn(lang);
      const context = await browser.newContext({ viewport: viewports.phone, colorScheme });
      const page = await context.newPage();
      await page.goto(origin() + path);
      await waitForHydration(page);
      await page.waitForSelector('form[data-form="contact"][data-ready="true"]');
      await pastTooFast(page); // the 2-second rule
      await fillContact(page, def, false);
      const submit = page.locator('form[data-form="contact"] button[type="submit"]');
      await submit.click();
      const error = page.locator('.site-toaster [role="alert"]');
      await error.waitFor();
      expect(await error.textContent()).toContain(def.words.spam.toast);
      const errorBar = error.locator('xpath=..');
      const errColors = await errorBar.evaluate((el) => ({
        bg: getComputedStyle(el).backgroundColor,
        fg: getComputedStyle(el).color,
      }));
      expect(isRed(errColors.bg), errColors.bg).toBe(true);
      expect(lightness(errColors.fg)).toBeGreaterThan(0.95);

      // A successful send replaces the error toast (one at a time) with a neutral one in the visitor's scheme.
      await fillContact(page, def, true);
      await submit.click();
      const ok = page.locator('.site-toaster [role="status"]').filter({ hasText: def.success.title });
      await ok.waitFor();
      await expect
        .poll(() => page.locator('.site-toaster [role="alert"], .site-toaster [role="status"]').count())
        .toBe(1);
      const bg = await ok.locator('xpath=..').evaluate((el) => getComputedStyle(el).backgroundColor);
      if (colorScheme === 'light') expect(lightness(bg)).toBeGreaterThan(0.9);
      else expect(lightness(bg)).toBeLessThan(0.35);
      await context.close();
    });
  }
});
