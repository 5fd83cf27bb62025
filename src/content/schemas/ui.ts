// The interface words of one language: content/ui.en.yaml and content/ui.es.yaml, both checked against this one
// schema, so a key missing from one language fails the check naming the file and the key. Components take them
// through src/layout/lang.ts (by the page's language), never typed inline. `{name}` placeholders are filled by
// the component (the phone number, a year, a count).
import { z } from 'zod';

const text = z.string().min(1, 'expected some text');
const group = <T extends Record<string, typeof text>>(fields: T, what: string) => z.strictObject(fields).describe(what);

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
        licence: text,
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
        allProjectsIn: text.describe('"All {count} projects in {city}".'),
        allProjectsWithService: text.describe('"All {count} projects with this service".'),
      },
      'The related blocks at the end of a page.',
    ),
    lists: group(
      {
        learnMore: text,
        seeAll: text.describe(
          '"See all {count} {section}": after a list cut short; {section} is the section page\'s label, lower case.',
        ),
        primary: text.describe('The badge of the primary service area.'),
      },
      'Lists and cards of pages.',
    ),
    search: group(
      {
        landmark: text.describe('The search landmark\'s name on the search page, for screen readers: "Site search".'),
        headerLandmark: text.describe(
          'The header\'s search form (in the phone menu), for screen readers: "Search the site from the menu".',
        ),
        open: text.describe('The header\'s search link on wide screens (an icon; for screen readers): "Search".'),
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
        results: text.describe('Announced with the results: "{count} results for “{query}”".'),
        oneResult: text.describe('Announced with one result: "1 result for “{query}”".'),
        noResults: text.describe('Announced when nothing matches: "No page matches “{query}”."'),
        more: text.describe('The button under the first results that shows the next ones: "Show more results".'),
        failed: text.describe('Shown when the search files could not load: "Search is not available right now."'),
        noScript: text.describe(
          'Shown on the search page when the browser runs no JavaScript (the search needs it, and a static site cannot put the words back in the box).',
        ),
        siteMap: text.describe(
          'The link to the site map beside the messages above: "Browse every page in the site map".',
        ),
        callUs: text.describe('"Or call us at {phone}." after the site-map link.'),
      },
      "Site search: the header's search entry and the search page (<SiteSearch />).",
    ),
    forms: z
      .strictObject({
        required: text.describe('"Fields marked {star} are required." above the fields; {star} is the red asterisk.'),
        fields: group(
          {
            name: text,
            phone: text,
            email: text,
            address: text,
            addressHint: text.describe('The address box\'s placeholder: "Street, city and ZIP".'),
            subject: text.describe('The contact form\'s subject line: "Subject (optional)".'),
          },
          'Labels of the fields the forms share.',
        ),
        errors: group(
          {
            name: text.describe('A required field left empty: "Please enter your name."'),
            phone: text,
            email: text,
            address: text,
            message: text,
            fillIn: text.describe('Any other required field left empty: "Please fill in {field}."'),
            emailFormat: text.describe('"Please enter a valid email address, like name@example.com."'),
            phoneFormat: text.describe('"Please enter a phone number with area code."'),
            tooLong: text.describe('"Please keep this under {max} characters."'),
            option: text.describe('A choice that is not in the list: "Please choose one of the options."'),
          },
          'Field errors, shown under the field.',
        ),
        security: group(
          {
            legend: text.describe('The security question\'s box, for screen readers: "Security question".'),
            label: text.describe('"Security question:" before the question.'),
            question: text.describe('"What is {a} + {b}?"'),
            loading: text.describe('Shown until the question arrives: "loading…".'),
            newQuestion: text.describe('The button that asks another question.'),
            help: text.describe('"A quick sum that keeps spam bots out."'),
            noScript: text.describe('Shown when JavaScript is off: the form can be sent without the question.'),
            honeypot: text.describe('The hidden trap field\'s label (only bots see it): "Website (leave this empty)".'),
          },
          'The security question and the hidden trap field.',
        ),
        spam: group(
          {
            banner: text.describe('"Submission failed." at the start of the red box above the form.'),
            toast: text.describe('The toast\'s title: "Submission Failed".'),
            honeypot: text.describe('The trap field was filled in: "Spam detected. Please try again."'),
            tooFast: text.describe('Sent within 2 seconds of loading: "Form submitted too quickly. Please try again."'),
            question: text.describe('A wrong answer: "Please answer the security question correctly."'),
          },
          'What the anti-spam checks say (in the red box and a toast).',
        ),
        common: group(
          {
            preferToTalk: text.describe('Beside the send button: "Prefer to talk? Call {phone}".'),
            errorToast: text.describe('The title of the toast when sending failed: "Error".'),
          },
          'Words every form shows.',
        ),
        inspection: group(
          {
            submitting: text.describe('The send button while sending: "Scheduling...".'),
            successTitle: text.describe('"Inspection Scheduled!"'),
            failure: text.describe('The failure toast: "Failed to schedule inspection. Please call us at {phone}."'),
            failed: text.describe(
              'Under the form after a failed send: "We couldn\'t send your request just now… call us at {phone}…".',
            ),
            notSent: text.describe(
              'A no-JavaScript post with a required field missing: "Your request didn\'t go through… call us at {phone}."',
            ),
          },
          'Words both inspection forms show.',
        ),
        homeInspection: group(
          {
            title: text.describe("The form's name, for screen readers."),
            bestTime: text.describe("The best-time select's label and its first choice."),
            morning: text,
            afternoon: text,
            evening: text,
            anytime: text,
            message: text.describe('"What are you noticing? (optional)"'),
            messageHint: text.describe("The message box's placeholder."),
            submit: text,
            success: text.describe(
              'The success toast: "We\'ll contact you within 2 hours to confirm your appointment."',
            ),
          },
          'The home page\'s inspection form (<InspectionForm variant="home" />).',
        ),
        bookInspection: group(
          {
            title: text.describe("The form's name, for screen readers."),
            bestTime: text.describe("The best-time select's label."),
            anytime: text,
            morning: text.describe('"Morning (7am-12pm)"'),
            afternoon: text,
            evening: text,
            message: text.describe('"Anything we should know? (optional)"'),
            messageHint: text.describe("The message box's placeholder."),
            submit: text,
            success: text.describe('The success toast: "We\'ll contact you {response} to confirm your appointment."'),
          },
          'The booking form (<InspectionForm variant="booking" />).',
        ),
        contact: group(
          {
            title: text.describe("The form's name, for screen readers."),
            message: text,
            messageHint: text.describe("The message box's placeholder."),
            submit: text,
            submitting: text.describe('"Sending..."'),
            successTitle: text.describe('"Message Sent!"'),
            success: text.describe('"We\'ll respond {response}."'),
            failure: text.describe('The failure toast: "Failed to send message. Please call us at {phone}."'),
            failed: text.describe('Under the form after a failed send; {phone} is the phone link.'),
            notSent: text.describe('A no-JavaScript post with a required field missing; {phone} is the phone link.'),
          },
          'The contact form (<ContactForm />).',
        ),
      })
      .describe('The lead forms: labels, hints, errors, the security question, buttons and messages.'),
    blocks: z
      .strictObject({
        costTable: group(
          {
            caption: text.describe('For screen readers: "Typical foundation repair costs by service".'),
            service: text,
            cost: text,
            covers: text.describe('"What it covers"'),
          },
          'The cost table (<CostTable />): its caption and column headers.',
        ),
        cards: group(
          {
            typicalCost: text,
            typicalDuration: text,
            free: text.describe('A price of $0: "Free".'),
            deliverables: text.describe('Above a card\'s list of what you receive: "Deliverables".'),
            included: text.describe('Above a card\'s list of features: "What’s included".'),
            timeline: text,
            bestFor: text.describe('"Best for" (repair methods).'),
            cost: text,
            before: text,
            after: text,
            problem: text,
            solution: text,
            investment: text.describe('A project\'s price: "Investment".'),
            costNote: text.describe('Under price tiers, unless the page gives its own note.'),
            moreAbout: text.describe('The link under a service card of an area page: "More about {service}".'),
          },
          'Labels on cards, price tiers, repair methods, before/after pictures and projects.',
        ),
        beforeAfter: group(
          {
            slabBefore: text.describe('The caption of the settled slab house (<BeforeAfter pair="slab" />).'),
            slabAfter: text.describe('The caption of the same house after pier repair.'),
          },
          'Captions of the before-and-after pictures.',
        ),
        stats: group(
          {
            yearsSince: text.describe('"Years in business, since {founded}"'),
            years: text,
            homes: text.describe('"Homes repaired"'),
            homesIn: text.describe('"Homes repaired in {city}"'),
            rating: text.describe('"Average rating from {count} reviews"'),
            bureau: text.describe('"Better Business Bureau rating"'),
          },
          'The labels under the big figures (<Stats />).',
        ),
        areaCards: group(
          {
            primary: text.describe('The badge of the primary service area: "Primary Service Area".'),
            homes: text.describe('"{count} homes repaired"'),
            repairIn: text.describe('The link line of an area card: "Foundation repair in {city}".'),
          },
          'The service-area cards (<AreaCards />).',
        ),
        contactCard: group(
          {
            title: text.describe('The default heading: "Talk to us".'),
            phone: text,
            email: text,
            office: text,
            hours: text.describe('"Office hours"'),
            closed: text,
            emergency: text.describe('"Emergency service"'),
            directions: text.describe('"Get directions" (also under the map).'),
            newTab: text.describe('For screen readers after a link that opens a new tab: "(opens in a new tab)".'),
            map: text.describe('The map\'s name for screen readers: "Map showing {name} at {address}".'),
          },
          'The contact card (<ContactCard />) and the map (<MapEmbed />).',
        ),
        checklist: group(
          {
            heading: text.describe('For screen readers, above the list: "Every free inspection includes".'),
            inspection: text.describe('"Free inspection, no obligation to hire us"'),
            paidInspection: text.describe('The same when the inspection has a price: "{price} inspection, …".'),
            report: text.describe('"Written report and quote within {within}"'),
            warranty: text.describe('"{term} warranty on foundation repairs"'),
            transferable: text.describe('Added to the warranty term when it is transferable: ", transferable".'),
          },
          'What every free inspection includes (<CallToAction checklist />).',
        ),
        notFound: group(
          {
            title: text.describe('"Page Not Found"'),
            sorry: text.describe('"Sorry, we couldn\'t find the page you\'re looking for."'),
            talk: text.describe('"Rather talk to someone?"'),
            call: text.describe('"Call {phone}"'),
          },
          'The not-found page (<NotFound />).',
        ),
        hero: group(
          {
            rating: text.describe('"{rating} from {count} reviews" under the page title (<PageHero trust />).'),
            years: text.describe('"{years} years in business"'),
            bureau: text.describe('"{grade} bureau rating"'),
            step: text.describe('Before each numbered step, for screen readers: "Step {n}:".'),
          },
          'The trust line under a page title, and numbered steps.',
        ),
        trustPoints: group(
          {
            since: text.describe('"Since {founded}"'),
            sinceText: text.describe('"{years} years repairing foundations on Gulf Coast clay."'),
            family: text,
            familyText: text,
            licensed: text,
            licensedText: text,
            licenceLink: text,
            bureau: text.describe('"{grade} rating"'),
            bureauText: text.describe('"Rated {grade} by the business bureau."'),
            bureauLink: text,
            reviews: text.describe('"{rating} from {count} reviews"'),
            reviewsText: text,
            reviewsLink: text,
            warranty: text.describe('"{term} warranty"; {term} is the warranty term, plus `transferable` when it is.'),
            transferable: text.describe('" transferable"'),
            warrantyText: text.describe('"It stays with the house when you sell{fee}."'),
            noFee: text.describe('", with no transfer fee"'),
            warrantyPlain: text.describe('When the warranty is not transferable: "Our repairs are backed in writing."'),
            warrantyLink: text,
            inspection: text.describe('"Free inspection"'),
            paidInspection: text.describe('"Inspection" (when it has a price)'),
            inspectionText: text.describe('"{duration} on site, with a written report and quote within {within}."'),
            inspectionLink: text,
            emergency: text.describe('"{available} emergency service"'),
            emergencyText: text.describe('"Initial response in {time}, nights and weekends too."'),
            emergencyLink: text,
          },
          'The reasons to trust us (<TrustPoints />).',
        ),
        promises: group(
          {
            soonText: text.describe(
              '"Most inspections happen within 24 hours of your call. The visit itself takes {duration}."',
            ),
            licensed: text,
            experienced: text.describe('Instead of "Licensed and insured" when the business is not.'),
            licensedText: text.describe(
              '"Family-owned since {founded}, with {years} years of foundation repair around {city}. …"',
            ),
            rated: text.describe('"Rated {rating}"'),
            ratedText: text.describe(
              '"From {count} reviews by homeowners, and an {grade} rating with the Better Business Bureau."',
            ),
          },
          'What a homeowner can count on when booking (<InspectionPromises />).',
        ),
        inspectionSteps: group(
          {
            confirm: text,
            confirmText: text.describe('"We call you {response} to confirm a time that suits you, …"'),
            inspect: text,
            inspectText: text.describe('"An inspector spends {duration} measuring floor levels, …"'),
            report: text,
            reportText: text.describe('"Within {within} you receive photos, … The quote stays valid for {validity}."'),
            decide: text,
            decideText: text,
          },
          'The four steps after an inspection request (<InspectionSteps />).',
        ),
        testimonials: group(
          { stars: text.describe('The star rating for screen readers: "{rating} out of 5 stars".') },
          'Testimonials.',
        ),
        faq: group(
          { jumpTo: text.describe('The FAQ\'s topic links, for screen readers: "Jump to a topic".') },
          'The FAQ.',
        ),
        siteIndex: group(
          {
            find: text.describe('The site map\'s filter box: "Find a page".'),
            search: text,
            found: text.describe('"{count} pages found" (for screen readers).'),
            none: text.describe('"No page matches your search."'),
            company: text.describe(
              'The top-level pages (the other groups are named by their section page): "Company and help".',
            ),
            pagesIn: text.describe(
              'The heading of this language\'s pages on the site map of the other language: "Pages in English", "Páginas en español".',
            ),
          },
          'The HTML site map (<SiteIndex />).',
        ),
      })
      .describe('Words of the components pages are written with.'),
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
