// Person: a Spanish-speaking homeowner on a phone, who reads the site in Spanish and books a free inspection.
// Steps:
//   1. Opens /es and reads it: no English word outside what is marked lang="en" (customers' own quotes).
//   2. Follows a link to a Spanish service page and reads it the same way.
//   3. Follows that page's link to /es/agendar-inspeccion and reads it the same way.
//   4. Reaches the form; one second after it is ready (and more than two seconds after the page loaded), the
//      browser's autofill sets every field at once, and the visitor answers the security question and sends.
//   5. The form accepts it in Spanish, and its thank-you page is /es/gracias, in Spanish too.
//   6. The lead is stored as a Spanish lead and delivered once by email (a real SMTP server on 127.0.0.1).
// The English words are the writers' gate's (scripts/checks/spanish-words.ts: derived from content/), read the same
// way the gate reads a built page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserForFile, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { createSiteServer, type SiteServer } from '../../scripts/server/site-server.ts';
import { emailChannel } from '../../scripts/server/mailer.ts';
import { readSubmissions } from '../../scripts/server/form-receiver.ts';
import { readDeliveries } from '../../scripts/server/outbox.ts';
import { settled } from '../server/support.ts';
import { parseDocument } from '../../scripts/checks/built-pages.ts';
import { englishOnPage, englishWords } from '../../scripts/checks/spanish-words.ts';
import { loadSite, siteData, siteDataIn } from '../../src/content/model.ts';
import { SECTIONS } from '../../src/content/route-path.ts';
import { THANK_YOU_PATH, formDef, successText } from '../../src/forms/config.ts';

const site = loadSite();
const words = englishWords(site);
const es = siteData('ui.es');
const bookPage = site.pairs.get('/book-inspection')!;
const thankYou = site.pairs.get(THANK_YOU_PATH)!;
const servicesEs = site.pairs.get(SECTIONS.services)!;
const def = formDef('book-inspection', es.forms);
const name = `Rosa Garza ${process.pid}-${Date.now()}`;

const browser = browserForFile();
let server: SiteServer;
let origin = '';
let dataDir = '';
const mails: string[] = [];
let smtp: SMTPServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, cb) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
      stream.on('end', () => {
        mails.push(raw);
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-spanish-'));
  server = createSiteServer({
    dir: inject('dist'),
    dataDir,
    rateLimit: { burst: 1000, refillMs: 1 },
    channels: [emailChannel({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, to: 'office@example.com' })],
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The English words the visitor reads on the page as it is now (the browser's DOM, read as the gate reads one). */
async function englishRead(page: Page): Promise<string[]> {
  const doc = parseDocument(await page.content());
  return englishOnPage(doc, words).map((f) => `${new URL(page.url()).pathname}: "${f.word}" in "${f.text}"`);
}

describe('a Spanish-speaking visitor on a phone books an inspection', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  it('reads /es, a service page and the booking page with no English word, then books and lands on /es/gracias', async () => {
    context = await browser().newContext({ viewport: viewports.phone, locale: 'es-US', reducedMotion: 'reduce' });
    page = await context.newPage();
    problems = watchConsole(page);

    // 1. The Spanish home page.
    await page.goto(`${origin}/es`);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await englishRead(page)).toEqual([]);

    // 2. A Spanish service page, by a link on the home page.
    const serviceLink = page.locator(`main a[href^="${servicesEs}/"]:visible`).first();
    const serviceHref = await serviceLink.getAttribute('href');
    expect(serviceHref).toBeTruthy();
    await serviceLink.click();
    await page.waitForURL(`${origin}${serviceHref}`);
    await waitForHydration(page);
    expect(await englishRead(page)).toEqual([]);

    // 3. The booking page, by the service page's link.
    await page.locator(`a[href="${bookPage}"]:visible`).first().click();
    await page.waitForURL(`${origin}${bookPage}`);
    await waitForHydration(page);
    expect(await englishRead(page)).toEqual([]);

    // 4. The form, reached and ready; autofill one second later, more than two seconds after the page loaded.
    const form = page.locator('form[data-form="book-inspection"]');
    await form.scrollIntoViewIfNeeded();
    await page.waitForSelector('form[data-form="book-inspection"][data-ready="true"]');
    await page.waitForTimeout(1000);
    const sinceLoad = await page.evaluate(() => performance.now());
    if (sinceLoad < 2100) await page.waitForTimeout(2100 - sinceLoad);
    const question = (await form.getByTestId('security-question').textContent()) ?? '';
    const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
    expect(a !== undefined && b !== undefined, `question: ${question}`).toBe(true);
    const values: Record<string, string> = {};
    for (const f of def.fields) {
      const id = `book-inspection-${f.name}`;
      if (f.kind === 'select') values[id] = f.options!.at(-1)!.value;
      else if (f.kind === 'email') values[id] = 'rosa@example.com';
      else if (f.kind === 'tel') values[id] = '(281) 555-0111';
      else if (f.name === 'name') values[id] = name;
      else if (f.name === 'address') values[id] = '4410 Magnolia Dr, Pearland, TX 77584';
      else values[id] = 'Hay una grieta sobre la puerta del garaje.';
    }
    const answerId = await form.getByLabel(new RegExp(`^${es.forms.security.label}`)).getAttribute('id');
    values[answerId!] = String(a! + b!);
    // As autofill does: every value set in one go, each field told with the events a browser fires.
    await page.evaluate((all) => {
      for (const [id, value] of Object.entries(all)) {
        const el = document.getElementById(id) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
        const proto = Object.getPrototypeOf(el) as object;
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, values);
    await form.locator('button[type="submit"]').click();

    // 5. Accepted, in Spanish; the form's thank-you page is the Spanish one.
    const response = siteDataIn('business', 'es').responsePromise;
    const toast = page.locator('.site-toaster [role="status"]').filter({ hasText: def.success.title });
    await toast.waitFor({ timeout: 30_000 });
    expect(await toast.textContent()).toContain(successText(def, response));
    const next = await form.locator('input[name="_next"]').inputValue();
    expect(new URL(next).pathname).toBe(thankYou);
    await page.goto(`${origin}${thankYou}`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await englishRead(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();

    // 6. Stored as a Spanish lead, and delivered once.
    const records = readSubmissions(dataDir).filter((r) => r.fields.name === name);
    expect(records).toHaveLength(1);
    expect(records[0]!.language).toBe('es');
    expect(records[0]!.verified).toBe(true);
    const deadline = Date.now() + 30_000;
    while (!mails.some((m) => m.includes(name.split(' ').at(-1)!)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await settled(server); // the outbox has nothing pending or under way: a second delivery would have come
    expect(mails.filter((m) => m.includes(name.split(' ').at(-1)!))).toHaveLength(1);
    const delivered = [...readDeliveries(dataDir)].filter(
      ([k, s]) => k.startsWith(records[0]!.id) && s.status === 'delivered',
    );
    expect(delivered).toHaveLength(1);
  });
});
