// Dates in the page's language ("25 de noviembre de 2026"): longDate() with the locale of content/ui.<lang>.yaml, and
// <LastUpdated /> as a Spanish page renders it. No Spanish page shows a date today (the privacy and terms pages, which
// do, are English only), so the component is rendered here as one would.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { longDate } from '../../src/content/format.ts';
import { siteData } from '../../src/content/model.ts';
import type { PageFrontmatter } from '../../src/content/pages.ts';
import { LastUpdated } from '../../src/components/mdx/LastUpdated.tsx';
import { LangContext } from '../../src/page/lang.ts';
import { PageContext } from '../../src/page/page-context.ts';

const en = siteData('ui.en').dates;
const es = siteData('ui.es').dates;

describe('longDate', () => {
  it('writes a date out in US Spanish and US English', () => {
    expect(longDate('2026-11-25', es.locale)).toBe('25 de noviembre de 2026');
    expect(longDate('2026-11-25', en.locale)).toBe('November 25, 2026');
  });

  it('keeps the day of the date, whatever the time zone: the first and last day of a year', () => {
    expect(longDate('2026-01-01', es.locale)).toBe('1 de enero de 2026');
    expect(longDate('2025-12-31', es.locale)).toBe('31 de diciembre de 2025');
  });
});

describe('<LastUpdated /> on a Spanish page', () => {
  const render = (lang: 'en' | 'es') =>
    renderToStaticMarkup(
      createElement(
        LangContext.Provider,
        { value: lang },
        createElement(
          PageContext.Provider,
          { value: { lastUpdated: '2026-11-25' } as PageFrontmatter },
          createElement(LastUpdated),
        ),
      ),
    );

  it('says "Actualizado el" and the date in Spanish, with the machine-readable date', () => {
    const html = render('es');
    expect(html).toContain(es.lastUpdated);
    expect(html).toContain('<time dateTime="2026-11-25">25 de noviembre de 2026</time>');
    expect(html).not.toContain(en.lastUpdated);
    expect(render('en')).toContain('<time dateTime="2026-11-25">November 25, 2026</time>');
  });
});
