import { describe, expect, it } from 'vitest';
import { groupDigits } from '../../src/content/format.ts';
import { deferModuleScripts, deferredLoader, deferredModules } from '../../scripts/build/deferred-modules.ts';
import { inlineScripts } from '../../scripts/build/security-headers.ts';

describe('groupDigits', () => {
  it('groups like en-US toLocaleString', () => {
    for (const n of [0, 7, 999, 1000, 2500, 12345, 523, 1234567, -4500, 1234.5, 1_000_000_000])
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
  });
});

describe('deferModuleScripts', () => {
  const page =
    '<!DOCTYPE html><html><head><meta charset="UTF-8"><title>x</title>' +
    '<script type="module" crossorigin src="/assets/app-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/runtime-2.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/LeadForm-3.js">' +
    '<link rel="stylesheet" href="/assets/app.css">' +
    '</head><body><main>Hi</main><script>window.x = 1</script></body></html>';

  it('moves module scripts and preloads out of the head into a list the loader reads after load', () => {
    const out = deferModuleScripts(page);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toMatch(/type="module"|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css">');
    expect(deferredModules(out)).toEqual({
      entry: ['/assets/app-1.js'],
      preload: ['/assets/runtime-2.js', '/assets/LeadForm-3.js'],
    });
    expect(out).toMatch(
      /<script>window\.x = 1<\/script><script type="application\/json" id="deferred-modules">.*<\/script><script>.*<\/script><\/body>/,
    );
    expect(inlineScripts(out)).toEqual(['window.x = 1', deferredLoader]);
  });

  it('is idempotent and leaves pages without a module script alone', () => {
    const once = deferModuleScripts(page);
    expect(deferModuleScripts(once)).toBe(once);
    const plain = '<html><head></head><body>x</body></html>';
    expect(deferModuleScripts(plain)).toBe(plain);
  });
});
