// Typed access to content/business.yaml (through data.ts) and the few values
// derived from it, so no component formats a phone number or a year count on its own.
import { business, businessEs, costGuide, costGuideEs, uiEs } from './data.ts';
import type { Lang } from './route-path.ts';
import { businessFacts, siteFacts, telHrefOf } from './facts.ts';

// Components never read the English value alone: they take the page language's through useBusiness() and useFacts()
// (src/page/lang.ts), so a text-valued fact (the warranty term, an inspection's duration) is Spanish on a Spanish
// page. Only figures, the same in both languages, are exported on their own here.
const facts = businessFacts(business);

export const telHref = telHrefOf(business.phone);
export const mailtoHref = `mailto:${business.email}`;
export const addressLine = facts.address;
export const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${business.name}, ${addressLine}`)}`;

/** "19:00" → "7pm" in English; in Spanish as the locale of content/ui.es.yaml writes it ("7 p.m."). */
function formatTime(hhmm: string, lang: Lang): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  if (lang === 'es')
    return new Intl.DateTimeFormat(uiEs.dates.locale, {
      hour: 'numeric',
      ...(m ? { minute: '2-digit' as const } : {}),
      timeZone: 'UTC',
    }).format(Date.UTC(2000, 0, 1, h, m));
  const suffix = h < 12 ? 'am' : 'pm';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour}${suffix}` : `${hour}:${String(m).padStart(2, '0')}${suffix}`;
}

/** content/business.yaml in each language: its texts (the tagline, hours labels, the inspection's duration, the
 * warranty terms, …) from content/business.es.yaml on Spanish pages, everything else from the English file. */
export const businessIn = { en: business, es: businessEs } satisfies Record<Lang, typeof business>;

/** The business facts in each language, with the named prices of content/cost-guide.yaml: the text-valued ones (an inspection's duration, the warranty term, …) from
 * content/business.es.yaml on Spanish pages, every figure from content/business.yaml. */
export const factsIn = {
  en: siteFacts(business, costGuide),
  es: siteFacts(businessEs, costGuideEs, 'es'),
} satisfies Record<Lang, typeof facts>;

/** One fact by name in `lang`; an unknown name fails the build naming the known ones. */
export function factIn(name: string, lang: Lang): string {
  const known: Record<string, string> = factsIn[lang];
  const value = known[name];
  if (value === undefined) throw new Error(`unknown fact {@${name}}; known: ${Object.keys(known).join(', ')}`);
  return value;
}

function hoursOf(b: typeof business, lang: Lang) {
  return b.hours.map((h) => ({ label: h.label, time: `${formatTime(h.opens, lang)} – ${formatTime(h.closes, lang)}` }));
}

/** The office hours as lines ("Monday – Friday", "7am – 7pm"), in each language. */
export const hoursLinesIn = { en: hoursOf(business, 'en'), es: hoursOf(businessEs, 'es') } satisfies Record<
  Lang,
  ReturnType<typeof hoursOf>
>;
