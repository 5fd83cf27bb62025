// What collection frontmatter may point at, read from content/ and pages/ in Node: author and tag ids, served areas
// and service pages. Kept apart from load.ts (like business-source.ts) so the schemas can use it without a cycle.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export interface CollectionRefs {
  authors: Set<string>;
  tags: Set<string>;
  /** Slugs of content/areas.yaml that have a page under pages/service-areas/. */
  areas: Set<string>;
  /** Routes of pages/services/*.mdx (not the index). */
  services: Set<string>;
}

let cached: { key: string; value: CollectionRefs } | undefined;

function ids(file: string): Set<string> {
  if (!fs.existsSync(file)) return new Set();
  const list = YAML.parse(fs.readFileSync(file, 'utf8')) as unknown;
  return new Set(
    Array.isArray(list) ? list.flatMap((x) => (x && typeof x.id === 'string' ? [x.id as string] : [])) : [],
  );
}

export function collectionRefs(): CollectionRefs {
  const files = ['content/authors.yaml', 'content/tags.yaml', 'content/areas.yaml'].map((f) => path.join(root, f));
  const dirs = ['pages/services', 'pages/service-areas'].map((d) => path.join(root, d));
  const key = [...files, ...dirs].map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)).join(',');
  if (cached?.key === key) return cached.value;
  const slugs = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
          .map((f) => f.slice(0, -4))
      : [];
  const areaData = (YAML.parse(fs.readFileSync(files[2]!, 'utf8')) ?? {}) as Record<string, unknown>;
  const value: CollectionRefs = {
    authors: ids(files[0]!),
    tags: ids(files[1]!),
    areas: new Set(slugs(dirs[1]!).filter((s) => s in areaData)),
    services: new Set(slugs(dirs[0]!).map((s) => `/services/${s}`)),
  };
  cached = { key, value };
  return value;
}
