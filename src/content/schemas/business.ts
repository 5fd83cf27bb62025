// Every business fact that is not specific to one page. The owner edits content/business.yaml; nothing else
// types these values.
import { z } from 'zod';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time like "07:00"');
const day = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

export const businessSchema = z.strictObject({
  name: z.string().min(2),
  shortName: z.string().min(2),
  tagline: z.string().min(10),
  siteUrl: z.url({ protocol: /^https$/, error: 'expected an absolute https:// URL without a trailing slash' }).refine(
    (u) => !u.endsWith('/'),
    'the site URL must not end with "/"',
  ),
  phone: z
    .string()
    .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'expected a quoted US phone number written like "(281) 555-0142"'),
  email: z.email('expected a valid email address'),
  address: z.strictObject({
    street: z.string().min(3),
    city: z.string().min(2),
    region: z.string().length(2, 'expected a two-letter state code like "TX"'),
    postalCode: z.string().regex(/^\d{5}$/, 'expected a quoted five-digit ZIP code like "77581"'),
    country: z.string().length(2),
    county: z.string().min(3),
  }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  hours: z
    .array(
      z.strictObject({
        label: z.string().min(3),
        days: z.array(day).min(1),
        opens: time,
        closes: time,
      }),
    )
    .min(1),
  emergency: z.strictObject({
    available: z.string().min(3),
    responseTime: z.string().min(3),
  }),
  rating: z.strictObject({
    value: z.number().min(1).max(5),
    best: z.number().int(),
    reviewCount: z.number().int().positive(),
    bureauGrade: z.string().min(1),
  }),
  founded: z.number().int().min(1900).max(2100),
  homesRepaired: z.number().int().positive(),
  familyOwned: z.boolean(),
  licensedAndInsured: z.boolean(),
  responsePromise: z.string().min(3),
  cancellationNotice: z.string().min(3),
  inspection: z.strictObject({
    price: z.number().min(0),
    duration: z.string(),
    scheduling: z.string(),
    reportWithin: z.string(),
  }),
  warranty: z.strictObject({
    term: z.string(),
    transferable: z.boolean(),
    transferFee: z.number().min(0),
    claimInspection: z.string(),
    landscapingClearanceFeet: z.number().positive(),
    crawlSpace: z.string(),
    concreteLifting: z.string(),
  }),
  profiles: z.strictObject({
    reviews: z.url(),
    leaveReview: z.url(),
    ratingBureau: z.url(),
    licenceLookup: z.url(),
  }),
  mapsApiKey: z.string(),
  formEndpoint: z.string().min(1),
});

export type Business = z.output<typeof businessSchema>;
