// The one schema every page's frontmatter must satisfy. Build code only: the client imports types.
import { z } from 'zod';
import { renderMarkdown } from '../markdown.ts';
import { withFacts } from './inputs.ts';
import { articleFieldsSchema, projectFieldsSchema } from './collections.ts';

export const internalPath = z
  .string()
  .regex(
    /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(#[a-z0-9-]+)?$/,
    'expected an internal path such as "/services/crawl-space" (lowercase, starting with "/", no trailing slash)',
  );

/** Plain text with {@fact} placeholders (see src/content/facts.ts) filled from content/business.yaml. */
const factText = (schema: z.ZodString) => schema.transform(withFacts);

/** Markdown with {@fact} placeholders filled from content/business.yaml. */
const richText = z
  .string()
  .min(1, 'expected some text')
  .transform((source, ctx) => {
    const filled = withFacts(source, ctx);
    // A placeholder that can't be filled is already an issue (withFacts gives z.NEVER): nothing to render.
    return typeof filled === 'string' ? renderMarkdown(filled) : filled;
  });

const faqItemSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'expected a lowercase anchor id like "cost"')
    .optional()
    .describe('Anchor id, so other pages can link straight to this question: `id: cost` makes `/faq#cost`.'),
  question: z.string().min(8, 'expected a full question').describe('The question as a visitor would ask it.'),
  answer: richText.describe(
    'The answer in Markdown; links like `[warranty](/warranty)` and `{@fact}` placeholders are allowed.',
  ),
});

const schemaKinds = ['LocalBusiness', 'Organization', 'WebSite', 'Service', 'FAQPage'] as const;

export const frontmatterSchema = z
  .strictObject({
    title: factText(z.string())
      .pipe(
        z
          .string()
          .min(10, 'expected a title of at least 10 characters')
          .max(70, 'expected a title of at most 70 characters'),
      )
      .describe(
        'The browser tab and search-result title. The business name is not added automatically. `{@fact}` placeholders work.',
      ),
    description: factText(z.string())
      .pipe(
        z
          .string()
          .min(50, 'expected a description of at least 50 characters')
          .max(170, 'expected a description of at most 170 characters'),
      )
      .describe('The meta description search engines show under the title. `{@fact}` placeholders work.'),
    keywords: z
      .array(z.string().min(2))
      .min(1, 'expected at least one keyword')
      .describe('Search phrases the page answers, as a list: `[slab repair Pearland, foundation piers]`.'),
    label: z
      .string()
      .min(2)
      .max(40)
      .optional()
      .describe('Short name in menus, breadcrumbs and cards ("Crawl Space Services"). Defaults to the title.'),
    summary: factText(z.string())
      .pipe(z.string().min(10).max(240))
      .optional()
      .describe('One or two sentences on the cards and lists that link to this page. `{@fact}` placeholders work.'),
    order: z
      .number()
      .int()
      .min(0)
      .default(100)
      .describe('Position among the pages of the same section in menus and lists (lower first).'),
    header: z
      .literal(true)
      .optional()
      .describe(
        "`true` on a top-level page: list it in the header beside the Services and Service Areas menus (in menu order). A Spanish page follows its English page's choice.",
      ),
    notFound: z
      .literal(true)
      .optional()
      .describe(
        '`true`: offer this page among the links of the not-found page (<NotFoundPage />), in menu order. A Spanish not-found page offers the translations of the same pages.',
      ),
    breadcrumbs: z
      .array(
        z.strictObject({
          name: z.string().min(2).describe('The text of this step of the trail.'),
          url: internalPath.describe('The page this step links to.'),
        }),
      )
      .optional()
      .describe('Overrides the breadcrumb trail, which by default follows the address (Home > Services > this page).'),
    schema: z
      .array(z.enum(schemaKinds))
      .default([])
      .describe(
        'Structured data for search engines beyond the breadcrumb list every page gets. `FAQPage` needs `faq`; `Service` needs `service`.',
      ),
    faq: z
      .array(faqItemSchema)
      .min(1)
      .optional()
      .describe(
        'Questions and answers: shown by `<FAQ />` as an accordion and sent to search engines as FAQPage data.',
      ),
    service: z
      .strictObject({
        name: z.string().min(3).describe('The service as search engines should name it.'),
        serviceType: z.string().min(3).describe('The kind of service, e.g. "Foundation repair".'),
        priceRange: z.string().optional().describe('Typical price range, e.g. "$4,000-$40,000".'),
      })
      .optional()
      .describe('Service details for the Service structured data (service pages).'),
    area: z
      .strictObject({
        city: z.string().min(2).describe('The city, as shown in the Service Areas menu.'),
        county: z
          .string({ error: 'write the county the town is in, e.g. "Fort Bend County"' })
          .min(3, 'write the county the town is in, e.g. "Fort Bend County"')
          .describe('The county, e.g. "Brazoria County".'),
        primary: z.boolean().default(false).describe('Marks the primary service area (one page only).'),
      })
      .optional()
      .describe('Service-area pages: the city the page is about.'),
    related: z
      .array(
        z
          .string()
          .regex(
            /^\/(services|service-areas)\/[a-z0-9-]+$/,
            'expected a service or service-area page such as "/services/house-leveling" or "/service-areas/alvin-tx"',
          ),
      )
      .optional()
      .describe(
        'Service and service-area pages to show first in this page\'s "Related services" and "Areas we serve" blocks, in this order: `[/services/house-leveling, /service-areas/alvin-tx]`. The other slots are picked by relevance.',
      ),
    ogImage: z
      .string()
      .regex(/^\/[^\s]+\.(png|jpe?g|webp)$/, 'expected a path under public/ like "/og/home.png"')
      .optional()
      .describe('Picture for social-media link previews.'),
    ogType: z.enum(['website', 'article']).default('website').describe('Social-media preview type.'),
    article: articleFieldsSchema
      .optional()
      .describe('Articles only (pages/articles/<slug>.mdx, required there): date, author, tags, illustration, draft.'),
    project: projectFieldsSchema
      .optional()
      .describe('Projects only (pages/projects/<slug>.mdx, required there): city, services, problem, fix, year.'),
    translationOf: internalPath
      .optional()
      .describe(
        'Spanish pages only (pages/es/, required there): the route of the English page this page translates, e.g. `translationOf: /services/slab-foundation-repair`. One English page has at most one translation.',
      ),
    sourceHash: z
      .string()
      .regex(
        /^[0-9a-f]{12}$/,
        'expected the 12-character hash `npm run translations -- --stamp <this file>` writes (letters a-f and digits)',
      )
      .optional()
      .describe(
        'Spanish pages only (required there): which version of the English page this translation was made from, written by `npm run translations -- --stamp pages/es/<file>.mdx` once the translation is up to date. `npm run check` warns when the English page has changed since.',
      ),
    hidden: z
      .boolean()
      .default(false)
      .describe('Keeps the page out of menus, related blocks and the sitemap (the not-found page, for example).'),
  })
  .superRefine((fm, ctx) => {
    if (fm.schema.includes('FAQPage') && !fm.faq)
      ctx.addIssue({ code: 'custom', path: ['faq'], message: 'expected FAQ items, because schema lists FAQPage' });
    if (fm.schema.includes('Service') && !fm.service)
      ctx.addIssue({
        code: 'custom',
        path: ['service'],
        message: 'expected service details, because schema lists Service',
      });
  })
  .describe('The YAML block at the top of every page, between two `---` lines.');

export type Frontmatter = z.output<typeof frontmatterSchema>;
export type FaqItem = z.output<typeof faqItemSchema>;
