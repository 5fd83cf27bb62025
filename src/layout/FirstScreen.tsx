// Where a page's first screen ends. The build inlines only the rules of what comes before this point (its first
// screen: the header, breadcrumbs and the block with the page's heading), and links the site's whole stylesheet
// here, after it (scripts/build/first-screen-css.ts). An MDX page gets it after its first block (the build's remark
// step writes `<FirstScreenEnd />` there); an article or a project, after its own header. A stylesheet in the body does not hold back the paint of what
// is above it: the browser paints the first screen with the inline rules and shows the rest once the cached file
// is there, so nothing that was painted moves when it arrives.
/** The href the build replaces with the site stylesheet's hashed file (`npm run dev` drops the link). */
export const SITE_STYLESHEET_PLACEHOLDER = '/assets/site-stylesheet-goes-here.css';

/** The site's stylesheet, linked where the first screen ends. Rendered once per page. */
export function SiteStylesheet() {
  return <link rel="stylesheet" href={SITE_STYLESHEET_PLACEHOLDER} />;
}

/** What `<FirstScreenEnd />` is inside an article's or a project's text: nothing (their view links it above). */
export const NoStylesheet = () => null;

/**
 * On a panel that is closed when the page opens (a menu's list, a popover): what is inside it is not on the first
 * screen, so its rules come with the site's stylesheet, not inline (the panel's own classes, which keep it closed,
 * are inline).
 */
export const OPENED_LATER = 'data-opened-later';
export const openedLater = { [OPENED_LATER]: '' };
