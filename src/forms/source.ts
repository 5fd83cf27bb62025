// Where a visit came from, kept for the visit in sessionStorage (no cookie) and sent with every lead form as hidden
// fields: the first page of the visit, the referrer's host and the landing address's utm_source, utm_medium and
// utm_campaign, with the page the form was sent from. The browser entry notes it on the visit's first page
// (src/browser/visit.ts); the form renders the fields (LeadForm.tsx); the receiver checks each value and stores them
// on the lead as `source` (scripts/server/lead-source.ts). Part of every page's first script: kept small, so the
// browser only copies values and the receiver judges them.

/** What the browser keeps for the visit, in the order the form sends it. */
export const VISIT_KEYS = ['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign'] as const;
export type VisitKey = (typeof VISIT_KEYS)[number];
export type VisitSource = Record<VisitKey, string>;
/** A lead's source: the visit's, and the page the form was sent from. */
export type LeadSource = VisitSource & { page: string };

/** The hidden field a source value is sent in: "_landingPage", "_utmCampaign", "_page". */
export const sourceField = (key: VisitKey | 'page') => `_${key}`;

/** Where the visitor's browser sends its counts (scripts/server/event-receiver.ts). */
export const EVENTS_PATH = '/api/events';

/** The sessionStorage key of the visit's source. */
const VISIT_KEY = 'visit-source';

/** The visit's source as kept for it, or null (storage blocked, or nothing kept yet). */
export function readVisit(): VisitSource | null {
  try {
    return JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null') as VisitSource | null;
  } catch {
    return null;
  }
}

/**
 * The visit's source: the one kept since its first page or, on its first page, this page's (kept from now on):
 * its path, the referrer's host when it is another site, and the address's campaign. `first`: this page began it.
 */
export function noteVisit(): { visit: VisitSource; first: boolean } {
  const known = readVisit();
  if (known) return { visit: known, first: false };
  const q = new URLSearchParams(location.search);
  const referrer = document.referrer && new URL(document.referrer).host;
  const visit: VisitSource = {
    landingPage: location.pathname,
    referrer: referrer === location.host ? '' : referrer,
    utmSource: q.get('utm_source') ?? '',
    utmMedium: q.get('utm_medium') ?? '',
    utmCampaign: q.get('utm_campaign') ?? '',
  };
  try {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // storage blocked: this page's forms still send it
  }
  return { visit, first: true };
}

/** The hidden fields a form sends for the visit (empty until the browser knows it, and without JavaScript). */
export function visitFields(visit: VisitSource | null): [string, string][] {
  return VISIT_KEYS.map((k) => [sourceField(k), String(visit?.[k] ?? '').slice(0, 300)]);
}
