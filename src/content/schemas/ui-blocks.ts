// The words of the components pages are written with, in content/ui.<lang>.yaml (`blocks:`): the cost table, cards,
// stats, the contact card, the trust points, the FAQ, the site map and the rest. One block of the interface words
// (ui.ts).
import { z } from 'zod';
import { counted, group, text } from './ui-text.ts';

export const blockWordsSchema = z
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
    priceScope: group(
      {
        service: text.describe('Under a whole service\'s price: "The whole job: the usual range across our area".'),
        town: text.describe('Over a town\'s price: "Typical job in {city}".'),
        tier: text.describe('Under a price tier: "The whole job at this size".'),
        pier: text.describe('Under the price of one pier: "Per pier, installed".'),
        sqft: text.describe('Under a price per square foot: "Per square foot of concrete lifted".'),
        part: text.describe('Under the price of one part of the work: "This part of the work on its own".'),
        fee: text.describe('Under an engineer\'s fee: "The engineer\'s fee for this service".'),
        project: text.describe('Over what one project cost: "What this job cost".'),
        townNote: text.describe('Under a town\'s service cards with prices: "Prices are typical for a job in {city}."'),
        guideLink: text.describe('The link to the cost guide after townNote: "See the usual range of every service".'),
      },
      'What each price covers (SPEC 14), shown next to every price a component shows (content/ keys: `scope`).',
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
        costNote: text.describe('Under price tiers, unless the page gives its own note.'),
        moreAbout: text.describe('The link under a service card of an area page: "More about {service}".'),
      },
      'Labels on cards, price tiers, repair methods, before/after pictures and projects.',
    ),
    beforeAfter: group(
      {
        slabBefore: text.describe('The caption of the settled slab house (<BeforeAfter pair="slab" />).'),
        slabAfter: text.describe('The caption of the same house after pier repair.'),
        compare: text.describe('The name of the slider over a before/after pair of photos: "Slide to compare".'),
      },
      'Captions of the before-and-after pictures.',
    ),
    photos: group(
      {
        enlarge: text.describe('Read after a gallery photo\'s alt text on its link: "(opens larger)".'),
        close: text.describe('The button that closes a gallery photo opened larger: "Close".'),
        gallery: text.describe('The heading over a project\'s photos: "Photos of the job".'),
      },
      'Words of the photo gallery.',
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
        licenseLink: text,
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
    faq: group({ jumpTo: text.describe('The FAQ\'s topic links, for screen readers: "Jump to a topic".') }, 'The FAQ.'),
    siteIndex: group(
      {
        find: text.describe('The site map\'s filter box: "Find a page".'),
        search: text,
        found: counted.describe('"{count} pages found" (one and other; for screen readers, as the list filters).'),
        none: text.describe('"No page matches your search."'),
        noneFor: text.describe('The same with the typed words, as the list filters: "No page matches “{query}”."'),
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
  .describe('Words of the components pages are written with.');
