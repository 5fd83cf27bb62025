// Every business fact that is not specific to one page. The owner edits content/business.yaml; nothing else
// types these values.
import { z } from 'zod';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time like "07:00"');
const day = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

export const businessSchema = z
  .strictObject({
    name: z.string().min(2).describe('The business name as it appears in the header, footer and search results.'),
    shortName: z.string().min(2).describe('A shorter name for tight spaces.'),
    tagline: z.string().min(10).describe('One line that says who we are.'),
    siteUrl: z
      .url({ protocol: /^https$/, error: 'expected an absolute https:// URL without a trailing slash' })
      .refine((u) => !u.endsWith('/'), 'the site URL must not end with "/"')
      .describe('The address of the live site; deployments override it with SITE_URL.'),
    phone: z
      .string()
      .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'expected a quoted US phone number written like "(281) 555-0142"')
      .describe('The office phone number, shown everywhere and used for every call link.'),
    email: z.email('expected a valid email address').describe('The office email address.'),
    address: z
      .strictObject({
        street: z.string().min(3),
        city: z.string().min(2),
        region: z.string().length(2, 'expected a two-letter state code like "TX"'),
        postalCode: z.string().regex(/^\d{5}$/, 'expected a quoted five-digit ZIP code like "77581"'),
        country: z.string().length(2),
        county: z.string().min(3),
      })
      .describe('The office address, shown in the footer and on the contact page.'),
    geo: z
      .strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .describe('Map position of the office, for search engines.'),
    hours: z
      .array(
        z.strictObject({
          label: z.string().min(3),
          days: z.array(day).min(1),
          opens: time,
          closes: time,
        }),
      )
      .min(1)
      .describe('Office hours, one entry per group of days with the same hours.'),
    emergency: z
      .strictObject({
        available: z.string().min(3),
        responseTime: z.string().min(3),
      })
      .describe('Emergency service: when it is available and how fast we respond.'),
    rating: z
      .strictObject({
        value: z.number().min(1).max(5),
        best: z.number().int(),
        reviewCount: z.number().int().positive(),
        bureauGrade: z.string().min(1),
      })
      .describe('The overall review rating, the number of reviews and the rating-bureau grade.'),
    founded: z
      .number()
      .int()
      .min(1900)
      .max(2100)
      .describe('The year the company was founded; "years in business" is worked out from it.'),
    homesRepaired: z.number().int().positive().describe('Homes repaired overall (shown as "1,000+").'),
    familyOwned: z.boolean(),
    licensedAndInsured: z.boolean(),
    responsePromise: z
      .string()
      .min(3)
      .describe('How soon we answer a request, e.g. "within 2 hours during business hours".'),
    cancellationNotice: z.string().min(3).describe('Notice needed to cancel an appointment.'),
    inspection: z
      .strictObject({
        price: z.number().min(0),
        duration: z.string(),
        scheduling: z.string(),
        reportWithin: z.string(),
      })
      .describe('The free inspection: price, duration, scheduling and when the written report arrives.'),
    warranty: z
      .strictObject({
        term: z.string(),
        transferable: z.boolean(),
        transferFee: z.number().min(0),
        claimInspection: z.string(),
        landscapingClearanceFeet: z.number().positive(),
        crawlSpace: z.string(),
        concreteLifting: z.string(),
      })
      .describe('Warranty terms, shown on the warranty page and wherever a page mentions the warranty.'),
    profiles: z
      .strictObject({
        reviews: z.url(),
        leaveReview: z.url(),
        ratingBureau: z.url(),
        licenseLookup: z.url(),
      })
      .describe('Outside profiles the footer and review pages link to.'),
    mapsApiKey: z
      .string()
      .describe('Google Maps Embed key; empty shows the address with a directions link instead of a map.'),
    formEndpoint: z
      .string()
      .min(1)
      .describe('Where the forms send requests; deployments override it with FORM_ENDPOINT.'),
    leadRetentionDays: z
      .number()
      .int()
      .min(30, 'keep leads at least 30 days: you need time to answer them')
      .max(3650)
      .describe(
        'Days form submissions are kept before `npm run leads -- purge` deletes them; the privacy policy states it.',
      ),
    projectListIndexMinimum: z
      .number()
      .int()
      .min(1)
      .max(50)
      .describe(
        "How many projects a town's or a service's project list needs before search engines, sitemap.xml and the site search see it; with fewer it points to the town or service page instead.",
      ),
  })
  .describe('Every business fact that is not specific to one page. Nothing else types these values.');

export type Business = z.output<typeof businessSchema>;
