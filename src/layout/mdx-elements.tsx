// How plain Markdown renders inside pages: external links open safely in a new tab,
// and prose elements get the site's type scale.
import type { ComponentPropsWithoutRef } from 'react';
import type { MDXComponents } from 'mdx/types';
import { newTabIfExternal } from '../components/ui/button.tsx';
import { Heading } from '../components/ui/heading.tsx';
import { textLinkVariants } from '../components/ui/text-link.tsx';
import { NoStylesheet, SiteStylesheet } from './FirstScreen.tsx';

function SmartLink({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  const cls = textLinkVariants();
  return (
    <a href={href} className={cls} {...newTabIfExternal(href)} {...rest}>
      {children}
    </a>
  );
}

export const mdxElements: MDXComponents = {
  a: SmartLink,
  h1: (p) => <Heading as="h1" size="page" {...p} />,
  h2: (p) => <Heading className="mt-10" {...p} />,
  h3: (p) => <Heading as="h3" size="card" className="mt-8" {...p} />,
  p: (p) => <p className="mt-4 text-lg leading-relaxed text-body" {...p} />,
  ul: (p) => <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-body" {...p} />,
  ol: (p) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-lg text-body" {...p} />,
  strong: (p) => <strong className="font-semibold text-foreground" {...p} />,
  table: (p) => (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-base" {...p} />
    </div>
  ),
  th: (p) => <th className="border-b-2 border-input bg-muted px-4 py-3 font-semibold text-foreground" {...p} />,
  td: (p) => <td className="border-b border-border px-4 py-3 text-body" {...p} />,
  // Where the page's first screen ends (written by the build after the page's first block).
  FirstScreenEnd: SiteStylesheet,
};

/** Inside an article's or a project's view, which links the site's stylesheet after its own header. */
export const collectionElements: MDXComponents = { ...mdxElements, FirstScreenEnd: NoStylesheet };
