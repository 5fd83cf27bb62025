// The starter text of each kind of page `npm run new:page` writes (service, area, plain, article, project): the
// frontmatter its section needs and a body a writer replaces. scaffold-page.ts picks one, validates and writes it.
import { siteBuildDate } from '../../src/content/build-date.ts';
import { SECTIONS } from '../../src/content/route-path.ts';

/** A JSX attribute that survives any text: a value with double quotes goes through a JS string. */
const attr = (name: string, value: string) =>
  /"/.test(value) ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
/** Text for Markdown prose in MDX, where "{" starts an expression and "<" a component. */
const prose = (text: string) => text.replace(/[{}<>]/g, (c) => `\\${c}`);

/** "Slab Lifting" -> "slab lifting" for use mid-sentence; acronyms ("HVAC") stay as they are. */
const lower = (s: string) => s.replace(/\p{Lu}\p{Ll}+/gu, (w) => w.toLowerCase());

export function servicePage(title: string, label: string, order: number) {
  const what = lower(label);
  const frontmatter = {
    title,
    description: `${label} for homes in {@city} and nearby towns: what it fixes, what it typically costs and how the work is done.`,
    keywords: [what, `${what} {@city}`, `${what} cost`],
    label,
    summary: `${label} for homes in {@city} and nearby towns, with a free inspection and a written quote before any work starts.`,
    order,
    schema: ['Service', 'FAQPage'],
    service: { name: label, serviceType: label },
    faq: [
      {
        question: `How much does ${what} cost?`,
        answer:
          'It depends on the size of the job and what the inspection finds. After a free inspection we give you a ' +
          'written report and quote within {@inspectionReport}, so you know the price before any work starts.',
      },
      {
        question: `How long does ${what} take?`,
        answer:
          'That depends on your home and the extent of the work. Your written quote includes the expected timeline, ' +
          'and we tell you before work starts if anything we find changes it.',
      },
      {
        question: 'Do I need an inspection first?',
        answer:
          'Yes. We inspect before we quote, so we fix the cause and not just the symptom. The inspection is free, ' +
          'takes about {@inspectionDuration}, and we offer {@inspectionScheduling}.',
      },
    ],
  };
  const body = `<PageHero
  eyebrow="Services"
  ${attr('title', label)}
  ${attr('lead', `${label} for homes in {@city} and nearby towns. We find the cause first, then fix it, with a written quote before any work starts.`)}
/>

<Section>

## What ${prose(what)} fixes

Every home is different, so we start with a free inspection: we measure, look for the cause and explain what we
find in plain words before we recommend anything.

## How the work is done

Once you have approved the written quote, we schedule the work, protect your yard and home while we are there,
and walk you through the finished job before we leave.

</Section>

<Section tone="muted" narrow>

## Questions about ${prose(what)}

<FAQ />

</Section>

<CallToAction ${attr('title', `Not sure if your home needs ${what}?`)} text="Book a free inspection and we will tell you what we find, in writing." />
`;
  return { frontmatter, body };
}

export function areaPage(title: string, label: string, order: number, city: string, county: string) {
  const frontmatter = {
    title,
    description: `Foundation repair in ${city}, TX: slab and pier-and-beam repair, drainage and free inspections from a family-owned local company.`,
    keywords: [`foundation repair ${city}`, `slab repair ${city}`, `foundation inspection ${city} TX`],
    label,
    summary: `Foundation repair, drainage and free inspections for homes in ${city}.`,
    order,
    schema: ['LocalBusiness'],
    area: { city, county, primary: false },
  };
  const body = `<PageHero
  ${attr('eyebrow', `${city}, TX · ${county}`)}
  ${attr('title', `Foundation repair in ${city}`)}
  ${attr('lead', `We repair slab and pier-and-beam foundations for homeowners in ${city}. Book a free inspection or call us to talk it through.`)}
/>

<Section narrow>

## Foundation repair in ${prose(city)}

Like most of the area, ${prose(city)} sits on expansive clay that swells when it is wet and shrinks when it dries out.
That movement is what cracks walls, sticks doors and lets one side of a slab settle. We start with a free
inspection, find the cause and give you a written quote before any work starts.

</Section>

<Section tone="muted">

## Services in ${prose(city)}

<PageLinks of="${SECTIONS.services}" limit={6} />

</Section>

<CallToAction ${attr('title', `Live in ${city}?`)} text="Book a free inspection and we will tell you what we find, in writing." />
`;
  return { frontmatter, body };
}

export function plainPage(title: string, label: string, order: number) {
  const frontmatter = {
    title,
    description: `${label}: what homeowners in {@city} and nearby towns should know, from a family-owned foundation repair company.`,
    keywords: [lower(label)],
    label,
    summary: `${label}, from a family-owned foundation repair company in {@city}.`,
    order,
  };
  const body = `<PageHero ${attr('title', label)} ${attr('lead', `${label}, from a family-owned foundation repair company serving {@city} and nearby towns.`)} />

<Section narrow>

## ${prose(label)}

Start with the question a homeowner comes here to answer, then answer it plainly. Keep prices, phone numbers and
other business facts out of the text: use the components described in CONTENT.md so they stay in one place.

</Section>
`;
  return { frontmatter, body };
}

/** A new article starts as a draft dated today: `npm run dev` shows it, the built site leaves it out. */
export function articlePage(title: string, label: string, author: string, tags: string[]) {
  const frontmatter = {
    title,
    description: `${title} A plain answer for homeowners in {@city} and nearby towns.`,
    keywords: [lower(label)],
    label,
    summary: `${title} Answered plainly, from jobs we have done around {@city}.`,
    ogType: 'article',
    article: { date: siteBuildDate(), author, tags, draft: true },
  };
  const body = `Open with the question the homeowner asked, in their words, and answer it in the first paragraph.

## What to look for

Explain the signs, the causes or the choices, with what you have seen on real jobs. Keep business facts out of the
text: \`<Fact name="warrantyTerm" />\`, \`<Phone />\` and the other components in CONTENT.md keep them in one place.

## What to do next

Say plainly when it is worth an inspection and when it isn't, and link to the [free inspection](/services/foundation-inspection).
`;
  return { frontmatter, body };
}

/** A new project starts as a draft: fill in what the inspection found and the fix, then set draft: false. */
export function projectPage(title: string, label: string, city: string, services: string[]) {
  const frontmatter = {
    title,
    description: `${title}: what the inspection found, how we fixed it and how long the crew was there.`,
    keywords: [lower(label)],
    label,
    summary: `${title}: what we found and how we fixed it.`,
    ogType: 'article',
    project: {
      city,
      services,
      year: Number(siteBuildDate().slice(0, 4)),
      problem: 'Describe what the homeowner noticed and what the inspection measured, in one or two sentences.',
      fix: { piers: 0, days: 1, warranty: '{@warrantyTerm}, transferable' },
      draft: true,
    },
  };
  const body = `## How we fixed it

Walk through the repair in the order it happened: the plan, the piers (type, where, how deep), the lift and anything
else the job needed, such as drainage.

## What the homeowners got

The paperwork they kept: the written plan, the before-and-after readings and the warranty.
`;
  return { frontmatter, body };
}
