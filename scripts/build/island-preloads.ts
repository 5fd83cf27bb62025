// Adds <link rel="modulepreload"> for the islands a page contains (and the chunks they import), read from the
// client build manifest, so an island's code downloads in parallel with the runtime instead of after it.
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

let cached: { dir: string; manifest: Record<string, ManifestChunk> } | undefined;

function manifestFor(outDir: string): Record<string, ManifestChunk> {
  if (cached?.dir !== outDir) {
    const file = path.join(outDir, '.vite', 'manifest.json');
    cached = { dir: outDir, manifest: fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {} };
  }
  return cached.manifest;
}

export function addIslandPreloads(html: string, outDir: string, base = '/'): string {
  const names = new Set([...html.matchAll(/data-island="([A-Za-z0-9]+)"/g)].map((m) => m[1]!));
  if (!names.size) return html;
  const manifest = manifestFor(outDir);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const name of names) visit(`src/islands/${name}.tsx`);
  const links = [...files]
    .map((f) => `${base}${f}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}
