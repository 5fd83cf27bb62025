// Reads content/business.yaml in Node (build code, scripts, tests), with the deployment settings that the
// environment may override. Kept apart from load.ts so schemas can use business facts without an import cycle.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { businessSchema, type Business } from './schemas/business.ts';

const file = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../content/business.yaml');

/** SITE_URL, MAPS_API_KEY and FORM_ENDPOINT override business.yaml at build time. */
export function applyBusinessEnv(data: Record<string, unknown>, env = process.env): Record<string, unknown> {
  return {
    ...data,
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL.replace(/\/+$/, '') } : {}),
    ...(env.MAPS_API_KEY !== undefined ? { mapsApiKey: env.MAPS_API_KEY } : {}),
    ...(env.FORM_ENDPOINT ? { formEndpoint: env.FORM_ENDPOINT } : {}),
  };
}

let cached: { mtime: number; value: Business } | undefined;

/** The validated business facts; content/business.yaml's own errors are reported by its data-file check. */
export function readBusiness(): Business {
  const mtime = fs.statSync(file).mtimeMs;
  if (cached?.mtime !== mtime) {
    const raw = YAML.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    cached = { mtime, value: businessSchema.parse(applyBusinessEnv(raw)) };
  }
  return cached.value;
}
