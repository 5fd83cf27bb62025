// The browser entry (src/index.html): every page is complete static HTML, and this is the only script every page
// loads (under 3 KB gzip, after the page has painted, see scripts/build/page-scripts.ts). It notes where the visit
// came from and counts the page (browser/visit.ts: no cookie, nothing under Global Privacy Control; web-vitals
// once the page is idle), enhances the header's menus (plain TypeScript, no React), hides the call bar's booking
// link while a booking form is on screen, and loads the rest only where the page has it:
//  - the FAQ accordion's enhancer, on pages with an accordion ([data-accordion]);
//  - the site map's filter, on the site map ([data-site-filter]);
//  - the site search, on the search pages ([data-site-search]; it fetches Pagefind's files only when asked);
//  - the photos' before/after slider and gallery dialog, where a page has them;
//  - React and the islands (the lead forms), on pages with a [data-island], once the visitor reaches for one
//    (islands/on-demand.ts: focus or a press inside it, or it comes within a screen of the viewport).
// The build lists those same chunks on exactly those pages (the islands' apart, fetched only when wanted). No
// router: navigation is a normal load of the next pre-rendered page.
import { enhanceMenus } from './browser/menus.ts';
import { hideBookingWhileFormShows } from './browser/call-bar.ts';
import { hydrateIslandsWhenWanted } from './islands/on-demand.ts';
import { countVisit } from './browser/visit.ts';

const page = document.querySelector<HTMLElement>('[data-static="page"]');
const notFound = Boolean(page?.querySelector('[data-not-found]'));
if (notFound) console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);

countVisit(notFound);

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) enhanceMenus(header);

const book = document.querySelector<HTMLElement>('[data-call-bar-book]');
const bookingForms = document.querySelectorAll<HTMLElement>('[data-booking-form]');
if (book && bookingForms.length) hideBookingWhileFormShows(book, bookingForms);

const pending: Promise<void>[] = [];
if (page?.querySelector('[data-accordion]'))
  pending.push(import('./browser/accordion.ts').then(({ enhanceAccordions }) => enhanceAccordions(page)));
const siteFilter = page?.querySelector<HTMLElement>('[data-site-filter]');
if (siteFilter)
  pending.push(import('./browser/site-filter.ts').then(({ enhanceSiteFilter }) => enhanceSiteFilter(siteFilter)));
const siteSearch = page?.querySelector<HTMLElement>('[data-site-search]');
if (siteSearch)
  pending.push(import('./browser/site-search.ts').then(({ enhanceSiteSearch }) => enhanceSiteSearch(siteSearch)));
if (page?.querySelector('[data-before-after], [data-gallery]'))
  pending.push(import('./browser/photos.ts').then(({ enhancePhotos }) => enhancePhotos(page)));
const islands = document.querySelectorAll<HTMLElement>('[data-island]');
// Part of the entry (a few hundred bytes): a chunk of its own would cost the form pages one more request.
if (islands.length) pending.push(hydrateIslandsWhenWanted(islands));

void Promise.all(pending).then(() => {
  // Lets tests and scripts know the page is interactive (each island says so itself: data-hydrated="true").
  document.documentElement.dataset.hydrated = 'true';
});
