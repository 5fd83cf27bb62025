// The page the receiver answers a post without a valid challenge with (docs/forms-and-leads.md, held posts): the form's
// question page (src/forms/FormCheck.tsx) in the visitor's language, inside the built thank-you page of that
// language, so it has the site's header, footer, inlined styles and menus script as built (the CSP's script hash
// still holds: the page's inline scripts are untouched). Without a built site (a receiver on its own, the tests
// of tests/server) it is a bare page with the same content.
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlFileForRoute, type Lang } from '../../src/content/route-path.ts';
import { siteData, siteDataIn } from '../../src/content/model.ts';
import { telHrefOf } from '../../src/content/facts.ts';
import { formDef, isFormId, THANK_YOU_PATH } from '../../src/forms/config.ts';
import { FormCheck } from '../../src/forms/FormCheck.tsx';
import type { Question } from '../../src/forms/anti-spam.ts';
import { escapeHtml } from '../shared/html-escape.ts';
import type { LeadRecord } from './lead-store.ts';
import { text, typedFields } from './spam-check.ts';

export interface HeldPageInput {
  held: LeadRecord;
  /** The thank-you page's route the post names (`_next`), whose built page is the template. */
  thankYou: string | null;
  endpoint: string;
  challenge: { token: string } & Question;
  wrong: boolean;
  /** The built site (dist/), when there is one. */
  siteDir?: string;
}

/** What the visitor sent, labelled in their language: the form's fields in its order, then anything else typed. */
function sentFields(held: LeadRecord, lang: Lang): [string, string][] {
  const def = isFormId(held.form) ? formDef(held.form, siteData(`ui.${lang}`).forms) : null;
  const known = new Set(def?.fields.map((f) => f.sendAs));
  const out: [string, string][] = (def?.fields ?? [])
    .map((f): [string, string] => [f.label, text(held.fields[f.sendAs])])
    .filter(([, v]) => v !== '');
  for (const [name, value] of typedFields(held.fields)) if (!known.has(name)) out.push([name, value]);
  return out;
}

/** The built page to borrow the look from: the thank-you page the post names, else the English one. */
function template(siteDir: string | undefined, thankYou: string | null): string | null {
  if (!siteDir) return null;
  for (const route of [thankYou, THANK_YOU_PATH]) {
    if (!route) continue;
    const file = path.join(siteDir, htmlFileForRoute(route));
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return null;
}

const PAGE_START = '<div data-static="page">';
const MAIN_END = '</main>';

export function heldPage({ held, thankYou, endpoint, challenge, wrong, siteDir }: HeldPageInput): string {
  const lang: Lang = held.language === 'es' ? 'es' : 'en';
  const ui = siteData(`ui.${lang}`);
  const phone = siteDataIn('business', lang).phone;
  const body = renderToStaticMarkup(
    createElement(FormCheck, {
      words: ui,
      endpoint,
      heldId: held.id,
      sent: sentFields(held, lang),
      question: { a: challenge.a, b: challenge.b },
      token: challenge.token,
      wrong,
      phone,
      telHref: telHrefOf(phone),
    }),
  );
  const title = escapeHtml(ui.formCheck.title);
  const page = template(siteDir, thankYou);
  const start = page?.indexOf(PAGE_START) ?? -1;
  const end = page?.indexOf(MAIN_END, start) ?? -1;
  if (page && start >= 0 && end > start)
    return (
      page
        .slice(0, start + PAGE_START.length)
        .replace(/(<title\b[^>]*>)[^<]*(<\/title>)/, (_, open: string, close: string) => open + title + close) +
      body +
      '</div>' +
      page.slice(end)
    );
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `</head><body><main id="main">${body}</main></body></html>`
  );
}
