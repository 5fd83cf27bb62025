import fs from 'node:fs';
import zlib from 'node:zlib';
import { compile, optimize } from '@tailwindcss/node';
import { classesIn } from './scripts/build/first-screen-css.ts';
const css = fs.readFileSync('src/styles.css', 'utf8');
const gz = (s: string) => zlib.gzipSync(s).length;
const build = async (c: Set<string>) => optimize((await compile(css, { base: process.cwd() + '/src', from: process.cwd() + '/src/styles.css', onDependency() {} })).build([...c]), { minify: true }).code;
const html = fs.readFileSync(process.argv[2] ?? 'dist/index.html', 'utf8');
const b = html.indexOf('<body'); const h0 = html.indexOf('<header'); const h1 = html.indexOf('</header>'); const link = html.indexOf('<link rel="stylesheet" href="/assets/');
const parts: Record<string, string> = { body0: html.slice(b, h0), header: html.slice(h0, h1), rest: html.slice(h1, link) };
const all = new Set<string>();
for (const [k, v] of Object.entries(parts)) { const c = classesIn(v); c.forEach((x) => all.add(x)); const out = await build(c); console.log(k, v.length, gz(v), 'classes', c.size, 'css', out.length, gz(out)); }
const empty = await build(new Set()); console.log('empty css', empty.length, gz(empty));
const out = await build(all); console.log('all', all.size, out.length, gz(out));
// header sub-parts
const hdr = parts.header;
for (const id of ['menu-services', 'menu-service-areas', 'mobile-menu', 'search-panel']) { const i = hdr.indexOf(`id="${id}"`); console.log(id, i); }
