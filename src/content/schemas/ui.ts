// The interface words of one language: content/ui.en.yaml and content/ui.es.yaml, both checked against this one
// schema, so a key missing from one language fails the check naming the file and the key. Components take them
// through src/page/lang.ts (by the page's language), never typed inline. `{name}` placeholders are filled by
// the component (the phone number, a year, a count).
import { z } from 'zod';
import { counted, group, text } from './ui-text.ts';
import { formWordsSchema } from './ui-forms.ts';
import { blockWordsSchema } from './ui-blocks.ts';

export const uiSchema = z
  .strictObject({
    language: group(
      {
        name: text.describe('The language, in itself: "English", "Español".'),
        switchTo: text.describe(
          'The language switch above the header, on a page of this language pointing at its translation, in the other language: "Lea esta página en español".',
        ),
      },
      'The language switch.',
    ),
    header: group(
      {
        skipToMain: text,
        tagline: text.describe('Under the brand: "Family-owned since {founded}".'),
        mainMenu: text,
        mobileMenu: text,
        openMenu: text,
        closeMenu: text,
        expand: text.describe('"Expand {label}" on a phone-menu section button.'),
        collapse: text.describe('"Collapse {label}" on an open phone-menu section\'s button.'),
        menuOf: text.describe('"{label} menu" on a desktop menu button.'),
        services: text,
        serviceAreas: text,
        allServices: text,
        allServiceAreas: text,
        call: text.describe('"Call {phone}".'),
      },
      'Header, menus and phone menu.',
    ),
    actions: group(
      {
        bookFreeInspection: text,
        bookInspection: text,
        callNow: text,
        callNowLabel: text.describe('"Call now: {phone}" (the call bar button, for screen readers).'),
      },
      'Buttons and the call bar.',
    ),
    footer: group(
      {
        services: text,
        serviceAreas: text,
        company: text,
        emergency: text,
        rating: text.describe('"{rating} from {count} reviews".'),
        readReviews: text,
        bureau: text.describe('"{grade} Better Business Bureau profile".'),
        license: text,
        fineprint: text.describe('"© {name}. Family-owned since {founded}. Licensed and insured."'),
      },
      'Footer.',
    ),
    breadcrumbs: group({ label: text, home: text }, 'Breadcrumbs.'),
    related: group(
      {
        label: text,
        relatedServices: text,
        ourServices: text,
        nearbyAreas: text,
        areasWeServe: text,
        projectsIn: text.describe('"Projects we finished in {city}".'),
        projectsWithService: text,
        allProjectsIn: counted.describe('"All {count} projects in {city}", one and other.'),
        allProjectsWithService: counted.describe('"All {count} projects with this service", one and other.'),
      },
      'The related blocks at the end of a page.',
    ),
    lists: group(
      {
        learnMore: text,
        seeAll: counted.describe(
          '"See all {count} {section}" (one and other): after a list cut short; {section} is the section page\'s label, lower case.',
        ),
        primary: text.describe('The badge of the primary service area.'),
      },
      'Lists and cards of pages.',
    ),
    search: group(
      {
        landmark: text.describe('The search landmark\'s name on the search page, for screen readers: "Site search".'),
        headerLandmark: text.describe(
          'The header\'s search form (in the phone menu and the wide screens\' search panel), for screen readers: "Search the site from the header".',
        ),
        open: text.describe(
          'The header\'s search button on wide screens, which opens its search box (an icon; for screen readers): "Open the search box".',
        ),
        label: text.describe('The label of the search box: "Search the site".'),
        button: text.describe('The search button: "Search".'),
        section: text.describe('The label of the section filter: "Section".'),
        allSections: text.describe('The section filter\'s first choice: "All sections".'),
        town: text.describe('The label of the town filter: "Town".'),
        allTowns: text.describe('The town filter\'s first choice: "All towns".'),
        service: text.describe("A result's section: a service page."),
        area: text.describe("A result's section: a service-area page."),
        article: text.describe("A result's section: an article."),
        project: text.describe("A result's section: a project."),
        page: text.describe("A result's section: any other page."),
        searching: text.describe('Announced while a search runs: "Searching…".'),
        results: counted.describe('Announced with the results: "{count} results for “{query}”" (one and other).'),
        noResults: text.describe('Announced when nothing matches: "No page matches “{query}”."'),
        more: text.describe('The button under the first results that shows the next ones: "Show more results".'),
        failed: text.describe('Shown when the search files could not load: "Search is not available right now."'),
        noScript: text.describe(
          "Shown on the search page without JavaScript (the search needs it; our own server puts the typed words back in the box, static hosts can't).",
        ),
        siteMap: text.describe(
          'The link to the site map beside the messages above: "Browse every page in the site map".',
        ),
        callUs: text.describe('"Or call us at {phone}." after the site-map link.'),
      },
      "Site search: the header's search entry and the search page (<SiteSearch />).",
    ),
    forms: formWordsSchema,
    formCheck: group(
      {
        title: text.describe(
          'The h1 of the page a form sent without JavaScript gets: "One more step: a quick question".',
        ),
        lead: text.describe('Under the title: the request is saved, and is sent once the question is answered.'),
        sent: text.describe('The heading over what the visitor sent, repeated: "What you sent".'),
        wrong: text.describe(
          'After a wrong answer (only a wrong one: a right answer is taken however quick), above the new question.',
        ),
        button: text.describe('The one button: "Send my request".'),
      },
      'The question page of the self-hosted form receiver, for a form sent without JavaScript (docs/forms-and-leads.md).',
    ),
    blocks: blockWordsSchema,
    dates: group(
      {
        locale: text.describe(
          'The locale dates are written in: "en-US" (November 25, 2026), "es-US" (25 de noviembre de 2026).',
        ),
        lastUpdated: text.describe('"Last updated:" before a page\'s date.'),
      },
      'Dates, numbers and money.',
    ),
  })
  .describe('The words of the interface in one language.');

export type UiWords = z.output<typeof uiSchema>;
/** The forms' words of one language: what a lead form island gets as a prop. */
export type FormWords = UiWords['forms'];
