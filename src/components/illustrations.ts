// The site's drawings (SVG drawn for this site, under src/assets/images/): the service drawings (services/), named in
// pages and components, and the area project pictures (areas/), named in content/areas.yaml. Each reaches a page as a
// file of its own, cached (Drawing.tsx); a service drawing's text alternative and the words written on it come from
// the page's language (content/drawings.yaml and its Spanish layer), so a Spanish page shows a Spanish copy of it.
import type { Lang } from '../content/route-path.ts';
import { drawingWords } from '../content/drawings.ts';
import { fill } from '../page/fill-text.ts';

const files = import.meta.glob<string>('/src/assets/images/**/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const SERVICES = '/src/assets/images/services/';
const AREAS = '/src/assets/images/areas/';

const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.svg'.length);

/** The service drawings by name ("piers-cutaway"): what `image=` props and frontmatter may name. */
export const illustrationNames = Object.keys(files)
  .filter((f) => f.startsWith(SERVICES))
  .map(nameOf)
  .sort();

export interface IllustrationInfo {
  /** The file's name in the build, without hash: "piers-cutaway.es", "pearland-slab-before". */
  file: string;
  /** The drawing as written in that language. */
  svg: string;
  width: number;
  height: number;
  alt: string;
}

/** The drawing's own size, from its root element. */
function sizeOf(svg: string, file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height) throw new Error(`${file}: the <svg> element needs width and height (its size in the page)`);
  return { width, height };
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One service drawing in `lang` (the page's language); `where` names the component or page for the error. */
export function illustration(name: string, where: string, lang: Lang = 'en'): IllustrationInfo {
  const file = `${SERVICES}${name}.svg`;
  const template = files[file];
  if (template === undefined)
    throw new Error(`${where}: no illustration "${name}" (known: ${illustrationNames.join(', ')})`);
  const words = drawingWords[lang][name];
  if (!words) throw new Error(`content/drawings.yaml: ${name} is missing (its alt text, and its labels)`);
  const labels = words.labels ?? {};
  const named = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const missing = named.filter((k) => !Object.hasOwn(labels, k));
  if (missing.length)
    throw new Error(
      `content/drawings${lang === 'en' ? '' : `.${lang}`}.yaml: ${name}.labels has no ${missing.join(', ')} (written on ${file.slice(1)})`,
    );
  const svg = fill(template, Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, xmlText(v)])));
  return { file: named.length ? `${name}.${lang}` : name, svg, ...sizeOf(svg, file), alt: words.alt };
}

/** One of an area's project pictures, with its alt text from content/areas.yaml. */
export function areaPicture(name: string, alt: string): IllustrationInfo {
  const file = `${AREAS}${name}.svg`;
  const svg = files[file];
  if (svg === undefined) throw new Error(`<ProjectExamples>: no image ${file.slice(1)}`);
  return { file: name, svg, ...sizeOf(svg, file), alt };
}
