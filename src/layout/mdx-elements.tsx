// How plain Markdown renders inside pages: external links open safely in a new tab,
// and prose elements get the site's type scale.
import type { ComponentPropsWithoutRef } from 'react';
import type { MDXComponents } from 'mdx/types';
import { newTabIfExternal } from '../components/Button.tsx';

function SmartLink({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  const cls = 'font-medium text-link underline underline-offset-4 hover:text-link-hover';
  return (
    <a href={href} className={cls} {...newTabIfExternal(href)} {...rest}>
      {children}
    </a>
  );
}

export const mdxElements: MDXComponents = {
  a: SmartLink,
  h1: (p) => <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl" {...p} />,
  h2: (p) => <h2 className="mt-10 text-2xl font-bold tracking-tight text-foreground sm:text-3xl" {...p} />,
  h3: (p) => <h3 className="mt-8 text-xl font-semibold text-foreground" {...p} />,
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
};
