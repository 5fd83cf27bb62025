// Translations behind their English page: a warning (not a failure) at the Spanish page's sourceHash line when the
// English page's text changed since the translation was stamped. (A Spanish page whose English page is gone is an
// error of the frontmatter check: translationOf must name an existing English page.)
import type { Finding } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import { translationStatuses } from '../../src/content/translations.ts';

export function translationWarnings(site: SiteModel): Finding[] {
  return translationStatuses(site)
    .filter((t) => t.state === 'out of date' && t.spanish)
    .map((t) => ({
      file: t.spanish!.rel,
      line: t.spanish!.line,
      column: 1,
      message: `translation out of date: ${t.englishFile} (${t.english}) changed since this page was translated (sourceHash ${t.spanish!.sourceHash}, the English page is now ${t.currentHash}); update the Spanish text to match, then run \`npm run translations -- --stamp ${t.spanish!.rel}\``,
    }));
}
