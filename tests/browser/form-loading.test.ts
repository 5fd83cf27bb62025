// React on first use (src/islands/on-demand.ts), in Debian's Chromium against the built site and the real receiver:
// a page whose form is further down fetches no React and no form code until the visitor reaches for the form
// (scrolls to within a screen of it, or focuses it); a page whose form is on the first screen fetches it at once;
// and what a visitor types, chooses and where they are typing, while the form's code is held back on a slow line,
// is all there once it hydrates, and all of it reaches the receiver.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, origin, pastTooFast, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { componentsIn, site } from '../support/content.ts';
import { readRecords, readSubmissions } from '../../scripts/server/form-receiver.ts';
import { deferredModules } from '../../scripts/build/deferred-modules.ts';
import { siteData } from '../../src/content/model.ts';
import { formDef, type FieldName, type FormId } from '../../src/forms/config.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The English page embedding the home page's inspection form (`variant="home"`), or any other, as pages/ writes them. */
function pageWith(home: boolean): string {
  const file = site.files.find(
    (f) =>
      f.route &&
      !f.route.startsWith('/es') &&
      componentsIn(f.route, 'InspectionForm').some((c) => (c.variant === 'home') === home),
  );
  if (!file?.route) throw new Error(`no English page embeds the ${home ? 'home' : 'booking'} inspection form`);
  return file.route;
}
const contactPage = site.files.find(
  (f) => f.route && !f.route.startsWith('/es') && componentsIn(f.route, 'ContactForm').length,
)!.route!;
const homeRoute = pageWith(true);
const words = siteData('ui.en').forms;

/** The island modules the built page lists (React, the island loader, the form), fetched only when wanted. */
async function islandModules(route: string): Promise<string[]> {
  const html = await (await fetch(origin() + route)).text();
  const list = deferredModules(html)?.islands ?? [];
  expect(list.length, `${route} lists its islands' modules`).toBeGreaterThan(0);
  return list;
}

async function openWatching(route: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const problems = watchConsole(page);
  await page.goto(origin() + route);
  await waitForHydration(page);
  return { context, page, requested, problems };
}

/** Scrolls so that the top of `selector` sits `screens` viewport heights below the bottom of the viewport. */
async function scrollToBelow(page: Page, selector: string, screens: number) {
  await page.evaluate(
    ([sel, n]) => {
      const top = document.querySelector(sel)!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, Math.max(0, top - innerHeight - n * innerHeight));
    },
    [selector, screens] as const,
  );
}

describe('React on first use', () => {
  it.each([
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ] as const)(
    'the home page (%s) fetches no React or form code until the form comes within a screen of the viewport',
    async (_, viewport) => {
      const islands = await islandModules(homeRoute);
      const { context, page, requested, problems } = await openWatching(homeRoute, viewport);
      const form = 'form[data-form="home-inspection"]';
      // The form starts several screens down.
      const below = await page.evaluate(
        (sel) => document.querySelector(sel)!.getBoundingClientRect().top / innerHeight,
        form,
      );
      expect(below).toBeGreaterThan(3);
      await page.waitForTimeout(500);
      expect(requested.filter((p) => islands.includes(p))).toEqual([]);
      expect(await page.locator('[data-island]').getAttribute('data-hydrated')).toBeNull();

      // Two screens away: still nothing. Within one screen: React and the form arrive, and it hydrates.
      await scrollToBelow(page, form, 2);
      await page.waitForTimeout(500);
      expect(requested.filter((p) => islands.includes(p))).toEqual([]);
      await scrollToBelow(page, form, 0.5);
      await page.waitForSelector(`${form}[data-ready="true"]`);
      expect(
        islands.every((p) => requested.includes(p)),
        `${islands.join(', ')} fetched`,
      ).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('a focus inside the form is enough (a keyboard user tabbing to it, a link to it)', async () => {
    const islands = await islandModules(homeRoute);
    const { context, page, requested } = await openWatching(homeRoute, viewports.phone);
    // Focus without scrolling: only the focus can be what asks for the code.
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('#home-inspection-name')!.focus({ preventScroll: true }),
    );
    await page.waitForSelector('form[data-form="home-inspection"][data-ready="true"]');
    expect(islands.every((p) => requested.includes(p))).toBe(true);
    await context.close();
  });

  it.each([pageWith(false), contactPage])('%s, whose form is on the first screen, loads it at once', async (route) => {
    const islands = await islandModules(route);
    const { context, page, requested } = await openWatching(route, viewports.desktop);
    // Interactive means the form too here: waitForHydration waited for it.
    expect(await page.locator('[data-island]').getAttribute('data-hydrated')).toBe('true');
    expect(islands.every((p) => requested.includes(p))).toBe(true);
    await context.close();
  });
});

describe('nothing typed before React arrives is lost', () => {
  const formId: FormId = 'home-inspection';
  const def = formDef(formId, words);
  const field = (name: FieldName) => `#${formId}-${name}`;

  it('values, the chosen option, the focus and the caret carry over, and every character is sent', async () => {
    const islands = await islandModules(homeRoute);
    const context = await browser.newContext({ viewport: viewports.phone, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    // The form's code is held back, as on a weak phone signal, until the test lets it through.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/*.js', async (route: Route) => {
      if (islands.includes(new URL(route.request().url()).pathname)) await held;
      await route.continue();
    });
    await page.goto(origin() + homeRoute);
    await waitForHydration(page);

    const name = `Zoë Ñúñez-O'Brien ${process.pid}-${Date.now()}`;
    const typed = {
      name,
      phone: '(281) 555-0199',
      email: 'zoe.nunez@example.com',
      address: '4410 Magnolia Dr\nPearland, TX 77584',
    };
    await page.locator(field('name')).click(); // asks for the form's code, which is held back
    await page.keyboard.type(typed.name);
    for (const n of ['phone', 'email', 'address'] as const) await page.locator(field(n)).fill(typed[n]);
    const evening = def.fields.find((f) => f.name === 'best_time')!.options!.find((o) => o.value === 'Evening')!;
    await page.locator(field('best_time')).selectOption(evening.value);
    await page.locator(field('message')).click();
    await page.keyboard.type('Crack over the garage door, widening since May');
    // The caret is moved back before "since May" is the last thing the visitor did.
    await page.keyboard.press('ArrowLeft');
    // Still the server-rendered form: its code has not arrived.
    expect(await page.locator('[data-island]').getAttribute('data-hydrated')).not.toBe('true');
    expect(await page.locator(`form[data-form="${formId}"]`).getAttribute('data-ready')).toBeNull();

    release();
    await page.waitForSelector(`form[data-form="${formId}"][data-ready="true"]`);
    for (const [n, v] of Object.entries(typed)) expect(await page.locator(field(n as FieldName)).inputValue()).toBe(v);
    expect(await page.locator(field('best_time')).inputValue()).toBe('Evening');
    const where = await page.evaluate(() => {
      const el = document.activeElement as HTMLTextAreaElement;
      return { id: el.id, caret: el.selectionStart, length: el.value.length };
    });
    expect(where).toEqual({ id: `${formId}-message`, caret: where.length - 1, length: where.length });
    // Typing on after hydration goes on at the caret, in React's state now.
    await page.keyboard.type('?');
    const message = 'Crack over the garage door, widening since Ma?y';
    expect(await page.locator(field('message')).inputValue()).toBe(message);

    await pastTooFast(page); // the 2-second rule
    const question = await page.getByTestId('security-question').textContent();
    const m = /(\d+)\D+(\d+)/.exec(question ?? '')!;
    await page.locator(`#${formId}-security-answer`).fill(String(Number(m[1]) + Number(m[2])));
    await page.locator(`form[data-form="${formId}"] button[type="submit"]`).click();
    await page.locator('.site-toaster [role="status"]').filter({ hasText: def.success.title }).waitFor();

    const records = readSubmissions(inject('dataDir')).filter((r) => r.fields.name === name);
    expect(records).toHaveLength(1);
    expect(records[0]!.fields).toMatchObject({ ...typed, best_time: 'Evening', message });
    expect(records[0]!.verified).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a form whose challenge could not be fetched', () => {
  it('is held by the receiver, which asks its question page; answered, the lead is stored once', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    const page = await context.newPage();
    // The form's challenge request fails (a proxy hiccup): the form makes its own question and posts without one.
    await page.route('**/api/forms/challenge*', (route) => route.abort());
    await page.goto(origin() + contactPage);
    await waitForHydration(page);
    await page.waitForSelector('form[data-form="contact"][data-ready="true"]');
    const def = formDef('contact', words);
    const name = `No challenge ${process.pid}-${Date.now()}`;
    const label = (n: FieldName) => def.fields.find((f) => f.name === n)!.label;
    const form = page.locator('form[data-form="contact"]');
    await form.getByLabel(label('name')).fill(name);
    await form.getByLabel(label('phone')).fill('(281) 555-0142');
    await form.getByLabel(label('email')).fill('no.challenge@example.com');
    await form.getByLabel(label('message')).fill('The challenge did not load.');
    await pastTooFast(page); // the 2-second rule
    const [, a, b] = /(\d+)\D+(\d+)/.exec((await page.getByTestId('security-question').textContent()) ?? '')!;
    await page.locator('#contact-security-answer').fill(String(Number(a) + Number(b)));
    await Promise.all([page.waitForURL(`${origin()}/api/forms`), form.locator('button[type="submit"]').click()]);
    expect(await page.locator('h1').textContent()).toBe(siteData('ui.en').formCheck.title);

    // At once: a question page's answer has no 2-second rule (its token is bound to the held post).
    const [, c, d] = /(\d+) \+ (\d+)/.exec((await page.locator('label[for="form-check-answer"]').textContent()) ?? '')!;
    await page.locator('#form-check-answer').fill(String(Number(c) + Number(d)));
    await Promise.all([page.waitForURL(`${origin()}/thank-you`), page.locator('main button').click()]);
    const dataDir = inject('dataDir');
    const leads = readSubmissions(dataDir).filter((r) => r.fields.name === name);
    expect(leads.map((r) => r.released)).toEqual(['answer']);
    // The scripted send and the native one are one held post (the same key), not two.
    const held = readRecords(dataDir, { held: true }).records.filter((r) => r.fields.name === name);
    expect(held.map((r) => r.id)).toEqual([leads[0]!.id]);
    await context.close();
  });
});
