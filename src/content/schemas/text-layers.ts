// The words of a data file in another language: content/<name>.es.yaml holds the Spanish text of the fields marked
// here, and nothing else. Every other field (numbers, prices, the phone, ids, links, ratings) is kept once, in the
// English file, and the Spanish value is the English one with these texts put in. The layer's schema is made from
// the English file: every text it has is there in Spanish, in the same place, with the same figures as the English
// text, and a field that is a figure (a price, a number) is not in the layer at all. A text not translated yet (a
// neighbourhood, a price row or a whole area the writer just added in English) is no mistake: the Spanish pages show
// the English text, and `npm run check` warns (missingTexts) until it is added here.
import { z, type ZodType } from 'zod';
import type { DataName } from './index.ts';

/** A text field; `'words'` a price, translated only when it has words (a price such as "Free" or "$3-$7 per sq ft"
 * is translated, with the same figures; "$500-$1,500" is kept once); `[spec]` each item of a list; `{ key: spec }` those fields of an object;
 * `{ '*': spec }` every entry of a map (by the English file's keys). */
export type TextSpec = true | 'words' | readonly [TextSpec] | { readonly [key: string]: TextSpec };

const TEXT = true;

export const textLayers = {
  'cost-guide': { items: [{ service: TEXT, cost: 'words', unit: TEXT, description: TEXT }] },
  drawings: { '*': { alt: TEXT, labels: { '*': TEXT } } },
  business: {
    tagline: TEXT,
    hours: [{ label: TEXT }],
    emergency: { available: TEXT, responseTime: TEXT },
    responsePromise: TEXT,
    cancellationNotice: TEXT,
    inspection: { duration: TEXT, scheduling: TEXT, reportWithin: TEXT },
    warranty: { term: TEXT, claimInspection: TEXT, crawlSpace: TEXT, concreteLifting: TEXT },
  },
  // A price that is only figures ("$4,000-$8,000") is kept once; one with words ("$1,000-$1,500 per pier") is
  // translated with the same figures.
  areas: {
    '*': {
      neighborhoods: [TEXT],
      services: [{ title: TEXT, description: TEXT, cost: 'words', duration: TEXT, features: [TEXT] }],
      // A project's place names and its customer's quote (quoted in English, like the testimonials) stay as written.
      projects: [
        { title: TEXT, problem: TEXT, solution: TEXT, timeline: TEXT, before: { alt: TEXT }, after: { alt: TEXT } },
      ],
    },
  },
  'service-details': {
    '*': {
      figures: { '*': TEXT },
      lists: { '*': [{ title: TEXT, description: TEXT }] },
      cards: [{ title: TEXT, description: TEXT, cost: 'words', features: [TEXT], deliverables: [TEXT] }],
      steps: [{ title: TEXT, description: TEXT }],
      methods: [{ name: TEXT, description: TEXT, bestFor: TEXT, cost: TEXT, timeline: TEXT }],
      tiers: [{ label: TEXT, cost: 'words', description: TEXT, timeline: TEXT }],
      facts: { '*': [{ label: TEXT, value: TEXT }] },
      comparison: { caption: TEXT, columns: [TEXT], rows: [{ label: TEXT, values: [TEXT] }] },
    },
  },
} as const satisfies Partial<Record<DataName, TextSpec>>;

export type TextLayerName = keyof typeof textLayers;

export function isTextLayerName(name: string): name is TextLayerName {
  return Object.hasOwn(textLayers, name);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The figures of a text, in order: "3-5 business days" → 3, 5; "$1,500" → 1500. */
const figuresOf = (text: string) =>
  (text.match(/\d[\d,.]*/g) ?? []).map((n) => n.replace(/[,.]$/, '').replace(/,/g, ''));

/** The {figure} and {@fact} placeholders of a text, sorted: "within {@inspectionReport}" → {@inspectionReport}. */
const placeholdersOf = (text: string) => (text.match(/\{@?[a-zA-Z][a-zA-Z0-9]*\}/g) ?? []).sort().join(' ');

/** A Spanish text: there, with the same figures as the English one ("3-5 business days": "3 a 5 días hábiles") and
 * the same placeholders ("{quoteValid}", "{@warrantyTerm}"). */
function spanishText(english: string) {
  const figures = figuresOf(english).join(', ');
  const placeholders = placeholdersOf(english);
  return z
    .string()
    .min(1, 'expected the Spanish text')
    .refine((es) => figuresOf(es).join(', ') === figures, {
      error: (issue) =>
        `expected the same figures as the English text "${english}" (${figures || 'none'}); it has ${figuresOf(String(issue.input)).join(', ') || 'none'}`,
    })
    .refine((es) => placeholdersOf(es) === placeholders, {
      error: (issue) =>
        `expected the same placeholders as the English text "${english}" (${placeholders || 'none'}); it has ${placeholdersOf(String(issue.input)) || 'none'}`,
    });
}

/** True when the English value `english` holds a text the layer translates under `spec`. */
function isText(spec: TextSpec, english: unknown): english is string {
  return typeof english === 'string' && (spec === true || (spec === 'words' && /\p{L}/u.test(english)));
}

/**
 * The schema of a text layer over `english` (the English file's value): its texts, in the same places. Each text, list
 * and entry may be missing (not translated yet: missingTexts lists them); one that is there is checked.
 */
export function textLayerSchema(spec: TextSpec, english: unknown): ZodType {
  if (spec === true || spec === 'words')
    return isText(spec, english)
      ? spanishText(english).optional()
      : spec === 'words'
        ? z.undefined({ error: 'a figure is written once, in the English file: remove it here' }).optional()
        : z.undefined().optional();
  if (Array.isArray(spec)) {
    const items = Array.isArray(english) ? english : [];
    const inner: TextSpec = spec[0];
    return z.tuple(items.map((item) => textLayerSchema(inner, item)) as [ZodType, ...ZodType[]]).optional();
  }
  if (!isRecord(spec) || !isRecord(english)) return z.undefined().optional();
  const fieldSpec = (key: string) => spec['*'] ?? spec[key];
  const keys = spec['*'] ? Object.keys(english) : Object.keys(spec).filter((k) => english[k] !== undefined);
  return z
    .strictObject(Object.fromEntries(keys.map((k) => [k, textLayerSchema(fieldSpec(k)!, english[k])])))
    .optional();
}

/** A text of the English file with no Spanish text in the layer yet: where (the path of keys) and what it says. */
export interface MissingText {
  at: (string | number)[];
  english: string;
}

/** The texts of `english` that `texts` (the layer's value as written) has no Spanish text for, in file order. */
export function missingTexts(
  spec: TextSpec,
  english: unknown,
  texts: unknown,
  at: (string | number)[] = [],
): MissingText[] {
  if (spec === true || spec === 'words')
    return isText(spec, english) && typeof texts !== 'string' ? [{ at, english }] : [];
  if (Array.isArray(spec)) {
    if (!Array.isArray(english)) return [];
    const inner: TextSpec = spec[0];
    const list = Array.isArray(texts) ? texts : [];
    return english.flatMap((item, i) => missingTexts(inner, item, list[i], [...at, i]));
  }
  if (!isRecord(spec) || !isRecord(english)) return [];
  const given = isRecord(texts) ? texts : {};
  return Object.keys(english).flatMap((k) => {
    const inner = spec['*'] ?? spec[k];
    return inner === undefined ? [] : missingTexts(inner, english[k], given[k], [...at, k]);
  });
}

/** `target` (a copy of the English value) with the layer's `texts` put in, in place. */
export function putTexts(target: unknown, texts: unknown, spec: TextSpec): void {
  if (typeof spec !== 'object') return;
  if (Array.isArray(spec)) {
    if (!Array.isArray(target) || !Array.isArray(texts)) return;
    const inner: TextSpec = spec[0];
    target.forEach((item, i) => {
      if (typeof inner === 'object') putTexts(item, texts[i], inner);
      else if (typeof texts[i] === 'string') target[i] = texts[i];
    });
    return;
  }
  if (!isRecord(spec) || !isRecord(target) || !isRecord(texts)) return;
  for (const key of Object.keys(target)) {
    const inner = spec['*'] ?? spec[key];
    if (inner === undefined) continue;
    if (typeof inner === 'object') putTexts(target[key], texts[key], inner);
    else if (typeof texts[key] === 'string') target[key] = texts[key];
  }
}
