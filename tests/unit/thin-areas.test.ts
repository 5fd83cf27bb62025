// The thin town page check (scripts/checks/thin-areas.ts): a town page whose text is mostly the blocks every town
// page shares is thin and told what is missing; a page with enough of its own is not.
import { describe, expect, it } from 'vitest';
import { isThin, measureAreas, thinLimits } from '../../scripts/checks/thin-areas.ts';

/** Distinct made-up words, so no two texts share a five-word run by chance. */
const own = (seed: string, n: number) => Array.from({ length: n }, (_, i) => `${seed}${i.toString(36)}`).join(' ');
const shared = `Our services here. Every job starts with a free inspection and a written plan. ${own('shared', 200)}`;

describe('thin town pages', () => {
  const local = `Why foundations move: the clay soil swells, and the bayou drainage is slow. Our neighborhoods list. What homeowners say. ${own('rich', thinLimits.minOwnWords + 20)}`;
  const pages = [
    { route: '/service-areas/rich-tx', text: `${local} ${shared}`, html: '<a href="/projects/rich">x</a>' },
    { route: '/service-areas/thin-tx', text: `One local sentence about thin. ${shared}`, html: '' },
    { route: '/service-areas/other-tx', text: `${own('other', 400)} ${shared}`, html: '' },
    // A Spanish page is compared with Spanish pages only: the same shared text in English does not count.
    { route: '/es/areas-de-servicio/thin-tx', text: shared, html: '' },
  ];
  const measured = new Map(measureAreas(pages).map((m) => [m.route, m]));

  it('warns about a page whose own text is under the limits and names what is missing', () => {
    const thin = measured.get('/service-areas/thin-tx')!;
    expect(thin.ownWords).toBeLessThan(thinLimits.minOwnWords);
    expect(thin.unique).toBeLessThan(thinLimits.minUnique);
    expect(isThin(thin)).toBe(true);
    expect(thin.missing).toEqual(['local projects', 'neighborhoods', 'soil and drainage', 'local testimonials']);
  });

  it('passes a page with enough of its own', () => {
    const rich = measured.get('/service-areas/rich-tx')!;
    expect(rich.ownWords).toBeGreaterThanOrEqual(thinLimits.minOwnWords);
    expect(isThin(rich)).toBe(false);
    expect(rich.missing).toEqual([]);
    expect(isThin(measured.get('/service-areas/other-tx')!)).toBe(false);
  });

  it('compares a page with the pages of its own language', () => {
    const es = measured.get('/es/areas-de-servicio/thin-tx')!;
    expect(es.unique).toBe(1);
    expect(isThin(es)).toBe(false);
  });
});
