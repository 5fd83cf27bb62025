/// <reference types="vite/client" />

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  import type { MDXProps } from 'mdx/types';
  export const frontmatter: import('./content/pages').PageFrontmatter;
  const MDXComponent: ComponentType<MDXProps>;
  export default MDXComponent;
}
