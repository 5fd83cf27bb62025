// The built checks' source halves: a page with no built output — left out of the build, or every page when the build
// fails — is still checked for skipped heading levels, #fragments and hand-typed phone numbers, on its MDX, each
// problem once at its line; a page whose MDX does not parse is read as plain Markdown for them.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFinding } from '../../src/content/findings.ts';
import { loadSite, type SiteModel } from '../../src/content/model.ts';
import { outlineMdx } from '../../src/content/mdx-source.ts';
import { checkContext, runBuiltChecks, runSourceChecks } from '../../scripts/checks/index.ts';
import type { CheckContext } from '../../scripts/checks/check.ts';
import { sourceIds } from '../../scripts/checks/links.ts';
import { plantedPage } from '../support/planted-page.ts';

const site = loadSite();
const digits = site.business!.phone.replace(/\D/g, '');
const wrongPhone = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${String((Number(digits.slice(6)) + 1) % 10000).padStart(4, '0')}`;

/** The site with planted pages (file name → body) added, as the checks' model. */
function withPages(pages: Record<string, string>): Promise<CheckContext> {
  const files = Object.entries(pages).map(([name, body]) => {
    const rel = `pages/${name}.mdx`;
    const source = plantedPage(name, body);
    // The body as the model gives it: the frontmatter lines blanked, so line numbers stay true.
    const end = source.indexOf('\n---', 3) + 4;
    const blanked = source.slice(0, end).replace(/[^\n]/g, '') + source.slice(end);
    return { file: path.join(site.root, rel), rel, route: `/${name}`, source, body: blanked };
  });
  const s: SiteModel = {
    ...site,
    files: [...site.files, ...files],
    routes: new Set([...site.routes, ...files.map((f) => f.route)]),
  };
  return checkContext(s, { names: [], props: new Map() });
}

const lineOf = (ctx: CheckContext, rel: string, text: string) =>
  ctx.site.files
    .find((f) => f.rel === rel)!
    .source.split('\n')
    .findIndex((l) => l.includes(text)) + 1;

describe('pages with no built output', () => {
  let ctx: CheckContext;
  beforeAll(async () => {
    ctx = await withPages({
      'no-build-a': [
        '## Costs',
        '',
        '#### Far too deep',
        '',
        `Call ${wrongPhone} today.`,
        '',
        'See [the costs](/faq#cost), [nothing](/faq#no-such-question) and [b](/no-build-b#planted-no-build-b).',
        '',
        'Also [a missing part of b](/no-build-b#no-such-part) and [my costs](#costs).',
      ].join('\n'),
      'no-build-b': '## Part one\n\nText.',
      // Not MDX (a closing tag that doesn't match): read as Markdown, its mistakes are still found.
      'no-build-c': [
        '<Columns>',
        '',
        `Text us at ${wrongPhone}.`,
        '',
        '![A porch](/images/no-such-porch.jpg)',
        '',
        '</Panel>',
        '',
        '## Later',
        '',
        '#### Much later',
        '',
        'Read [this](/no-build-b#nope).',
      ].join('\n'),
    });
  });

  it('when nothing was built, checks every page on its source: headings, #fragments and phones, each once', async () => {
    const found = (await runBuiltChecks(ctx, undefined)).map(formatFinding);
    const a = 'pages/no-build-a.mdx';
    const c = 'pages/no-build-c.mdx';
    const planted = found.filter((f) => f.startsWith('pages/no-build-'));
    expect(planted.sort()).toEqual(
      [
        `${a}:${lineOf(ctx, a, '#### Far')}:1 heading "Far too deep" is an h4 after an h2: use ### (h3) here, headings go down one level at a time`,
        `${a}:${lineOf(ctx, a, 'Call ')}:6 phone "${wrongPhone}" differs from content/business.yaml: ${site.business!.phone}`,
        `${a}:${lineOf(ctx, a, '[nothing]')}:29 link to /faq#no-such-question: /faq has no element with id "no-such-question"`,
        `${a}:${lineOf(ctx, a, 'missing part')}:6 link to /no-build-b#no-such-part: /no-build-b has no element with id "no-such-part"`,
        `${c}:${lineOf(ctx, c, 'Text us')}:12 phone "${wrongPhone}" differs from content/business.yaml: ${site.business!.phone}`,
        `${c}:${lineOf(ctx, c, '#### Much')}:1 heading "Much later" is an h4 after an h2: use ### (h3) here, headings go down one level at a time`,
        `${c}:${lineOf(ctx, c, 'Read [this]')}:6 link to /no-build-b#nope: /no-build-b has no element with id "nope"`,
      ].sort(),
    );
    // The site's own pages, checked on their source the same way, have none of these problems.
    expect(found.filter((f) => !f.startsWith('pages/no-build-'))).toEqual([]);
  }, 60_000);

  it("a page whose MDX does not parse: the syntax error at the parser's place, and its image still checked", async () => {
    const c = 'pages/no-build-c.mdx';
    const found = (await runSourceChecks(ctx)).map(formatFinding).filter((f) => f.startsWith(c));
    const closing = lineOf(ctx, c, '</Panel>');
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`^${c}:${closing}:1 MDX syntax: Unexpected closing tag \`</Panel>\``)),
      `${c}:${lineOf(ctx, c, '![A porch]')}:1 image /images/no-such-porch.jpg: no such file in public/`,
    ]);
  }, 60_000);

  it('knows the ids the build gives a page: headings as rehype-slug makes them, id attributes, FAQ ids', () => {
    const faq = site.files.find((f) => f.route === '/faq')!;
    const ids = sourceIds({ source: faq.source, outline: outlineMdx(faq.body, faq.rel) });
    expect(ids).toContain('cost');
    expect(ids).toContain('jump-to-a-topic');
    const page = '# Costs & prices\n\n## Costs & prices\n\n<Section id="quote">x</Section>';
    expect([...sourceIds({ source: page, outline: outlineMdx(page, 'x.mdx') })]).toEqual([
      'costs--prices',
      'costs--prices-1',
      'quote',
    ]);
  });
});
