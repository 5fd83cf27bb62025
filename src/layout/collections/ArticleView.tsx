// An article page: title, byline (author, dates, reading time), tags, the writer's MDX, then the author, a call to
// book an inspection, the previous and next articles and related articles by tag. All from the route table.
import { Drawing } from '../../components/Drawing.tsx';
import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import { pageByRoute, pages, type PageFrontmatter } from '../../content/pages.ts';
import { langOfRoute } from '../../content/route-path.ts';
import { authorById } from '../../content/authors.ts';
import { neighbours, relatedArticles } from '../../content/collections.ts';
import { illustration } from '../../components/illustrations.ts';
import { CallToAction } from '../../components/mdx/CallToAction.tsx';
import { collectionElements } from '../mdx-elements.tsx';
import { DateText, DraftBadge, EntryCard, TagLinks } from '../../components/collection-parts.tsx';
import { Card, cardVariants } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Heading } from '../../components/ui/heading.tsx';
import { SiteStylesheet } from '../FirstScreen.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { LinkCard } from '../../components/ui/link-card.tsx';
import { Container } from '../../components/ui/container.tsx';
import { isPhotoName, photoInfo, PhotoPicture } from '../../components/photos.tsx';

export function ArticleView({ fm, Content }: { fm: PageFrontmatter; Content: ComponentType<MDXProps> }) {
  const a = fm.article!;
  const meta = pageByRoute.get(fm.route);
  const author = authorById(a.author);
  const where = `${meta?.file.slice(1) ?? fm.route}: article.hero`;
  // A hero photo is the page's first picture: fetched first. A drawing too, as a file in the page's language.
  const photo = a.hero && isPhotoName(a.hero) ? photoInfo(a.hero, where) : undefined;
  const hero = a.hero && !photo ? illustration(a.hero, where, langOfRoute(fm.route)) : undefined;
  const { older, newer } = neighbours(fm.route, pages);
  const related = relatedArticles(fm.route, pages);
  return (
    <article data-testid="article">
      <header className="bg-background">
        <Container width="narrow" className="pt-10 sm:pt-14">
          <DraftBadge meta={meta} />
          <Heading as="h1" size="page" className="mt-3">
            {fm.title}
          </Heading>
          <p className="mt-4 text-xl leading-relaxed text-body">{fm.description}</p>
          <p className="mt-5 text-base text-muted-foreground" data-testid="byline">
            By <span className="font-semibold text-foreground">{author.name}</span>, {author.role}
            <span aria-hidden="true"> · </span>
            <span className="whitespace-nowrap">
              Published <DateText date={a.date} />
            </span>
            {a.updated && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap">
                  Updated <DateText date={a.updated} />
                </span>
              </>
            )}
            <span aria-hidden="true"> · </span>
            <span className="whitespace-nowrap">{meta?.article?.minutes ?? 1} min read</span>
          </p>
          <div className="mt-5">
            <TagLinks ids={a.tags} />
          </div>
          {photo && (
            <PhotoPicture
              info={photo}
              alt={a.heroAlt ?? ''}
              slot="wide"
              priority
              className="mt-8 h-auto w-full rounded-lg"
            />
          )}
          {hero && (
            <Drawing
              img={hero}
              className={cn(
                cardVariants({ tone: 'plain', elevated: false, padding: 'none' }),
                'mt-8 h-auto w-full bg-secondary',
              )}
            />
          )}
        </Container>
      </header>
      <SiteStylesheet />
      <Container width="narrow" className="pb-12">
        <Content components={collectionElements} />
        <Card as="aside" tone="muted" elevated={false} padding="md" aria-label="About the author" className="mt-12">
          <p className="font-semibold text-foreground">
            {author.name}, {author.role}
          </p>
          <p className="mt-1 text-base text-body">{author.bio}</p>
        </Card>
      </Container>
      <CallToAction
        title="Want a straight answer about your foundation?"
        text="Book a free inspection: we measure the whole floor, tell you what we find and only recommend work it needs."
        checklist
      />
      <Container as="nav" aria-label="More articles" className="py-12" data-testid="article-more">
        {(older || newer) && (
          <div className="grid gap-4 sm:grid-cols-2">
            {older ? (
              <LinkCard variant="compact" href={older.route} rel="prev">
                <span className="block text-sm text-muted-foreground">← Previous article</span>
                <span className="mt-1 block font-semibold text-primary">{older.title}</span>
              </LinkCard>
            ) : (
              <span />
            )}
            {newer && (
              <LinkCard variant="compact" href={newer.route} rel="next" className="text-right">
                <span className="block text-sm text-muted-foreground">Next article →</span>
                <span className="mt-1 block font-semibold text-primary">{newer.title}</span>
              </LinkCard>
            )}
          </div>
        )}
        {related.length > 0 && (
          <section aria-labelledby="related-articles-heading" className="mt-10" data-testid="related-articles">
            <Heading id="related-articles-heading">Related articles</Heading>
            <ul className="mt-4 grid gap-6 md:grid-cols-3">
              {related.map((r) => (
                <EntryCard key={r.route} meta={r} heading="h3" kicker={<DateText date={r.article.date} />} />
              ))}
            </ul>
          </section>
        )}
        <p className="mt-8">
          <TextLink href="/articles">All articles</TextLink>
        </p>
      </Container>
    </article>
  );
}
