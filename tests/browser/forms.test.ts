// The three lead forms in Debian's Chromium against the built site and the real embedded receiver:
// anti-spam rules (with the server's challenge), real submission stored in <dataDir>/submissions.jsonl, a resend
// stored once, failures (500, 429, 503 and network), state kept across failures and reloads, reset after success,
// one toast at a time, hostile input, no-JavaScript posting.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request, Route } from 'playwright-core';
import { launchBrowser, origin, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { readSubmissions, type SubmissionRecord } from '../../scripts/server/form-receiver.ts';
import { business } from '../../src/content/business.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Case {
  path: string;
  formId: 'home-inspection' | 'book-inspection' | 'contact';
  /** Visible labels → values to type. */
  values: Record<string, string>;
  submit: string;
  submitting: string;
  success: [string, string];
  failure: string;
  /** The field the email is sent under. */
  emailField: string;
}

const phoneText = business.phone;
const inspectionValues = {
  'Full name': 'Test Person',
  Phone: '(281) 555-0111',
  Email: 'test.person@example.com',
  'Property address': '4410 Magnolia Dr, Pearland, TX 77584',
};

const cases: Case[] = [
  {
    path: '/',
    formId: 'home-inspection',
    values: inspectionValues,
    submit: 'Schedule Free Inspection',
    submitting: 'Scheduling...',
    success: ['Inspection Scheduled!', "We'll contact you within 2 hours to confirm your appointment."],
    failure: `Failed to schedule inspection. Please call us at ${phoneText}.`,
    emailField: 'email',
  },
  {
    path: '/book-inspection',
    formId: 'book-inspection',
    values: inspectionValues,
    submit: 'Book My Free Inspection',
    submitting: 'Scheduling...',
    success: [
      'Inspection Scheduled!',
      "We'll contact you within 2 hours during business hours to confirm your appointment.",
    ],
    failure: `Failed to schedule inspection. Please call us at ${phoneText}.`,
    emailField: '_replyto',
  },
  {
    path: '/contact',
    formId: 'contact',
    values: {
      'Full name': 'Test Person',
      Phone: '(281) 555-0111',
      Email: 'test.person@example.com',
      Message: 'Please call me back.',
    },
    submit: 'Send Message',
    submitting: 'Sending...',
    success: ['Message Sent!', "We'll respond within 2 hours during business hours."],
    failure: `Failed to send message. Please call us at ${phoneText}.`,
    emailField: '_replyto',
  },
];

const stored = (name: string): SubmissionRecord[] =>
  readSubmissions(inject('dataDir')).filter((r) => r.fields.name === name);
let counter = 0;
const uniqueName = (label: string) => `${label} ${process.pid}-${++counter}-${Date.now()}`;

async function open(c: Case, opts: { viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ viewport: opts.viewport ?? viewports.desktop, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r);
  });
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(origin() + c.path);
  await ready(page, c);
  const form = page.locator(`form[data-form="${c.formId}"]`);
  return { context, page, form, problems, posts };
}

async function ready(page: Page, c: Case) {
  await waitForHydration(page);
  await page.waitForSelector(`form[data-form="${c.formId}"][data-ready="true"]`);
}

/** Reloads the page and waits until the form has restored the draft that holds `name`. */
async function reloadWithDraft(page: Page, c: Case, name: string) {
  await page.reload();
  await ready(page, c);
  await page.waitForFunction(([id, n]) => document.querySelector<HTMLInputElement>(`#${id}-name`)?.value === n, [
    c.formId,
    name,
  ] as const);
}

/** Sends the form and waits for the form's success toast. */
async function sendAndSucceed(page: Page, form: Locator, c: Case) {
  await form.locator('button[type="submit"]').click();
  await toasts(page).filter({ hasText: c.success[0] }).waitFor();
}

/** Waits out the 2-second rule, answers the question, sends, and returns the one record stored for `name`. */
async function sendOnceAfterTwoSeconds(page: Page, form: Locator, c: Case, name: string) {
  await pastTooFast(page);
  await answerQuestion(page, c);
  await sendAndSucceed(page, form, c);
  const records = stored(name);
  expect(records).toHaveLength(1);
  return records;
}

async function fill(page: Page, c: Case, values: Record<string, string>) {
  const form = page.locator(`form[data-form="${c.formId}"]`);
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
}

async function answerQuestion(page: Page, c: Case, offset = 0) {
  const form = page.locator(`form[data-form="${c.formId}"]`);
  const text = await form.getByTestId('security-question').textContent();
  const m = /What is (\d+) \+ (\d+)\?/.exec(text ?? '');
  expect(m, `question text: ${text}`).not.toBeNull();
  const sum = Number(m![1]) + Number(m![2]);
  await form.getByLabel(/Security question/).fill(String(sum + offset));
  return sum;
}

/** The spec's 2000 ms rule: a person takes longer than that; the only fixed wait in this file. */
const pastTooFast = (page: Page) => page.waitForTimeout(2100);

const toasts = (page: Page) => page.locator('.site-toaster [role="status"], .site-toaster [role="alert"]');

async function expectToast(page: Page, title: string, description: string) {
  const toast = toasts(page).filter({ hasText: title });
  await toast.waitFor();
  expect(await toast.textContent()).toContain(description);
  expect(await toasts(page).count()).toBe(1);
}

const expectedConsole = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource|net::ERR_FAILED|status of (500|429|503)/.test(p));

async function valuesOf(page: Page, c: Case) {
  const form = page.locator(`form[data-form="${c.formId}"]`);
  const out: Record<string, string> = {};
  for (const label of Object.keys(c.values)) out[label] = await form.getByLabel(label).inputValue();
  return out;
}

describe.each(cases)('$formId form on $path', (c) => {
  it('has labelled fields with the right input types and autocomplete, a hidden honeypot and native posting set up', async () => {
    const { context, form } = await open(c);
    expect(await form.getAttribute('action')).toBe('/api/forms');
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(await form.getByLabel('Phone').getAttribute('type')).toBe('tel');
    expect(await form.getByLabel('Phone').getAttribute('autocomplete')).toBe('tel');
    expect(await form.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await form.getByLabel('Email').getAttribute('name')).toBe(c.emailField);
    expect(await form.getByLabel('Full name').getAttribute('autocomplete')).toBe('name');
    for (const label of Object.keys(c.values)) expect(await form.getByLabel(label).getAttribute('required')).toBe('');
    expect(await form.locator('input[name="website"]').count()).toBe(1);
    // The honeypot is off-screen, out of the tab order and hidden from screen readers.
    const honeypot = form.locator('input[name="website"]');
    const box = await honeypot.boundingBox();
    expect(box!.x + box!.width).toBeLessThan(0);
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await form.locator('input[name="_next"]').inputValue()).toBe(`${business.siteUrl}/thank-you`);
    await context.close();
  });

  it('sends for real: disabled "Scheduling..."/"Sending..." button, success toast, reset, record stored', async () => {
    const { context, page, form, problems } = await open(c);
    const name = uniqueName('Success');
    await fill(page, c, { ...c.values, 'Full name': name });
    await pastTooFast(page);
    await answerQuestion(page, c);

    // Hold the request until the submitting state has been checked, then let it through to the real receiver.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/forms', async (route: Route) => {
      await held;
      await route.continue();
    });
    const button = form.locator('button[type="submit"]');
    await button.click();
    await page.waitForFunction((id) => {
      const b = document.querySelector<HTMLButtonElement>(`form[data-form="${id}"] button[type="submit"]`);
      return b?.disabled === true;
    }, c.formId);
    expect((await button.textContent())?.trim()).toBe(c.submitting);
    expect(await form.getAttribute('aria-busy')).toBe('true');
    release();

    await expectToast(page, c.success[0], c.success[1]);
    expect(await button.isDisabled()).toBe(false);
    expect((await button.textContent())?.trim()).toBe(c.submit);
    // Reset: every field empty again, the draft cleared.
    for (const v of Object.values(await valuesOf(page, c))) expect(v).toBe('');
    expect(await page.evaluate((id) => sessionStorage.getItem(`lead-form-draft:${id}`), c.formId)).toBeNull();

    const records = stored(name);
    expect(records).toHaveLength(1);
    const r = records[0]!;
    expect(r.form).toBe(c.formId);
    expect(r.fields[c.emailField]).toBe(c.values.Email);
    expect(r.fields.phone).toBe(c.values.Phone);
    expect(r.fields.website).toBe('');
    expect(r.spam).toBeUndefined();
    // The server's challenge was fetched, answered and checked.
    expect(r.verified).toBe(true);
    expect(r.key).toMatch(/^[0-9a-f]{32}$/);
    if (c.formId !== 'contact') expect(r.fields.address).toBe(c.values['Property address']);
    if (c.formId === 'book-inspection') expect(r.fields.best_time).toBe('Anytime');
    if (c.formId !== 'home-inspection') expect(r.fields._subject).toBeTruthy();
    expect(expectedConsole(problems)).toEqual([]);
    await context.close();
  });

  it('rejects a filled honeypot without sending anything', async () => {
    const { context, page, form, posts } = await open(c);
    const name = uniqueName('Honeypot');
    await fill(page, c, { ...c.values, 'Full name': name });
    await form.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'));
    await pastTooFast(page);
    await answerQuestion(page, c);
    await form.locator('button[type="submit"]').click();

    const banner = form.getByRole('alert');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Spam detected. Please try again.');
    await expectToast(page, 'Submission Failed', 'Spam detected. Please try again.');
    expect(await banner.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(posts).toHaveLength(0);
    expect(stored(name)).toHaveLength(0);
    await context.close();
  });

  it('rejects a submission made within 2 seconds of loading', async () => {
    // The question is held back until the fields are filled, so only answering it falls in the 2 seconds.
    const context = await browser.newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r);
    });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/forms/challenge', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(origin() + c.path);
    await waitForHydration(page);
    const form = page.locator(`form[data-form="${c.formId}"]`);
    await fill(page, c, c.values);
    release();
    await ready(page, c);
    await answerQuestion(page, c);
    // The 2-second clock starts when the question arrives (the challenge response): time since that response
    // ended is an upper bound of it. A guard on this test (the machine really was that quick), not a speed
    // assertion on the site.
    const sinceQuestion = await page.evaluate(() => {
      const challenge = performance.getEntriesByType('resource').find((e) => e.name.includes('/challenge'));
      return performance.now() - ((challenge as PerformanceResourceTiming | undefined)?.responseEnd ?? 0);
    });
    await form.locator('button[type="submit"]').click();
    expect(sinceQuestion, 'answering took too long for this test').toBeLessThan(1900);
    await form.getByRole('alert').filter({ hasText: 'Form submitted too quickly. Please try again.' }).waitFor();
    expect(await toasts(page).filter({ hasText: 'Submission Failed' }).textContent()).toContain(
      'Form submitted too quickly. Please try again.',
    );
    expect(posts).toHaveLength(0);
    await context.close();
  });

  it('rejects a wrong answer, and a new question resets the answer and the error', async () => {
    const { context, page, form, posts } = await open(c);
    const name = uniqueName('Wrong answer');
    await fill(page, c, { ...c.values, 'Full name': name });
    await pastTooFast(page);
    await answerQuestion(page, c, 1);
    await form.locator('button[type="submit"]').click();
    const banner = form.getByRole('alert');
    await banner.filter({ hasText: 'Please answer the security question correctly.' }).waitFor();
    await expectToast(page, 'Submission Failed', 'Please answer the security question correctly.');
    const answer = form.getByLabel(/Security question/);
    expect(await answer.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(0);

    const before = await form.getByTestId('security-question').textContent();
    await form.getByRole('button', { name: 'New question' }).click();
    await page.waitForFunction(
      ([id, old]) =>
        document.querySelector(`form[data-form="${id}"] [data-testid="security-question"]`)?.textContent !== old,
      [c.formId, before] as const,
    );
    expect(await answer.inputValue()).toBe('');
    expect(await banner.count()).toBe(0);
    expect(await answer.getAttribute('aria-invalid')).toBeNull();

    // The typed values were kept throughout; the right answer now sends.
    await answerQuestion(page, c);
    await sendAndSucceed(page, form, c);
    expect(stored(name)).toHaveLength(1);
    await context.close();
  });

  it('keeps everything on a 500, offers the phone number at once, and still has it after a reload', async () => {
    const { context, page, form, problems } = await open(c, { viewport: viewports.phone });
    const name = uniqueName('Server error');
    const typed = { ...c.values, 'Full name': name };
    await fill(page, c, typed);
    await pastTooFast(page);
    await answerQuestion(page, c);
    await page.route('**/api/forms', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":true}' }),
    );
    await form.locator('button[type="submit"]').click();

    await expectToast(page, 'Error', c.failure);
    const note = form.getByTestId('form-failure');
    await note.waitFor();
    expect(await note.locator(`a[href^="tel:"]`).textContent()).toBe(phoneText);
    expect(await valuesOf(page, c)).toEqual(typed);
    expect(stored(name)).toHaveLength(0);

    await reloadWithDraft(page, c, name);
    expect(await valuesOf(page, c)).toEqual(typed);
    expect(expectedConsole(problems)).toEqual([]);
    await context.close();
  });

  it('keeps everything on a network failure and shows one toast at a time', async () => {
    const { context, page, form } = await open(c);
    const name = uniqueName('Network');
    const typed = { ...c.values, 'Full name': name };
    await fill(page, c, typed);
    await pastTooFast(page);
    // First a failed anti-spam check (one toast) …
    await answerQuestion(page, c, 1);
    await form.locator('button[type="submit"]').click();
    await toasts(page).filter({ hasText: 'Submission Failed' }).waitFor();
    // … then a network failure: its toast replaces the first one.
    await page.route('**/api/forms', (route) => route.abort('internetdisconnected'));
    await answerQuestion(page, c);
    await form.locator('button[type="submit"]').click();
    await expectToast(page, 'Error', c.failure);
    expect(await toasts(page).filter({ hasText: 'Submission Failed' }).count()).toBe(0);
    expect(await form.getByTestId('form-failure').isVisible()).toBe(true);
    expect(await valuesOf(page, c)).toEqual(typed);
    expect(await form.locator('button[type="submit"]').isEnabled()).toBe(true);

    // Once the network is back, the same values go through.
    await page.unroute('**/api/forms');
    await sendAndSucceed(page, form, c);
    expect(stored(name)).toHaveLength(1);
    await context.close();
  });

  it('shows field errors with aria-invalid and sends nothing while required fields are empty', async () => {
    const { context, page, form, posts } = await open(c);
    await form.locator('button[type="submit"]').click();
    const nameInput = form.getByLabel('Full name');
    await page.waitForFunction((id) => document.activeElement?.id === `${id}-name`, c.formId);
    expect(await nameInput.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await nameInput.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Please enter your name.');
    await form.getByLabel('Email').fill('not-an-email');
    expect(await page.locator(`#${c.formId}-email-error`).textContent()).toContain('valid email');
    expect(posts).toHaveLength(0);
    await context.close();
  });
});

describe('resends and refusals', () => {
  it('stores a resend after an ambiguous failure once (the idempotency key is kept with the draft)', async () => {
    const c = cases[2]!;
    const { context, page, form } = await open(c);
    const name = uniqueName('Resend');
    await fill(page, c, { ...c.values, 'Full name': name });
    await pastTooFast(page);
    await answerQuestion(page, c);
    // The receiver gets and stores the first send, but its answer is lost on the way back.
    let reached = 0;
    await page.route('**/api/forms', async (route) => {
      await route.fetch();
      reached++;
      await route.abort('connectionreset');
    });
    await form.locator('button[type="submit"]').click();
    await expectToast(page, 'Error', c.failure);
    expect(reached).toBe(1);
    expect(stored(name)).toHaveLength(1);
    const draftKey = await page.evaluate(
      (id) => JSON.parse(sessionStorage.getItem(`lead-form-draft:${id}`)!)._key,
      c.formId,
    );

    // A reload keeps the draft and its key; the resend is answered as the same lead.
    await page.unroute('**/api/forms');
    await reloadWithDraft(page, c, name);
    const records = await sendOnceAfterTwoSeconds(page, form, c, name);
    expect(records[0]!.key).toBe(draftKey);
    await context.close();
  });

  it.each([429, 503])('shows the "please call" failure and keeps everything on a %i', async (status) => {
    const c = cases[0]!;
    const { context, page, form } = await open(c);
    const typed = { ...c.values, 'Full name': uniqueName(`Refused ${status}`) };
    await fill(page, c, typed);
    await pastTooFast(page);
    await answerQuestion(page, c);
    await page.route('**/api/forms', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        headers: { 'Retry-After': '60' },
        body: '{"ok":false}',
      }),
    );
    await form.locator('button[type="submit"]').click();
    await expectToast(page, 'Error', c.failure);
    expect(await form.getByTestId('form-failure').textContent()).toContain('call us at');
    expect(await valuesOf(page, c)).toEqual(typed);
    await context.close();
  });
});

describe('hostile and unusual input', () => {
  it.each([cases[0]!, cases[2]!])('is stored intact and never rendered as HTML ($formId)', async (c) => {
    const { context, page, form, problems } = await open(c);
    const name = `${uniqueName('Zoë <b>bold</b>')} 🏠 "quoted" & 日本`;
    const message = `<script>alert(1)</script><img src=x onerror="alert(2)"> Ünïcödé ✓ 🔧🏚️ 👨‍👩‍👧 ${'x'.repeat(10_000)}`;
    const messageLabel = c.formId === 'contact' ? 'Message' : 'What are you noticing? (optional)';
    await fill(page, c, { ...c.values, 'Full name': name, [messageLabel]: message });

    // Survives a reload from the saved draft, as text.
    await page.reload();
    await ready(page, c);
    await page.waitForFunction(
      (id) => (document.querySelector<HTMLTextAreaElement>(`#${id}-message`)?.value.length ?? 0) > 10_000,
      c.formId,
    );
    expect(await form.getByLabel(messageLabel).inputValue()).toBe(message);

    const records = await sendOnceAfterTwoSeconds(page, form, c, name);
    expect(records[0]!.fields.message).toBe(message);
    expect(records[0]!.fields.name).toBe(name);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => [...document.scripts].some((s) => s.textContent?.includes('alert(1)')))).toBe(
      false,
    );
    expect(problems.filter((p) => p.startsWith('dialog'))).toEqual([]);
    expect(expectedConsole(problems)).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('posts natively and lands on the thank-you page', async () => {
    const c = cases[2]!;
    const context: BrowserContext = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(origin() + c.path);
    const name = uniqueName('No JS');
    await fill(page, c, { ...c.values, 'Full name': name });
    await Promise.all([
      page.waitForURL(`${origin()}/thank-you`),
      page.locator(`form[data-form="${c.formId}"] button[type="submit"]`).click(),
    ]);
    expect(await page.locator('h1').textContent()).toContain('Thank you');
    const records = stored(name);
    expect(records).toHaveLength(1);
    expect(records[0]!.form).toBe('contact');
    await context.close();
  });

  it('shows the form error box when the receiver sends an invalid post back to the page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${origin()}/contact`);
    const box = page.locator('#contact-not-sent');
    expect(await box.isVisible()).toBe(false);
    await page.goto(`${origin()}/contact#contact-not-sent`);
    expect(await box.isVisible()).toBe(true);
    expect(await box.textContent()).toContain("didn't go through");
    expect(await box.locator('a[href^="tel:"]').textContent()).toBe(phoneText);
    await context.close();
  });
});
