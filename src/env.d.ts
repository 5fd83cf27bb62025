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
  export const serviceLinks: Link[];
  export const areaLinks: Link[];
  export const moreServices: boolean;
  export const moreAreas: boolean;
  export const topPages: (Link & { order: number })[];
}

declare module 'virtual:route-table' {
  /** Every page file's meta (src/content/page-meta.ts), from the site model. */
  export const metas: unknown[];
  /** Each page's related-block inputs (src/content/related.ts), by page file ("/pages/…"). */
  export const related: Record<string, unknown>;
}
