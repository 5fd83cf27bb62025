import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { usePage } from '../../page/page-context.ts';
import { pageByRoute, pages } from '../../content/pages.ts';
import { authorById, tags } from '../../content/authors.ts';
import { articlesOf, articlesPageRoute, paginate } from '../../content/collections.ts';
import { DateText, EntryCard, TagLinks } from '../collection-parts.tsx';
import { Heading } from '../ui/heading.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { LinkCard } from '../ui/link-card.tsx';

export const props = z.strictObject({}).meta({
  description:
    "The page heading and introduction (from the frontmatter), then the articles, newest first, 10 to a page with links to the other pages, and the topic links. On a topic page (/articles/tags/<tag>) only that topic's articles. Used on pages/articles/index.mdx, which renders every page of the list.",
  // Placed by the site on its own page: not offered in the editor's component menu.
  internal: true,
  examples: ['<ArticleList />'],
});

export function ArticleList(input: z.input<typeof props>) {
  parseProps('ArticleList', props, input);
  const page = usePage();
  const route = page.route;
  const generated = pageByRoute.get(route)?.generated;
  const all = articlesOf(pages);
  const tag = generated?.kind === 'tag' ? generated.key : undefined;
  const list = tag ? all.filter((a) => a.article.tags.includes(tag)) : all;
  const chunks = paginate(list);
  const n = generated?.kind === 'articles' ? generated.page : 1;
  const shown = tag ? list : (chunks[n - 1] ?? []);
  const usedTags = tags.filter((t) => all.some((a) => a.article.tags.includes(t.id)));
  return (
    <div data-testid="article-list">
      <Heading as="h1" size="page">
        {page.label ?? page.title}
      </Heading>
      <p className="mt-4 max-w-3xl text-xl leading-relaxed text-body">{page.description}</p>
      {usedTags.length > 0 && (
        <nav aria-label="Topics" className="mt-6">
          <p className="mb-2 text-base font-medium text-strong">Browse by topic</p>
          <TagLinks ids={usedTags.map((t) => t.id)} current={tag} />
          {tag && (
            <p className="mt-3">
              <TextLink href="/articles">All articles</TextLink>
            </p>
          )}
        </nav>
      )}
      {shown.length === 0 ? (
        <p className="mt-8 text-lg text-body">No articles yet. Check back soon, or call us with your question.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {shown.map((a) => (
            <EntryCard
              key={a.route}
              meta={a}
              image={a.article.hero}
              kicker={
                <>
                  <DateText date={a.article.date} /> · {a.article.minutes} min read ·{' '}
                  {authorById(a.article.author).name}
                </>
              }
            />
          ))}
        </ul>
      )}
      {!tag && chunks.length > 1 && (
        <nav aria-label="Article pages" className="mt-10" data-testid="pagination">
          <ul className="flex flex-wrap items-center gap-2">
            {n > 1 && (
              <li>
                <LinkCard variant="chip" border="strong" href={articlesPageRoute(n - 1)} rel="prev">
                  ← Newer
                </LinkCard>
              </li>
            )}
            {chunks.map((_, i) => (
              <li key={i}>
                <LinkCard
                  variant="chip"
                  border="strong"
                  href={articlesPageRoute(i + 1)}
                  aria-current={i + 1 === n ? 'page' : undefined}
                  aria-label={`Page ${i + 1}`}
                  className="min-w-11 text-center"
                >
                  {i + 1}
                </LinkCard>
              </li>
            ))}
            {n < chunks.length && (
              <li>
                <LinkCard variant="chip" border="strong" href={articlesPageRoute(n + 1)} rel="next">
                  Older →
                </LinkCard>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
