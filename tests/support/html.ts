// Reads built pages as DOM documents (linkedom), as the gate's built checks do (scripts/checks/built-pages.ts),
// and without parsing the inlined stylesheet (tests that look at it read the HTML text).
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { parseBare, parseDocument } from '../../scripts/checks/built-pages.ts';

/** A new document for the HTML, which the test may change. */
export const parseHtml = parseBare;

/**
 * A built page of the run's dist/, parsed once per test worker however many tests read it (the gate's documents,
 * kept by their HTML): not to be changed.
 */
export function builtPage(route: string): Document {
  return parseDocument(fs.readFileSync(path.join(inject('dist'), htmlFileForRoute(route)), 'utf8'));
}
