// Everything a service page shows as data (content/service-details.yaml), keyed by the page's slug: prices,
// cost tiers, repair methods, process steps, cards, checklists and comparison rows. Build code only.
//
// Strings may hold placeholders: {name} is a figure from the same service's `figures` (so a figure shown in
// two places is typed once), {@name} is a business fact rendered by <Fact name="..."/>. An unknown {name}
// fails the build here; an unknown {@name} fails the page render.
import { z } from 'zod';
import { hasDollarFigure, priceScope } from './price-scope.ts';

const text = z.string().min(2, 'expected some text');
const key = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'expected a camelCase key like "perSqFt"');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a page slug like "crawl-space"');

/** A titled point: a warning sign, a benefit, a situation, a liftable item. */
const pointSchema = z.strictObject({ title: text, description: text });

/** SPEC "Service card": title, description, optional cost, features or deliverables. */
const serviceCardSchema = z
  .strictObject({
    title: text,
    description: text,
    cost: text.optional(),
    scope: priceScope.optional().describe("What the card's cost covers (required when it holds a $ figure)."),
    features: z.array(text).min(1).optional(),
    deliverables: z.array(text).min(1).optional(),
  })
  .refine((c) => !(c.features && c.deliverables), 'a card lists features or deliverables, not both')
  .refine((c) => !c.cost || !hasDollarFigure(c.cost) || c.scope, {
    path: ['scope'],
    message: 'a price needs its scope: say what it covers (part, service, …)',
  });

/** SPEC "Process step": the step number is its position. */
const processStepSchema = z.strictObject({ title: text, description: text });

/** SPEC "Repair method" (slab page): name, description, bestFor, cost, timeline. */
const repairMethodSchema = z.strictObject({
  name: text,
  description: text,
  bestFor: text,
  cost: text,
  scope: priceScope.describe('What the method\'s cost covers ("pier": one pier of this kind).'),
  timeline: text,
});

/** A price tier: the scope of work, its typical cost and, where the page gives one, its timeline. */
const costTierSchema = z.strictObject({
  label: text,
  cost: text,
  description: text.optional(),
  timeline: text.optional(),
});

/** A labelled figure ("Foam cures in" / "15 minutes"). */
const keyFactSchema = z.strictObject({ label: text, value: text });

const comparisonSchema = z
  .strictObject({
    caption: text,
    columns: z
      .array(text)
      .min(3)
      .describe('Header row: the first column names the rows ("What you compare"), the rest are the options.'),
    rows: z.array(z.strictObject({ label: text, values: z.array(text) })).min(1),
  })
  .superRefine((t, ctx) => {
    t.rows.forEach((row, i) => {
      if (row.values.length !== t.columns.length - 1)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'values'],
          message: `expected ${t.columns.length - 1} values (one per option column), got ${row.values.length}`,
        });
    });
  });

const serviceDetailSchema = z.strictObject({
  figures: z
    .record(key, text)
    .default({})
    .describe('Figures used in more than one place on the page, referenced as {name} from any string below.'),
  lists: z
    .record(key, z.array(pointSchema).min(1))
    .default({})
    .describe('Named lists of points: signs, why, benefits, liftable, situations…'),
  cards: z.array(serviceCardSchema).min(1).optional(),
  steps: z.array(processStepSchema).min(2).optional(),
  methods: z.array(repairMethodSchema).min(1).optional(),
  tiers: z.array(costTierSchema).min(1).optional(),
  tierScope: priceScope
    .optional()
    .describe('What each tier\'s cost covers ("tier": the whole job at that size; "fee": the engineer\'s fee).'),
  facts: z
    .record(key, z.array(keyFactSchema).min(1))
    .default({})
    .describe('Named groups of labelled figures: timeline, pricing…'),
  comparison: comparisonSchema.optional(),
});

/** Every {placeholder} in a string. */
function placeholders(s: string): { fact: boolean; name: string }[] {
  return [...s.matchAll(/\{(@?)([^{}]*)\}/g)].map((m) => ({ fact: m[1] === '@', name: m[2]! }));
}

function checkPlaceholders(value: unknown, path: PropertyKey[], figures: Record<string, string>, ctx: z.RefinementCtx) {
  if (typeof value === 'string') {
    for (const p of placeholders(value)) {
      if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(p.name))
        ctx.addIssue({ code: 'custom', path, message: `malformed placeholder "{${p.fact ? '@' : ''}${p.name}}"` });
      else if (!p.fact && !(p.name in figures))
        ctx.addIssue({
          code: 'custom',
          path,
          message: `unknown figure "{${p.name}}"; known figures: ${Object.keys(figures).join(', ') || '(none)'}`,
        });
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => checkPlaceholders(v, [...path, i], figures, ctx));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) checkPlaceholders(v, [...path, k], figures, ctx);
}

export const serviceDetailsSchema = z
  .record(slug, serviceDetailSchema)
  .superRefine((all, ctx) => {
    for (const [name, detail] of Object.entries(all)) {
      if (detail.tiers && !detail.tierScope)
        ctx.addIssue({
          code: 'custom',
          path: [name, 'tierScope'],
          message: 'price tiers need their scope: say what each tier covers (tierScope: tier, fee, …)',
        });
      for (const [k, v] of Object.entries(detail.figures))
        if (placeholders(v).length)
          ctx.addIssue({ code: 'custom', path: [name, 'figures', k], message: 'a figure cannot hold placeholders' });
      const { figures, ...rest } = detail;
      checkPlaceholders(rest, [name], figures, ctx);
    }
  })
  .describe(
    'Everything a service page shows as data, keyed by the page slug ("crawl-space"): prices, cost tiers, repair methods, process steps, cards, lists and comparison rows. Text may use {name} for a figure of the same service and {@name} for a business fact.',
  );

export type Point = z.output<typeof pointSchema>;
export type ServiceDetail = z.output<typeof serviceDetailSchema>;
