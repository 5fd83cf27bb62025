// The editor's app bundle (scripts/editor/app-bundle.ts) on a small app of its own: built once and kept with its
// inputs' hashes; a new editor on the same folder serves the kept bundle without building; a changed input is
// bundled again at the next request, by the same editor and by a new one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appBundler } from '../../scripts/editor/app-bundle.ts';

const root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'app-bundle-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const app = path.join(root, 'scripts/editor/app');
const cacheFile = path.join(root, 'node_modules/.cache/site-editor/app.json');
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(app, rel)), { recursive: true });
  fs.writeFileSync(path.join(app, rel), text);
};

describe("the editor's app bundle", { timeout: 60_000 }, () => {
  it('is built once, served from the cache while its inputs are unchanged, and built again when one changes', async () => {
    write('main.tsx', "import { greeting } from './greeting.ts';\ndocument.title = greeting;\n");
    write('greeting.ts', "export const greeting = 'first words';\n");
    const editor = appBundler(root);
    const first = await editor.get();
    expect(first.files['app.js']).toContain('first words');
    expect(Object.keys(first.inputs).sort()).toEqual(['scripts/editor/app/greeting.ts', 'scripts/editor/app/main.tsx']);

    // What a new editor reads is the kept bundle: marked by hand, the mark comes back, so nothing was built.
    const kept = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as typeof first;
    fs.writeFileSync(cacheFile, JSON.stringify({ ...kept, files: { ...kept.files, 'app.js': 'kept, not built' } }));
    const next = appBundler(root);
    expect((await next.get()).files['app.js']).toBe('kept, not built');
    expect((await next.get()).files['app.js']).toBe('kept, not built');

    // A changed input (another size and time) is bundled again, by the running editor and by a new one.
    write('greeting.ts', "export const greeting = 'second, longer words';\n");
    expect((await next.get()).files['app.js']).toContain('second, longer words');
    expect((await editor.get()).files['app.js']).toContain('second, longer words');
    expect((await appBundler(root).get()).files['app.js']).toContain('second, longer words');
  });
});
