/// <reference types="vite/client" />

declare module '*.yaml' {
  const data: unknown;
  export default data;
}

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  import type { MDXProps } from 'mdx/types';
  export const frontmatter: import('./content/pages').PageFrontmatter;
  const MDXComponent: ComponentType<MDXProps>;
  export default MDXComponent;
}

declare module 'virtual:site-nav' {
  type Link = { to: string; label: string };
  /** The menus of one language (scripts/build/content-plugin.ts, siteNavModule). */
  interface LanguageNav {
    serviceLinks: Link[];
    areaLinks: Link[];
    moreServices: boolean;
    moreAreas: boolean;
    /** `en`: the English route the page stands for (its own, or the one it translates). */
    topPages: (Link & { order: number; en: string })[];
  }
  export const nav: Record<import('./content/route-path').Lang, LanguageNav>;
}

declare module 'virtual:route-table' {
  /** Every page file's meta (src/content/page-meta.ts), from the site model. */
  export const metas: unknown[];
  /** Each page's related-block inputs (src/content/related.ts), by page file ("/pages/…"). */
  export const related: Record<string, unknown>;
}
