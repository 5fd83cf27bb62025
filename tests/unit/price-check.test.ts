// One price story: a price typed into a page's text that matches no price content/ gives for the service it is about is
// a finding of the facts-in-prose check at its line, in the MDX body and in an FAQ answer alike, in English and
// Spanish; the prices content/ gives, and figures about no service, pass. Every figure here is read from content/ (or
// derived from one so that it matches none), never typed.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite, siteData, siteDataIn, type SiteModel } from '../../src/content/model.ts';
import type { Finding } from '../../src/content/findings.ts';
import { checkContext } from '../../scripts/checks/index.ts';
import { proseFactsCheck } from '../../scripts/checks/prose-facts.ts';
import { priceBook, pricesIn } from '../../scripts/checks/prices.ts';
import { plantedPage } from '../support/planted-page.ts';

const site = loadSite();
const guide = siteData('cost-guide');
const guideEs = siteDataIn('cost-guide', 'es');
/** The cost guide's slab repair row: a service page's price, its name for page text and the page's route. */
const slabIndex = guide.items.findIndex((i) => i.href && i.name && i.scope === 'service');
const slab = guide.items[slabIndex]!;
const slabPage = site.files.find((f) => f.route === slab.href)!;
/** A price of the service shifted so that it matches none of its prices in content/. */
function stray(route: string): string {
  const known = [...priceBook(site).get(route)!.prices];
  const [low, high] = known[0]!.split('-').map(Number) as [number, number];
  let shift = 250;
  while (known.includes(`${low + shift}-${high + shift}`)) shift += 250;
  return `$${(low + shift).toLocaleString('en-US')}-$${(high + shift).toLocaleString('en-US')}`;
}
const slabStray = stray(slab.href!);
const town = guide.totals[0]!;
const townPage = site.pageByRoute.get(`/service-areas/${town.town!}`)!;
const townStray = stray(townPage.route);

/** The site with pages changed or added (rel → source), as the checks' model. */
function withFiles(files: Record<string, string>, base: SiteModel = site): SiteModel {
  const changed = Object.entries(files).map(([rel, source]) => {
    const end = source.indexOf('\n---', 3) + 4;
    const body = source.slice(0, end).replace(/[^\n]/g, '') + source.slice(end);
    const route = base.files.find((f) => f.rel === rel)?.route ?? `/${path.basename(rel, '.mdx')}`;
    return { file: path.join(base.root, rel), rel, route, source, body };
  });
  return { ...base, files: [...base.files.filter((f) => !(f.rel in files)), ...changed] };
}

async function findings(model: SiteModel, rel: string): Promise<Finding[]> {
  const ctx = await checkContext(model, { names: [], props: new Map() });
  return (await proseFactsCheck.run(ctx)).filter((f) => f.file === rel);
}
const lineOf = (source: string, text: string) => source.split('\n').findIndex((l) => l.includes(text)) + 1;

describe('prices in prose', () => {
  it('reads the prices writers type: ranges, "between $a and $b", per-unit figures', () => {
    expect(
      pricesIn(`between ${slab.cost.replace('-', ' and ')}, or ${slab.cost}.`).map((p) => [p.low, p.high]),
    ).toEqual([0, 1].map(() => slab.cost.split('-').map((s) => Number(s.replace(/\D/g, '')))));
  });

  it("today's pages pass", async () => {
    const ctx = await checkContext(site, { names: [], props: new Map() });
    expect((await proseFactsCheck.run(ctx)).filter((f) => f.message.includes('matches no price'))).toEqual([]);
  });

  it('finds a stray price on a service page at its line, naming the service and its named price; a right one passes', async () => {
    const source = `${slabPage.source}\nA typical job runs ${slabStray} all told.\n\nThe whole job usually runs ${slab.cost}.\n`;
    const found = await findings(withFiles({ [slabPage.rel]: source }), slabPage.rel);
    expect(found.map((f) => [f.line, f.message])).toEqual([
      [
        lineOf(source, slabStray),
        expect.stringMatching(
          new RegExp(
            `^"${slabStray.replace(/\$/g, '\\$')}" for .*${slab.service.toLowerCase()}.* matches no price .*in content/.*<Fact name="${slab.name!}" />`,
          ),
        ),
      ],
    ]);
    expect(found[0]!.column).toBe(source.split('\n')[found[0]!.line - 1]!.indexOf(slabStray) + 1);
  });

  it('finds a stray price in an FAQ answer (frontmatter) about the service its question names, with the {@name} to use', async () => {
    const rel = 'pages/planted-prices.mdx';
    const source = plantedPage(
      'planted-prices',
      'Text.',
      [
        'faq:',
        `  - question: How much does ${slab.service.toLowerCase()} cost?`,
        '    answer: >-',
        `      It usually runs`,
        `      ${slabStray} for the whole job.`,
        `  - question: What does ${slab.service.toLowerCase()} cost across the area?`,
        `    answer: The whole job usually runs ${slab.cost}.`,
        '  - question: Do you offer financing?',
        '    answer: Yes, for projects over $1,234.',
      ].join('\n'),
    );
    const found = await findings(withFiles({ [rel]: source }), rel);
    expect(found.map((f) => [f.line, f.column])).toEqual([[lineOf(source, slabStray), 7]]);
    expect(found[0]!.message).toContain(`{@${slab.name!}}`);
  });

  it('reads Spanish text by the Spanish names of the services, and a town by its name', async () => {
    const rel = 'pages/planted-prices-es.mdx';
    const serviceEs = guideEs.items[slabIndex]!.service.toLowerCase();
    const body = [
      `La ${serviceEs} cuesta ${slabStray} por el trabajo completo.`,
      '',
      `Un trabajo típico en ${townPage.frontmatter.area!.city} sale en ${townStray}.`,
      '',
      `Un trabajo típico en ${townPage.frontmatter.area!.city} sale en ${town.cost}.`,
    ].join('\n');
    const source = plantedPage('planted-prices-es', body, '', 'es');
    const found = await findings(withFiles({ [rel]: source }), rel);
    expect(found.map((f) => f.line)).toEqual([lineOf(source, slabStray), lineOf(source, townStray)]);
    expect(found[1]!.message).toContain(`<Fact name="${town.name}" />`);
  });
});
