// Journey: a visitor whose browser runs no JavaScript asks to be called back.
// Person: a homeowner on a phone with JavaScript switched off (or a browser that blocks scripts).
// Steps:
//   1. Opens the contact page of the built site, served as `npm start` serves it: the real form receiver, delivering
//      to a real SMTP server.
//   2. Fills in the contact form and sends it: the browser posts it natively.
//   3. Gets the question page (the site's look, what was sent, one security question) and answers it right away.
//   4. Lands on the thank-you page. The office gets the lead once, by email.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, viewports } from '../support/browser.ts';
import { componentsIn, site } from '../support/content.ts';
import { settled, smtpInbox, until } from '../server/support.ts';
import { createSiteServer, type SiteServer } from '../../scripts/server/site-server.ts';
import { emailChannel } from '../../scripts/server/mailer.ts';
import { readSubmissions } from '../../scripts/server/form-receiver.ts';
import { siteData } from '../../src/content/model.ts';
import { formDef, THANK_YOU_PATH } from '../../src/forms/config.ts';

let browser: Browser;
let server: SiteServer;
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let origin = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-no-js-'));

beforeAll(async () => {
  inbox = await smtpInbox();
  server = createSiteServer({
    dir: inject('dist'),
    dataDir,
    channels: [emailChannel({ smtpUrl: inbox.smtpUrl, to: 'office@example.com' })],
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
  await inbox?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a visitor without JavaScript', () => {
  it('sends the contact form, answers the question at once, lands on the thank-you page; the lead is delivered once', async () => {
    // The page that embeds the contact form, as pages/ writes it.
    const contact = site.files.find(
      (f) => f.route && !f.route.startsWith('/es') && componentsIn(f.route, 'ContactForm').length,
    );
    expect(contact, 'an English page with <ContactForm />').toBeDefined();
    const ui = siteData('ui.en');
    const def = formDef('contact', ui.forms);
    const label = (name: string) => def.fields.find((f) => f.name === name)!.label;
    const name = `Journey No Script ${process.pid}-${Date.now()}`;

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(origin + contact!.route);
    const form = page.locator('form[data-form="contact"]');
    await form.getByLabel(label('name')).fill(name);
    await form.getByLabel(label('phone')).fill('(281) 555-0111');
    await form.getByLabel(label('email')).fill('no.script@example.com');
    await form.getByLabel(label('message')).fill('Cracks over two doors. Please call me.');
    await Promise.all([page.waitForURL(`${origin}/api/forms`), form.locator('button[type="submit"]').click()]);

    // The question page: its title, what was sent, one question; nothing delivered yet.
    expect(await page.locator('h1').textContent()).toBe(ui.formCheck.title);
    expect(await page.locator('main dd', { hasText: name }).count()).toBe(1);
    const question = (await page.locator('label[for="form-check-answer"]').textContent()) ?? '';
    const [a, b] = [...question.matchAll(/\d+/g)].map((m) => Number(m[0]));
    expect(inbox.mails).toEqual([]);

    // The right answer, typed and sent at once: never "wrong", never "too quick".
    await page.locator('#form-check-answer').fill(String(a! + b!));
    await Promise.all([page.waitForURL(`${origin}${THANK_YOU_PATH}`), page.locator('main button').click()]);
    const hero = componentsIn(THANK_YOU_PATH, 'PageHero')[0]?.title;
    expect(await page.locator('h1').textContent()).toBe(hero);
    expect(await page.locator('[role="alert"]').count()).toBe(0);

    // Delivered once: one mail at the office, one lead stored (verified by its answer).
    await until(() => inbox.mails.length >= 1, 30_000);
    await settled(server); // nothing pending or under way: a second mail would have come
    expect(inbox.mails).toHaveLength(1);
    expect(inbox.mails[0]!.subject).toContain(name);
    const leads = readSubmissions(dataDir).filter((r) => r.fields.name === name);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ verified: true, released: 'answer' });
    await context.close();
  });
});
