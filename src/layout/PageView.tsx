// One route's body as the build renders it: visible breadcrumbs (every page but home, matching the
// BreadcrumbList) and the MDX content, inside the static block the browser keeps as it is. The head tags are
// SeoHead's (src/page-app.tsx renders both).
import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import { breadcrumbsFor, type PageFrontmatter } from '../content/pages.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { mdxElements } from './mdx-elements.tsx';
import { PageContext } from '../page/page-context.ts';
import { Static } from './Static.tsx';
import { ArticleView } from './collections/ArticleView.tsx';
import { ProjectView } from './collections/ProjectView.tsx';

export function PageView({ frontmatter, Content }: { frontmatter: PageFrontmatter; Content: ComponentType<MDXProps> }) {
  const crumbs = breadcrumbsFor(frontmatter.route);
  return (
    <PageContext.Provider value={frontmatter}>
      <Static id="page">
        {frontmatter.route !== '/' && <Breadcrumbs crumbs={crumbs} />}
        {frontmatter.article ? (
          <ArticleView fm={frontmatter} Content={Content} />
        ) : frontmatter.project ? (
          <ProjectView fm={frontmatter} Content={Content} />
        ) : (
          <Content components={mdxElements} />
        )}
      </Static>
    </PageContext.Provider>
  );
}
