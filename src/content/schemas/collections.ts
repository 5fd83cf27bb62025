// The two collections' own frontmatter (an `article:` or `project:` block beside the page fields) and the
// content/ lists they point into (authors, tags). Build code only: the client imports types.
import { z } from 'zod';
import { listOf, schemaInputs, withFacts } from './inputs.ts';
import { didYouMean } from '../findings.ts';

const id = z.string().regex(/^[a-z0-9-]+$/, 'expected a lowercase id with dashes, like "soil-and-drainage"');

export const authorsSchema = z
  .array(
    z.strictObject({
      id: id.describe('What an article names in `article.author`.'),
      name: z.string().min(3).describe('Shown under the article title and in its structured data.'),
      role: z.string().min(3).describe('Shown beside the name: "Owner and lead estimator".'),
      bio: z.string().min(20).describe('One or two sentences at the end of each article the person wrote.'),
    }),
  )
  .min(1)
  .describe('The people who write articles (content/authors.yaml); an article names one by id.');

export const tagsSchema = z
  .array(
    z.strictObject({
      id: id.describe('What an article lists in `article.tags`, and the address of the tag page /articles/tags/<id>.'),
      label: z.string().min(3).max(30).describe('Shown on the tag links and as the tag page title.'),
      description: z
        .string()
        .min(50)
        .max(150)
        .describe("One sentence: the tag page's description for search results and its introduction."),
    }),
  )
  .min(1)
  .describe('The topics articles are filed under (content/tags.yaml); each has a page listing its articles.');

export type Author = z.output<typeof authorsSchema>[number];
export type Tag = z.output<typeof tagsSchema>[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date written as YYYY-MM-DD, like 2025-03-14')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'expected a real calendar date (YYYY-MM-DD)',
    },
  );

// Checked against src/components/illustrations.ts when the page renders (the build names the file).
const illustration = z.string().regex(/^[a-z0-9-]+$/, 'expected an illustration name like "slab-before"');

/** A job photo's name: an original in content/photos/ (checked against the model's list below). */
const photoName = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'expected a photo name like "slab-crack-kitchen" (its file in content/photos/)');
/** Alt text is the page's own, in the page's language; the writers' gate checks its wording (scripts/checks/photos.ts). */
const altText = z.string().describe("What the photo shows, for people who can't see it, in the page's language.");

/** Does `name` name an original under content/photos/ (a drawing's name does not)? */
const isPhoto = (name: string | undefined) => name !== undefined && schemaInputs().refs.photos.has(name);

export const articleFieldsSchema = z
  .strictObject({
    date: isoDate.describe(
      'Publication date (YYYY-MM-DD). An article dated in the future stays out of the site until a build on or after that day.',
    ),
    updated: isoDate.optional().describe('Date of the last real revision (YYYY-MM-DD); shown as "Updated".'),
    author: id.describe('Who wrote it: an id from content/authors.yaml.'),
    tags: z
      .array(id)
      .min(1, 'expected at least one tag')
      .max(4, 'expected at most 4 tags')
      .describe('Topics from content/tags.yaml, most important first: `[warning-signs, costs]`.'),
    hero: illustration
      .optional()
      .describe(
        'Shown at the top and used as the article image: a photo name (content/photos/) or an illustration (src/components/illustrations.ts).',
      ),
    heroAlt: altText.optional().describe('Alt text of a `hero` photo (a drawing has its own).'),
    draft: z
      .boolean()
      .default(false)
      .describe('`true` shows the article in `npm run dev` (marked as a draft) and leaves it out of the built site.'),
  })
  .superRefine((a, ctx) => {
    const { authors, tags } = schemaInputs().refs;
    if (isPhoto(a.hero) && !a.heroAlt)
      ctx.addIssue({
        code: 'custom',
        path: ['heroAlt'],
        message: `hero: ${a.hero} is a photo: write what it shows in heroAlt`,
      });
    if (authors && !authors.has(a.author))
      ctx.addIssue({
        code: 'custom',
        path: ['author'],
        message: `no author "${a.author}" in content/authors.yaml; known: ${listOf(authors)}`,
      });
    a.tags.forEach((t, i) => {
      if (tags && !tags.has(t))
        ctx.addIssue({
          code: 'custom',
          path: ['tags', i],
          message: `no tag "${t}" in content/tags.yaml; use one of ${listOf(tags)} or add it there first`,
        });
    });
    if (a.updated && a.updated < a.date)
      ctx.addIssue({ code: 'custom', path: ['updated'], message: `expected a date on or after date (${a.date})` });
  })
  .describe('Articles (pages/articles/<slug>.mdx): date, author, tags, illustration and draft.');

export const projectFieldsSchema = z
  .strictObject({
    city: id.describe('The service area the job was in: a page slug under /service-areas ("pearland-tx").'),
    services: z
      .array(z.string().regex(/^\/services\/[a-z0-9-]+$/, 'expected a service page such as "/services/house-leveling"'))
      .min(1)
      .describe('The service pages this job used, main one first: `[/services/slab-foundation-repair]`.'),
    year: z.number().int().min(2003).max(2100).describe('The year the work was finished.'),
    problem: z.string().min(40).transform(withFacts).describe('What the inspection found, in one or two sentences.'),
    fix: z
      .strictObject({
        piers: z.number().int().min(0).describe('Number of piers installed (0 when none were needed).'),
        depth: z.string().min(2).optional().describe('How deep the piers went, e.g. "14-18 feet".'),
        days: z.number().int().min(1).describe('Days the crew was on site.'),
        warranty: z
          .string()
          .min(3)
          .transform(withFacts)
          .describe('The warranty on the work, with `{@fact}` placeholders: "{@warrantyTerm}, transferable".'),
      })
      .describe('What was done.'),
    before: illustration
      .optional()
      .describe(
        'The problem: a photo name (content/photos/) or, until photos exist, a drawing (an illustration name).',
      ),
    after: illustration.optional().describe('The finished repair: a photo name or a drawing.'),
    beforeAlt: altText.optional().describe('Alt text of the `before` photo (a drawing has its own).'),
    afterAlt: altText.optional().describe('Alt text of the `after` photo.'),
    photos: z
      .array(
        z.strictObject({
          src: photoName.describe('The photo: its name in content/photos/.'),
          alt: altText,
          caption: z.string().min(3).optional().describe('Shown under the photo.'),
        }),
      )
      .default([])
      .describe(
        'Photos of the job, in the order shown: `[{src: pier-install, alt: "…"}]`. The first is the page\'s social image.',
      ),
    draft: z.boolean().default(false).describe('`true` shows the project in `npm run dev` only.'),
  })
  .superRefine((p, ctx) => {
    const { areas, services } = schemaInputs().refs;
    if (areas && !areas.has(p.city))
      ctx.addIssue({
        code: 'custom',
        path: ['city'],
        message: `"${p.city}" is not a served area; use one of ${listOf(areas)} (content/areas.yaml)`,
      });
    p.services.forEach((s, i) => {
      if (!services.has(s))
        ctx.addIssue({
          code: 'custom',
          path: ['services', i],
          message: `${s} is not a service page; use one of ${listOf(services)}`,
        });
    });
    if ((p.before === undefined) !== (p.after === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [p.before ? 'after' : 'before'],
        message: 'expected both before and after drawings, or neither',
      });
    const { photos } = schemaInputs().refs;
    for (const side of ['before', 'after'] as const)
      if (isPhoto(p[side]) && !p[`${side}Alt`])
        ctx.addIssue({
          code: 'custom',
          path: [`${side}Alt`],
          message: `${side}: ${p[side]} is a photo: write what it shows in ${side}Alt`,
        });
    p.photos.forEach((ph, i) => {
      if (!photos.has(ph.src))
        ctx.addIssue({
          code: 'custom',
          path: ['photos', i, 'src'],
          message: `no photo "${ph.src}" in content/photos/${didYouMean(ph.src, photos)}`,
        });
    });
  })
  .describe('Projects (pages/projects/<slug>.mdx): where, which services, what was found and how it was fixed.');
