// The whole stylesheet goes inline into every page (~41 KB, ~8 KB gzip): loading it as a file, or loading the
// rest after a critical part, made the phone restyle the page after the first paint (~70 ms of main thread at
// Lighthouse's 4x CPU). The page's <link rel="stylesheet"> to the built CSS file becomes a <style> with the file's
// text, in place. A plain splice in onPageRendered: beasties (the generator's critical-CSS step) parsed and
// re-serialised every page to do the same, about 4 ms a page. Past `limit` bytes the link stays, and the build
// says so once (then critical CSS is worth it again).
import fs from 'node:fs';
import path from 'node:path';

const LINK = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g;

export function createCssInliner({ outDir, limit }: { outDir: string; limit: number }) {
  const sheets = new Map<string, string | null>();
  const sheet = (href: string): string | null => {
    let css = sheets.get(href);
    if (css === undefined) {
      css = fs.readFileSync(path.join(outDir, href), 'utf8');
      if (Buffer.byteLength(css) > limit) {
        console.warn(
          `  ${href} is ${Buffer.byteLength(css)} bytes, over the ${limit} inlined on every page: pages link it instead (scripts/build/inline-css.ts)`,
        );
        css = null;
      }
      sheets.set(href, css);
    }
    return css;
  };
  return (html: string): string => {
    let out = '';
    let last = 0;
    for (const m of html.matchAll(LINK)) {
      const css = sheet(m[1]!);
      if (css === null) continue;
      // Spliced, not String.replace: "$&" in the CSS must stay as written.
      out += html.slice(last, m.index) + `<style>${css}</style>`;
      last = m.index + m[0].length;
    }
    return out + html.slice(last);
  };
}
