// The business facts the schemas fill {@fact} placeholders with while the site model validates content (frontmatter
// text, data files), and the one YAML parse of content/*.yaml that load.ts's readData (behind the site model) uses
// too. Kept apart from load.ts because the schemas need it: importing load.ts from here would be an import cycle.
// Everything else reads content/*.yaml through the site model (model.ts: loadSite, siteData).
import fs from 'node:fs';
import path from 'node:path';
import YAML, { type Document } from 'yaml';
import { businessSchema, type Business } from './schemas/business.ts';

const file = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../content/business.yaml');

/** SITE_URL, MAPS_API_KEY and FORM_ENDPOINT override business.yaml at build time. */
function applyBusinessEnv(data: Record<string, unknown>, env = process.env): Record<string, unknown> {
  return {
    ...data,
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL.replace(/\/+$/, '') } : {}),
    ...(env.MAPS_API_KEY !== undefined ? { mapsApiKey: env.MAPS_API_KEY } : {}),
    ...(env.FORM_ENDPOINT ? { formEndpoint: env.FORM_ENDPOINT } : {}),
  };
}

/** content/<name>.yaml's text as a YAML document (with positions, for findings) and its value before validation:
 * for business.yaml, with the environment's overrides applied. */
export function parseDataText(name: string, source: string): { doc: Document; raw: unknown } {
  const doc = YAML.parseDocument(source);
  const raw: unknown = doc.errors.length ? undefined : doc.toJS();
  if (name === 'business' && raw && typeof raw === 'object' && !Array.isArray(raw))
    return { doc, raw: applyBusinessEnv(raw as Record<string, unknown>) };
  return { doc, raw };
}

let cached: { mtime: number; value: Business } | undefined;

/** The validated business facts; content/business.yaml's own errors are reported by its data-file check. */
export function readBusiness(): Business {
  const mtime = fs.statSync(file).mtimeMs;
  if (cached?.mtime !== mtime) {
    const { doc, raw } = parseDataText('business', fs.readFileSync(file, 'utf8'));
    if (doc.errors.length) throw new Error(`content/business.yaml: not valid YAML: ${doc.errors[0]!.message}`);
    cached = { mtime, value: businessSchema.parse(raw) };
  }
  return cached.value;
}
