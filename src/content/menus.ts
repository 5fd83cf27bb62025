// Where a top-level page is listed in the footer, decided by its frontmatter `order`: below this, the Company
// column; at or above it, the fine-print row (privacy, terms, site map). Shared by the menus and `npm run new:page`.
export const FINE_PRINT_ORDER = 200;
