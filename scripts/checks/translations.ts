// Spanish text still to write or update: warnings (not failures) of the writers' gate, also in the job summary.
// - A translation behind its English page: at the Spanish page's sourceHash line, when the English page's text
//   changed since the translation was stamped.
// - A page of a translated section (a service or service-area page) with no Spanish translation yet, such as a new
//   area page from `npm run new:page`: the Spanish lists leave it out until there is one.
// - Texts of a data file with no Spanish text in its language layer yet (content/<name>.es.yaml): a neighbourhood,
//   a price row, an area added in English; the Spanish pages show the English text meanwhile.
// (A Spanish page whose English page is gone is an error of the frontmatter check: translationOf must name an
// existing English page.)
import YAML from 'yaml';
import type { Finding } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import { translationStatuses } from '../../src/content/translations.ts';
import { isChildOf, SECTIONS } from '../../src/content/route-path.ts';
import { missingTexts, textLayers } from '../../src/content/schemas/text-layers.ts';
import { layerOf } from '../../src/content/data-files.ts';
import { locate } from '../../src/content/yaml-findings.ts';

/** "pearland-tx.neighborhoods[20]" */
const keyPath = (at: (string | number)[]) =>
  at.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${k}`)).join('');

/** Each Spanish data layer with the English texts it has no Spanish for yet (shown in English on Spanish pages). */
export function untranslatedLayers(site: SiteModel) {
  return site.data.flatMap((layer) => {
    const name = layerOf(layer.file);
    const english = name && site.data.find((d) => d.name === name)?.value;
    if (!name || !english || layer.value === undefined) return [];
    const doc = YAML.parseDocument(layer.source);
    const missing = missingTexts(textLayers[name], english, doc.toJS());
    return missing.length ? [{ layer, name, doc, missing }] : [];
  });
}

function untranslatedTexts(site: SiteModel): Finding[] {
  const out: Finding[] = [];
  for (const { layer, name, doc, missing } of untranslatedLayers(site)) {
    const shown = missing.slice(0, 3).map((m) => `${keyPath(m.at)} "${m.english}"`);
    out.push({
      file: layer.rel,
      ...locate({ doc, offset: 0, fileText: layer.source }, missing[0]!.at),
      message: `${missing.length} text${missing.length > 1 ? 's' : ''} of content/${name}.yaml not translated yet (${shown.join(', ')}${missing.length > 3 ? ', …' : ''}); the Spanish pages show the English text until the Spanish is added here, in the same place`,
    });
  }
  return out;
}

export function translationWarnings(site: SiteModel): Finding[] {
  const statuses = translationStatuses(site);
  const translated = new Set(statuses.filter((t) => t.spanish).map((t) => t.english));
  const outOfDate = statuses
    .filter((t) => t.state === 'out of date' && t.spanish)
    .map((t) => ({
      file: t.spanish!.rel,
      line: t.spanish!.line,
      column: 1,
      message: `translation out of date: ${t.englishFile} (${t.english}) changed since this page was translated (sourceHash ${t.spanish!.sourceHash}, the English page is now ${t.currentHash}); update the Spanish text to match, then run \`npm run translations -- --stamp ${t.spanish!.rel}\``,
    }));
  const sections = Object.values(SECTIONS).filter((s) => translated.has(s));
  const untranslated = statuses
    .filter((t) => t.state === 'missing' && sections.some((s) => isChildOf(t.english, s)))
    .filter((t) => !site.pageByRoute.get(t.english)?.frontmatter.hidden && !site.unpublished.has(t.english))
    .map((t) => ({
      file: t.englishFile,
      line: 1,
      column: 1,
      message: `no Spanish translation yet: the Spanish site leaves ${t.english} out of its lists until it has one; \`npm run new:page -- --translate ${t.english}\` starts it`,
    }));
  return [...outOfDate, ...untranslated, ...untranslatedTexts(site)];
}
