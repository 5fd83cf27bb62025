// The current page's frontmatter, for MDX components that render its data (<FAQ/> reads `faq`, for example).
import { createContext, useContext } from 'react';
import type { PageFrontmatter } from '../content/pages.ts';

export const PageContext = createContext<PageFrontmatter | null>(null);

export function usePage(): PageFrontmatter {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() must be used inside a page');
  return page;
}

/** The route of the page being rendered, or undefined outside a page (a component rendered on its own). */
export function usePagePath(): string | undefined {
  return useContext(PageContext)?.route;
}
