// What a delivered lead says: the subject (form and city), a plain-text and an HTML body with every field
// (HTML-escaped), the visitor's email for Reply-To, and the JSON the webhook receives.
import { LANG_FIELD, formDef, isFormId } from '../../src/forms/config.ts';
import { siteData } from '../../src/content/model.ts';
import type { FormWords } from '../../src/content/schemas/ui.ts';
import type { LeadRecord } from './lead-store.ts';
import { text } from './spam-check.ts';
import { escapeHtml } from '../shared/html-escape.ts';
import { SOURCE_FIELD_NAMES, sourceLine } from './lead-source.ts';

const formNames: Record<string, string> = {
  'home-inspection': 'Free inspection request (home page)',
  'book-inspection': 'Free inspection request (book-inspection page)',
  contact: 'Contact message',
};

/** The city of a typed US address ("4410 Magnolia Dr, Pearland, TX 77584" → "Pearland"), or null. */
function cityOf(address: string): string | null {
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const stateAt = parts.findIndex((p) => /^[A-Za-z]{2}\.?(\s+\d{5}(-\d{4})?)?$|^(Texas|TX)\b/i.test(p));
  if (stateAt > 0) return parts[stateAt - 1]!;
  const inline = /([A-Za-z .'-]+?)\s+(TX|Texas)\b/i.exec(parts.at(-1) ?? '');
  if (inline && parts.length > 1) return inline[1]!.trim();
  return parts.length >= 2 ? parts[1]!.replace(/\s+\d{5}.*$/, '') : null;
}

export function replyTo(lead: LeadRecord): string | null {
  const v = text(lead.fields._replyto) || text(lead.fields.email);
  return /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/.test(v) ? v : null;
}

/** A lead sent from a Spanish page: the office calls it back in Spanish. */
function isSpanish(lead: LeadRecord): boolean {
  return (lead.language ?? text(lead.fields[LANG_FIELD])) === 'es';
}

/** The first line of a Spanish lead's message (plain text and HTML). */
const SPANISH_NOTE = 'SPANISH-SPEAKING LEAD: sent from the Spanish site. Call back in Spanish.';

export function subjectOf(lead: LeadRecord): string {
  const form = formNames[lead.form] ?? `Form "${lead.form}"`;
  const city = cityOf(text(lead.fields.address));
  const who = text(lead.fields.name)
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 80);
  return `${isSpanish(lead) ? '[Spanish] ' : ''}${form}${city ? ` in ${city}` : ''}${who ? ` from ${who}` : ''}`;
}

/** The office reads every lead in English: the English form's labels (content/ui.en.yaml), read once. */
let officeWords: FormWords | undefined;
const englishWords = () => (officeWords ??= siteData('ui.en').forms);

/** Every field with its English label where the form defines one, in the form's order, then the rest. */
export function labelledFields(lead: LeadRecord): [string, string][] {
  const def = isFormId(lead.form) ? formDef(lead.form, englishWords()) : null;
  const out: [string, string][] = [];
  const seen = new Set<string>();
  for (const f of def?.fields ?? []) {
    seen.add(f.sendAs);
    out.push([f.label.replace(/ \(optional\)$/, ''), text(lead.fields[f.sendAs])]);
  }
  for (const name of Object.keys(lead.fields))
    if (
      !seen.has(name) &&
      ![
        '_key',
        '_challenge',
        '_answer',
        '_next',
        '_gotcha',
        '_honey',
        'website',
        '_form',
        '_subject',
        LANG_FIELD,
      ].includes(name) &&
      !SOURCE_FIELD_NAMES.has(name)
    )
      out.push([name, text(lead.fields[name])]);
  return out;
}

/**
 * What the office should know about how the lead got here: only a held post released by hand (`npm run leads --
 * release`) was never checked by the security question. Every other delivered lead answered it.
 */
const RELEASED_NOTE =
  'Released by hand from the held posts: it was sent without the security question (for example with JavaScript off) and never answered it.';

export function plainBody(lead: LeadRecord): string {
  const lines = labelledFields(lead).map(([k, v]) => `${k}:${v.includes('\n') ? `\n${v}\n` : ` ${v || '-'}`}`);
  const note = lead.verified ? '' : `${RELEASED_NOTE}\n\n`;
  return `${isSpanish(lead) ? `${SPANISH_NOTE}\n\n` : ''}${note}${lines.join('\n')}\n\n${sourceLine(lead.source)}\nReceived ${lead.receivedAt} · lead ${lead.id}\n`;
}

export function htmlBody(lead: LeadRecord): string {
  const rows = labelledFields(lead)
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v) || '&ndash;'}</td></tr>`,
    )
    .join('');
  const note = lead.verified ? '' : `<p><strong>${escapeHtml(RELEASED_NOTE)}</strong></p>`;
  const spanish = isSpanish(lead) ? `<p><strong>${escapeHtml(SPANISH_NOTE)}</strong></p>` : '';
  return `<!doctype html><html><body>${spanish}${note}<table>${rows}</table><p>${escapeHtml(sourceLine(lead.source))}</p><p style="color:#555">Received ${escapeHtml(lead.receivedAt)} · lead ${escapeHtml(lead.id)}</p></body></html>`;
}

export function webhookPayload(lead: LeadRecord) {
  return {
    id: lead.id,
    receivedAt: lead.receivedAt,
    form: lead.form,
    verified: lead.verified,
    language: isSpanish(lead) ? 'es' : 'en',
    subject: subjectOf(lead),
    replyTo: replyTo(lead),
    fields: Object.fromEntries(labelledFields(lead)),
    ...(lead.source ? { source: lead.source } : {}),
    raw: lead.fields,
  };
}
