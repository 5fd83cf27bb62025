// Reads built pages as DOM documents (jsdom), quietly: the inlined critical CSS uses syntax jsdom can't parse.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { inject } from 'vitest';
import { htmlFileForRoute } from '../../src/content/route-path.ts';

export function parseHtml(html: string): Document {
  return new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document;
}

export function builtPage(route: string): Document {
  return parseHtml(fs.readFileSync(path.join(inject('dist'), htmlFileForRoute(route)), 'utf8'));
}
