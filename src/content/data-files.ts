// The data half of the site model: content/*.yaml read and validated by their zod schemas, and the Spanish
// language layers (content/<name>.es.yaml) read against their English files. `loadSite` (model.ts) reads them all
// with the pages; `siteData`/`siteDataIn` read one file for code that needs no pages (`npm run leads`, tests), and
// `dataFileValue` one YAML import for the build plugin.
import fs from 'node:fs';
import path from 'node:path';
import { isDataName, type DataName, type DataValue } from './schemas/index.ts';
import { ContentError, type Finding } from './findings.ts';
import { projectRoot, readData, readDataAs, readTextLayer, relativeToRoot } from './load.ts';
import { isTextLayerName, type TextLayerName } from './schemas/text-layers.ts';
import type { Lang } from './route-path.ts';
import { readSource } from './drafts.ts';

export interface DataFile {
  name: string;
  file: string;
  rel: string;
  source: string;
  /** The validated value, or undefined when the file has problems. */
  value: unknown;
}

/** Each data file's validated value, by name (a file with problems has none). */
type DataValues = Partial<{ [N in DataName]: DataValue<N> }>;

/** One data file, read and validated; its problems are added to `problems`, its value to `values`. */
function dataFile(file: string, source: string, root: string, problems: Finding[], values: DataValues = {}): DataFile {
  const name = path.basename(file).replace(/\.ya?ml$/, '');
  const r = isDataName(name) ? readInto(values, name, file, source, root) : readData(file, source, root);
  problems.push(...r.problems);
  return { name, file, rel: relativeToRoot(file, root), source, value: r.ok ? r.value : undefined };
}

/** The data file a language layer gives the words of: "cost-guide.es.yaml" → cost-guide, in Spanish. */
export function layerOf(file: string): TextLayerName | undefined {
  const m = /^(.+)\.es\.ya?ml$/.exec(path.basename(file));
  return m && isTextLayerName(m[1]!) ? m[1] : undefined;
}

/** A language layer, read against its English file's value in `values` (when that has problems, so has this). */
function layerFile(file: string, source: string, root: string, problems: Finding[], values: DataValues): DataFile {
  const name = layerOf(file);
  const r = name ? readLayer(name, file, source, root, values) : undefined;
  if (r) problems.push(...r.problems);
  return {
    name: path.basename(file).replace(/\.ya?ml$/, ''),
    file,
    rel: relativeToRoot(file, root),
    source,
    value: r?.ok ? r.value : undefined,
  };
}

function readLayer<N extends TextLayerName>(name: N, file: string, source: string, root: string, values: DataValues) {
  const english = values[name];
  return english === undefined ? undefined : readTextLayer(name, file, source, english, root);
}

function readInto<N extends DataName>(values: DataValues, name: N, file: string, source: string, root: string) {
  const r = readDataAs(name, file, source, root);
  if (r.ok) values[name] = r.value;
  return r;
}

/** The texts of content/*.yaml: the data half of the site model (`loadSite` validates them with the pages). */
function readDataSources(root: string): { file: string; source: string }[] {
  const contentDir = path.join(root, 'content');
  return fs
    .readdirSync(contentDir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((name) => {
      const file = path.join(contentDir, name);
      return { file, source: readSource(file) };
    });
}

/** The last reading of every data file, by project root, with the texts (and environment) it was made from. */
const dataReads = new Map<string, { key: string; read: SiteData }>();

interface SiteData {
  data: DataFile[];
  values: DataValues;
  problems: Finding[];
}

/**
 * Every data file of `root` read and validated (the English files first: a language layer is read against its
 * English file's value), as `loadSite` reads them. Read again only when a text or the environment's overrides
 * changed since the last reading in this process: the editor reloads the model after each keystroke's draft.
 */
export function readSiteData(root: string): SiteData {
  const sources = readDataSources(root);
  const env = [process.env.SITE_URL, process.env.MAPS_API_KEY, process.env.FORM_ENDPOINT];
  const key = JSON.stringify([sources.map((d) => [d.file, d.source]), env]);
  const known = dataReads.get(root);
  if (known?.key === key) return known.read;
  const problems: Finding[] = [];
  const values: DataValues = {};
  const isLayer = (file: string) => layerOf(file) !== undefined;
  const data = [
    ...sources.filter((d) => !isLayer(d.file)).map((d) => dataFile(d.file, d.source, root, problems, values)),
    ...sources.filter((d) => isLayer(d.file)).map((d) => layerFile(d.file, d.source, root, problems, values)),
  ];
  const read = { data, values, problems };
  dataReads.set(root, { key, read });
  return read;
}

/**
 * A data file's validated value from its text, read exactly as `loadSite` reads it; throws ContentError with the
 * file's findings. For the build plugin (a `content/*.yaml` import) and code that has the text in hand.
 */
export function dataFileValue(file: string, source = readSource(file), root = projectRoot): unknown {
  const problems: Finding[] = [];
  const layer = layerOf(file);
  const values: DataValues = layer ? { [layer]: siteData(layer, root) } : {};
  const { value } = layer ? layerFile(file, source, root, problems, values) : dataFile(file, source, root, problems);
  if (problems.length) throw new ContentError(problems);
  return value;
}

/**
 * `content/<name>.yaml`'s validated value, read as the site model reads it, for code that needs one data file and
 * not the pages (`npm run leads`, tests). The one way into content/*.yaml outside the model (load.ts's `readData`
 * is the reader behind it and behind `loadSite`).
 */
export function siteData<N extends DataName>(name: N, root = projectRoot): DataValue<N> {
  const file = path.join(root, 'content', `${name}.yaml`);
  const r = readDataAs(name, file, readSource(file), root);
  if (!r.ok) throw new ContentError(r.problems);
  return r.value;
}

/** Like siteData, in `lang`: a file with a language layer (content/<name>.es.yaml) has its texts in that language. */
export function siteDataIn<N extends TextLayerName>(name: N, lang: Lang, root = projectRoot): DataValue<N> {
  const english = siteData(name, root);
  if (lang === 'en') return english;
  const file = path.join(root, 'content', `${name}.${lang}.yaml`);
  const r = readTextLayer(name, file, readSource(file), english, root);
  if (!r.ok) throw new ContentError(r.problems);
  return r.value;
}
