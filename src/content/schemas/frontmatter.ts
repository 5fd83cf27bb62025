// The one schema every page's frontmatter must satisfy. Build code only: the client imports types.
import { z } from 'zod';
import { renderMarkdown } from '../markdown.ts';
import { businessFacts, fillFacts } from '../facts.ts';
import { loadData } from '../load.ts';
import type { Business } from './business.ts';

export const internalPath = z
  .string()
  .regex(
    /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(#[a-z0-9-]+)?$/,
    'expected an internal path such as "/services/crawl-space" (lowercase, starting with "/", no trailing slash)',
  );

function withFacts(source: string, ctx: z.core.$RefinementCtx<string>): string {
  try {
    return fillFacts(source, businessFacts(loadData<Business>('business')));
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: (err as Error).message });
    return z.NEVER;
  }
}

/** Plain text with {@fact} placeholders (see src/content/facts.ts) filled from content/business.yaml. */
export const factText = (schema: z.ZodString) => schema.transform(withFacts);

/** Markdown with {@fact} placeholders filled from content/business.yaml. */
export const richText = z
  .string()
  .min(1, 'expected some text')
  .transform((source, ctx) => renderMarkdown(withFacts(source, ctx)));

export const faqItemSchema = z.strictObject({
  /** Anchor id, so other pages can link to /faq#cost. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'expected a lowercase anchor id like "cost"')
    .optional(),
  question: z.string().min(8, 'expected a full question'),
  /** Markdown; links like [warranty](/warranty) are allowed. */
  answer: richText,
});

export const schemaKinds = ['LocalBusiness', 'Organization', 'WebSite', 'Service', 'FAQPage'] as const;

export const frontmatterSchema = z
  .strictObject({
    /** The <title>: 10–70 characters, the business name is not appended automatically. {@fact} placeholders work
     *  in title, description, summary and FAQ answers. */
    title: factText(z.string()).pipe(
      z.string().min(10, 'expected a title of at least 10 characters').max(70, 'expected a title of at most 70 characters'),
    ),
    /** Meta description: 50–170 characters. */
    description: factText(z.string()).pipe(
      z
        .string()
        .min(50, 'expected a description of at least 50 characters')
        .max(170, 'expected a description of at most 170 characters'),
    ),
    keywords: z.array(z.string().min(2)).min(1, 'expected at least one keyword'),
    /** Short name used in menus, breadcrumbs and cards ("Crawl Space Services"). Defaults to the title. */
    label: z.string().min(2).max(40).optional(),
    /** One or two sentences for cards and lists that link to this page. */
    summary: factText(z.string()).pipe(z.string().min(10).max(240)).optional(),
    /** Position among its siblings in menus and lists (lower first). */
    order: z.number().int().min(0).default(100),
    /** Breadcrumb trail override; by default the trail follows the URL (Home > Services > this page). */
    breadcrumbs: z.array(z.strictObject({ name: z.string().min(2), url: internalPath })).optional(),
    /** Structured data beyond the BreadcrumbList every page gets. */
    schema: z.array(z.enum(schemaKinds)).default([]),
    faq: z.array(faqItemSchema).min(1).optional(),
    service: z
      .strictObject({
        name: z.string().min(3),
        serviceType: z.string().min(3),
        priceRange: z.string().optional(),
      })
      .optional(),
    area: z
      .strictObject({
        city: z.string().min(2),
        county: z.string().min(3),
        primary: z.boolean().default(false),
      })
      .optional(),
    ogImage: z.string().regex(/^\/[^\s]+\.(png|jpe?g|webp)$/, 'expected a path under public/ like "/og/home.png"').optional(),
    ogType: z.enum(['website', 'article']).default('website'),
    /** Keep out of menus, related blocks and the sitemap (the not-found page, for example). */
    hidden: z.boolean().default(false),
  })
  .superRefine((fm, ctx) => {
    if (fm.schema.includes('FAQPage') && !fm.faq)
      ctx.addIssue({ code: 'custom', path: ['faq'], message: 'expected FAQ items, because schema lists FAQPage' });
    if (fm.schema.includes('Service') && !fm.service)
      ctx.addIssue({ code: 'custom', path: ['service'], message: 'expected service details, because schema lists Service' });
  });

export type FrontmatterInput = z.input<typeof frontmatterSchema>;
export type Frontmatter = z.output<typeof frontmatterSchema>;
export type FaqItem = z.output<typeof faqItemSchema>;
