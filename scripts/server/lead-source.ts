// Where a lead or a counted visit came from, as the receiver keeps it: the browser copies what it has
// (src/forms/source.ts) and this checks each value. A value that breaks its rule is dropped (stored as ''), never
// fatal: a lead is never refused for its source. Also how a source reads for the owner: the email, `list`, `show`,
// the CSV, and the report's source, medium and campaign.
import { VISIT_KEYS, sourceField, type LeadSource, type VisitKey } from '../../src/forms/source.ts';
import { text } from './spam-check.ts';
import type { Fields } from './lead-store.ts';

export type { LeadSource };
export type SourceKey = VisitKey | 'page';
const SOURCE_KEYS: readonly SourceKey[] = [...VISIT_KEYS, 'page'];

/** The hidden fields a source travels in ("_landingPage" … "_page"): kept on the lead as `source`, not as fields. */
export const SOURCE_FIELD_NAMES: ReadonlySet<string> = new Set(SOURCE_KEYS.map(sourceField));

/** A site path ("/", "/es/agendar-inspeccion"). */
const PATH_RE = /^\/[A-Za-z0-9\-_/]{0,199}$/;
/** A host name, with a port where one was given. */
const HOST_RE = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?){0,20}(:\d{1,5})?$/;
/** A campaign word: letters, digits and a little punctuation, as ad platforms write them (slab-spring, cpc, google). */
const UTM_RE = /^[\p{L}\p{N}][\p{L}\p{N} _.\-+:|()]{0,99}$/u;

/** A site path as the receiver keeps it ("/faq/" → "/faq"), or ''. */
export function cleanPath(value: unknown): string {
  if (typeof value !== 'string' || !PATH_RE.test(value) || value.startsWith('//')) return '';
  return value.replace(/(.)\/+$/, '$1');
}

/** A value as the receiver keeps it, or '' when it is missing or breaks its rule. */
export function cleanSourceValue(key: SourceKey, value: unknown): string {
  if (typeof value !== 'string') return '';
  const v = value.trim();
  if (!v) return '';
  if (key === 'page' || key === 'landingPage') return cleanPath(v);
  if (key === 'referrer') return v.length <= 253 && HOST_RE.test(v.toLowerCase()) ? v.toLowerCase() : '';
  return UTM_RE.test(v) ? v : '';
}

/** The source a form post carries in its hidden fields; each value checked (a bad one is ''). */
export function leadSourceOf(fields: Fields): LeadSource {
  return Object.fromEntries(
    SOURCE_KEYS.map((k) => [k, cleanSourceValue(k, text(fields[sourceField(k)]))]),
  ) as LeadSource;
}

export interface Channel {
  source: string;
  medium: string;
  campaign: string;
}

/**
 * How a visit reads in the report: utm_source / utm_medium / utm_campaign, else the referring site ("referral"),
 * else "(direct)"; a lead whose visit is unknown (sent without JavaScript, or stored before sources were kept) is
 * "(unknown)".
 */
export function channelOf(s: Partial<LeadSource> | undefined, known = Boolean(s?.landingPage)): Channel {
  const source = s?.utmSource || s?.referrer || (known ? '(direct)' : '(unknown)');
  const medium = s?.utmMedium || (s?.utmSource ? '(not set)' : s?.referrer ? 'referral' : '(none)');
  return { source, medium, campaign: s?.utmCampaign || '(none)' };
}

/** "From: google / cpc / slab-spring, landed on /, sent from /book-inspection" (parts that are unknown are left out). */
export function sourceLine(s: LeadSource | undefined): string {
  if (!s) return 'From: not recorded (stored before sources were kept)';
  const parts: string[] = [];
  if (s.landingPage) {
    const c = channelOf(s);
    const from = s.utmSource
      ? [c.source, c.medium, ...(s.utmCampaign ? [c.campaign] : [])].join(' / ')
      : s.referrer
        ? `${s.referrer} (referral)`
        : 'direct';
    parts.push(`From: ${from}`, `landed on ${s.landingPage}`);
  } else parts.push('From: unknown (no visit data: sent without JavaScript)');
  if (s.page) parts.push(`sent from ${s.page}`);
  return parts.join(', ');
}

/** The CSV's columns for a source, in order, with their values. */
export function sourceColumns(s: LeadSource | undefined): [string, string][] {
  return [
    ['landing page', s?.landingPage ?? ''],
    ['referrer', s?.referrer ?? ''],
    ['utm source', s?.utmSource ?? ''],
    ['utm medium', s?.utmMedium ?? ''],
    ['utm campaign', s?.utmCampaign ?? ''],
    ['sent from', s?.page ?? ''],
  ];
}
