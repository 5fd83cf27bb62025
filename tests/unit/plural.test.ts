// Counts are written with the language's plural rules: every text of content/ui.<lang>.yaml that says a count has a
// form for one and one for other counts, and plural() (src/page/fill-text.ts) picks by Intl.PluralRules — "1 project",
// "2 projects", "1 proyecto" — never "All 1 projects".
import { describe, expect, it } from 'vitest';
import { siteData } from '../../src/content/model.ts';
import { plural } from '../../src/page/fill-text.ts';

const ui = { en: siteData('ui.en'), es: siteData('ui.es') };

describe('plural()', () => {
  for (const lang of ['en', 'es'] as const) {
    const w = ui[lang];
    const locale = w.dates.locale;
    it(`${lang}: one form for 1, the other for 0, 2 and 21`, () => {
      const forms = w.related.allProjectsWithService;
      expect(forms.one).not.toBe(forms.other);
      expect(plural(forms, 1, locale)).toBe(forms.one.replace('{count}', '1'));
      for (const n of [0, 2, 21]) expect(plural(forms, n, locale)).toBe(forms.other.replace('{count}', String(n)));
      expect(plural(w.related.allProjectsIn, 1, locale, { city: 'Alvin' })).toBe(
        w.related.allProjectsIn.one.replace('{count}', '1').replace('{city}', 'Alvin'),
      );
    });
  }

  it('gives "1 project", "2 projects", "1 proyecto"', () => {
    const forms = (lang: 'en' | 'es') => ({
      one: ui[lang].blocks.siteIndex.found.one,
      other: ui[lang].blocks.siteIndex.found.other,
    });
    expect(plural(forms('en'), 1, 'en-US')).toMatch(/^1 page\b/);
    expect(plural(forms('en'), 2, 'en-US')).toMatch(/^2 pages\b/);
    expect(plural(forms('es'), 1, 'es-US')).toMatch(/^1 página\b/);
    expect(plural(forms('es'), 2, 'es-US')).toMatch(/^2 páginas\b/);
  });
});
