// Journey: a paid campaign brings a booking, and the owner sees which page and campaign brought it.
// People: homeowners on phones who tap the owner's ads, and the owner reading leads and the report.
// Steps:
//   1. A homeowner taps an ad: /?utm_source=google&utm_medium=cpc&utm_campaign=slab-spring, on the built site served
//      as `npm start` serves it (the real receiver, delivering to a real SMTP server). Taps the call button in the
//      phone call bar, follows a link to a service page, then to /book-inspection, and books an inspection.
//      No cookie is set, and no request leaves the site.
//   2. A Spanish-speaking homeowner taps a Spanish ad (/es?utm_source=facebook…), reaches /es/agendar-inspeccion
//      the same way and books there.
//   3. A homeowner with JavaScript off comes from another ad, books on /book-inspection (natively, then the
//      question page): only the page it was sent from is known.
//   4. A homeowner whose browser sends Global Privacy Control books too: the lead carries its source, nothing of
//      the visit is counted and no field-speed code is fetched; under Do Not Track neither.
//   5. The owner: `npm run leads -- list --json`, `show`, `export --format csv` and the email each say where every
//      lead came from ("From: google / cpc / slab-spring, landed on /, sent from /book-inspection");
//      `npm run leads -- report --json` counts the campaign's visit, the call tap, the form started and the lead,
//      per page and per campaign, with field speed for the pages visited; `--html` writes one self-contained page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserForFile, pastTooFast, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { listen, settled, smtpInbox, until } from '../server/support.ts';
import { createSiteServer, type SiteServer } from '../../scripts/server/site-server.ts';
import { emailChannel } from '../../scripts/server/mailer.ts';
import { loadSite, siteData } from '../../src/content/model.ts';
import { SECTIONS } from '../../src/content/route-path.ts';
import { formDef, THANK_YOU_PATH } from '../../src/forms/config.ts';
import type { LeadRecord } from '../../scripts/server/lead-store.ts';
import type { ReportJson } from '../../scripts/server/leads-report.ts';

const site = loadSite();
const BOOK = '/book-inspection';
const bookEs = site.pairs.get(BOOK)!;
const servicesEs = site.pairs.get(SECTIONS.services)!;
const stamp = `${process.pid}-${Date.now()}`;

const browser = browserForFile();
let server: SiteServer;
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let origin = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-campaign-'));

beforeAll(async () => {
  inbox = await smtpInbox();
  server = createSiteServer({
    dir: inject('dist'),
    dataDir,
    rateLimit: { burst: 1000, refillMs: 1 },
    // Counts are written every 10 s in production; here at once, so the owner's report needs no wait.
    events: { flushMs: 100 },
    channels: [emailChannel({ smtpUrl: inbox.smtpUrl, to: 'office@example.com' })],
  });
  origin = await listen(server);
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await inbox?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run leads -- …` on the journey's data folder, as the owner runs it. */
function leads(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'leads', '--', ...args, '--data', dataDir], { encoding: 'utf8' });
}

/** Every request a page makes, to check none leaves the site. */
function watchRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** Fills the booking form of the page's language and sends it; resolves once the form says it was sent. */
async function book(page: Page, lang: 'en' | 'es', name: string) {
  const words = siteData(lang === 'es' ? 'ui.es' : 'ui.en').forms;
  const def = formDef('book-inspection', words);
  const form = page.locator('form[data-form="book-inspection"]');
  await page.waitForSelector('form[data-form="book-inspection"][data-ready="true"]');
  const label = (n: string) => def.fields.find((f) => f.name === n)!.label;
  await form.getByLabel(label('name')).fill(name);
  await form.getByLabel(label('phone')).fill('(281) 555-0111');
  await form.getByLabel(label('email')).fill('visitor@example.com');
  await form.getByLabel(label('address')).fill('4410 Magnolia Dr, Pearland, TX 77584');
  const question = (await form.getByTestId('security-question').textContent()) ?? '';
  const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
  await form.getByLabel(new RegExp(`^${words.security.label}`)).fill(String(a! + b!));
  await pastTooFast(page);
  await form.locator('button[type="submit"]').click();
  await page.getByText(def.success.title).first().waitFor();
}

const storedLeads = () => JSON.parse(leads('list', '--json')) as LeadRecord[];
const leadNamed = (name: string) => storedLeads().find((l) => l.fields.name === name);

describe('a campaign link to a booking, and the owner reading where it came from', () => {
  const names = {
    google: `Campaign Google ${stamp}`,
    spanish: `Campaña Facebook ${stamp}`,
    noScript: `Campaign No Script ${stamp}`,
    gpc: `Campaign Private ${stamp}`,
  };

  it('a phone visitor from a Google ad calls, browses and books; no cookie, no request off the site', async () => {
    const context = await browser().newContext({ viewport: viewports.phone, reducedMotion: 'reduce' });
    const requests = watchRequests(context);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const vitalsLoaded = page.waitForResponse((r) => /\/assets\/vitals-[^/]+\.js$/.test(r.url()));
    await page.goto(`${origin}/?utm_source=google&utm_medium=cpc&utm_campaign=slab-spring`);
    await waitForHydration(page);
    // The call button of the phone call bar: counted as a call from the bar. A phone hands tel: to its dialer and
    // the page stays; headless Chromium has no dialer, so the tap's navigation is stopped after the page saw it.
    await page.evaluate(() =>
      addEventListener('click', (e) => {
        if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
      }),
    );
    await page.getByTestId('mobile-call-bar').locator('a[href^="tel:"]').click();
    await vitalsLoaded;

    const service = page.locator(`main a[href^="${SECTIONS.services}/"]:visible`).first();
    const serviceHref = (await service.getAttribute('href'))!;
    await service.click();
    await page.waitForURL(`${origin}${serviceHref}`);
    await waitForHydration(page);
    // The call bar's "Book Inspection".
    await page.locator('[data-call-bar-book]').click();
    await page.waitForURL(`${origin}${BOOK}`);
    await waitForHydration(page);
    await book(page, 'en', names.google);

    expect(await context.cookies()).toEqual([]);
    expect(requests.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith('tel:'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a Spanish visitor from a Facebook ad books on the Spanish booking page', async () => {
    const context = await browser().newContext({ viewport: viewports.phone, locale: 'es-US', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${origin}/es?utm_source=facebook&utm_medium=social&utm_campaign=cimientos-${stamp}`);
    await waitForHydration(page);
    await page.locator(`main a[href^="${servicesEs}/"]:visible`).first().click();
    await waitForHydration(page);
    await page.locator(`a[href="${bookEs}"]:visible`).first().click();
    await page.waitForURL(`${origin}${bookEs}`);
    await waitForHydration(page);
    await book(page, 'es', names.spanish);
    await context.close();
  });

  it('a visitor without JavaScript books from another ad: the lead knows the page it was sent from', async () => {
    const words = siteData('ui.en').forms;
    const def = formDef('book-inspection', words);
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${origin}${BOOK}?utm_source=bing&utm_medium=cpc&utm_campaign=no-script`);
    const form = page.locator('form[data-form="book-inspection"]');
    const label = (n: string) => def.fields.find((f) => f.name === n)!.label;
    await form.getByLabel(label('name')).fill(names.noScript);
    await form.getByLabel(label('phone')).fill('(281) 555-0112');
    await form.getByLabel(label('email')).fill('no.script@example.com');
    await form.getByLabel(label('address')).fill('12 Elm St, Alvin, TX 77511');
    await Promise.all([page.waitForURL(`${origin}/api/forms`), form.locator('button[type="submit"]').click()]);
    const question = (await page.locator('label[for="form-check-answer"]').textContent()) ?? '';
    const [a, b] = [...question.matchAll(/\d+/g)].map((m) => Number(m[0]));
    await page.locator('#form-check-answer').fill(String(a! + b!));
    await Promise.all([page.waitForURL(`${origin}${THANK_YOU_PATH}`), page.locator('main button').click()]);
    await context.close();
  });

  /** The counts a page sends, and whether the field-speed code was fetched, once the page has been idle. */
  function watchCounting(context: BrowserContext) {
    const seen = { beacons: [] as string[], vitals: false };
    context.on('request', (r) => {
      if (r.url().endsWith('/api/events')) seen.beacons.push(r.postData() ?? '');
      if (/\/assets\/vitals-[\w-]+\.js$/.test(r.url())) seen.vitals = true;
    });
    return seen;
  }
  const pastIdle = (page: Page) =>
    page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => setTimeout(r, 100))));

  it('a visitor with Global Privacy Control books: the lead has its source, the visit is not counted', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    const counting = watchCounting(context);
    const page = await context.newPage();
    await page.goto(`${origin}${BOOK}?utm_source=newsletter&utm_medium=email&utm_campaign=private-${stamp}`);
    await waitForHydration(page);
    await book(page, 'en', names.gpc);
    await page.goto(`${origin}/faq`);
    await waitForHydration(page);
    await pastIdle(page);
    expect(counting).toEqual({ beacons: [], vitals: false });
    await context.close();

    // Do Not Track, the older signal: nothing counted either, and no field-speed code fetched.
    const dnt = await browser().newContext({ viewport: viewports.phone, reducedMotion: 'reduce' });
    await dnt.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    const dntCounting = watchCounting(dnt);
    const dntPage = await dnt.newPage();
    await dntPage.goto(`${origin}/faq?utm_source=newsletter&utm_campaign=private-${stamp}`);
    await waitForHydration(dntPage);
    await pastIdle(dntPage);
    expect(dntCounting).toEqual({ beacons: [], vitals: false });
    await dnt.close();
  });

  it('the owner finds each source in list, show, the CSV and the email, and the campaigns in the report', async () => {
    await until(() => inbox.mails.length >= 4, 30_000);
    await settled(server);

    // list --json: the stored leads with their source.
    expect(leadNamed(names.google)?.source).toEqual({
      landingPage: '/',
      referrer: '',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'slab-spring',
      page: BOOK,
    });
    expect(leadNamed(names.spanish)).toMatchObject({
      language: 'es',
      source: {
        landingPage: '/es',
        utmSource: 'facebook',
        utmMedium: 'social',
        utmCampaign: `cimientos-${stamp}`,
        page: bookEs,
      },
    });
    expect(leadNamed(names.noScript)?.source).toEqual({
      landingPage: '',
      referrer: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      page: BOOK,
    });
    expect(leadNamed(names.gpc)?.source).toMatchObject({
      utmSource: 'newsletter',
      utmCampaign: `private-${stamp}`,
      page: BOOK,
    });

    // show, list, the CSV and the email: the same line.
    const line = `From: google / cpc / slab-spring, landed on /, sent from ${BOOK}`;
    const google = leadNamed(names.google)!;
    expect(leads('show', google.id)).toContain(line);
    expect(leads('list')).toContain(line);
    const csv = leads('export', '--format', 'csv');
    const head = csv.split('\r\n')[0]!;
    expect(head).toContain('landing page,referrer,utm source,utm medium,utm campaign,sent from');
    expect(csv.split('\r\n').find((r) => r.includes(names.google))).toContain(`,/,,google,cpc,slab-spring,${BOOK},`);
    const mail = inbox.mails.find((m) => m.subject.includes(names.google))!;
    expect(mail.text).toContain(line);
    const noScriptMail = inbox.mails.find((m) => m.subject.includes(names.noScript))!;
    expect(noScriptMail.text).toContain(`sent from ${BOOK}`);

    // The report counts the campaign's visit, its call tap, the form started and the lead (counts written ≤ 100 ms).
    let report!: ReportJson;
    await until(() => {
      report = JSON.parse(leads('report', '--json')) as ReportJson;
      const book = report.pages.find((p) => p.path === BOOK);
      return Boolean(book && book.formStarts >= 1 && report.pages.find((p) => p.path === bookEs)?.formStarts);
    }, 20_000).catch((e: Error) => {
      throw new Error(`${e.message}: ${JSON.stringify(report)}`);
    });
    expect(Object.keys(report).sort()).toEqual(['pages', 'sources', 'vitals']);
    const slab = report.sources.find((s) => s.campaign === 'slab-spring')!;
    expect(slab).toMatchObject({ source: 'google', medium: 'cpc', visits: 1 });
    expect(slab.leads).toBeGreaterThanOrEqual(1);
    expect(report.sources.find((s) => s.campaign === `cimientos-${stamp}`)).toEqual({
      source: 'facebook',
      medium: 'social',
      campaign: `cimientos-${stamp}`,
      visits: 1,
      leads: 1,
    });
    // The private visitor's lead counts; the visit does not.
    expect(report.sources.find((s) => s.campaign === `private-${stamp}`)).toMatchObject({ visits: 0, leads: 1 });
    // The no-JavaScript lead: its page, its campaign unknown.
    expect(report.sources.find((s) => s.source === '(unknown)')?.leads).toBeGreaterThanOrEqual(1);
    const home = report.pages.find((p) => p.path === '/')!;
    expect(home.views).toBeGreaterThanOrEqual(1);
    expect(home.calls).toBeGreaterThanOrEqual(1);
    const bookRow = report.pages.find((p) => p.path === BOOK)!;
    expect(Object.keys(bookRow).sort()).toEqual(['calls', 'emails', 'formStarts', 'leads', 'path', 'views']);
    expect(bookRow.leads).toBeGreaterThanOrEqual(3);
    expect(report.pages.find((p) => p.path === bookEs)).toMatchObject({ leads: 1, formStarts: 1 });
    // Field speed from the visitors' own browsers: the home page's, sent as the visitor left it.
    const homeVitals = report.vitals.find((v) => v.path === '/')!;
    expect(homeVitals.samples).toBeGreaterThanOrEqual(1);
    expect(homeVitals.lcpP75).toBeGreaterThan(0);

    // The HTML report: one file, charts drawn inline, nothing to fetch.
    const file = path.join(dataDir, 'report.html');
    leads('report', '--html', file);
    const html = fs.readFileSync(file, 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain('slab-spring');
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
  });
});
