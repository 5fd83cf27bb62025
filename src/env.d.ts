/// <reference types="vite/client" />

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  import type { MDXProps } from 'mdx/types';
  export const frontmatter: import('./content/pages').PageFrontmatter;
  const MDXComponent: ComponentType<MDXProps>;
  export default MDXComponent;
}

declare module 'virtual:photos' {
  /** Each original under content/photos/, by name (scripts/build/photos.ts). */
  export const photos: Record<string, import('./components/photo-slots').PhotoInfo>;
}
