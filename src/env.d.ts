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
