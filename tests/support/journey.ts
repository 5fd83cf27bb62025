// Setup shared by the journeys walked in the browser editor: the editor on a throw-away copy of the site (with its
// stand-in for GitHub) and one desktop page of the file's Chromium, opened before the file's tests, closed after.
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, viewports } from './browser.ts';
import { startEditorCopy, type EditorCopy } from './editor.ts';

export interface EditorJourney {
  editor: EditorCopy;
  page: Page;
}

export function editorJourney(): EditorJourney {
  const browser = browserForFile();
  const journey: Partial<EditorJourney> = {};
  beforeAll(async () => {
    journey.editor = await startEditorCopy();
    journey.page = await browser().newPage({ viewport: viewports.desktop });
  }, 300_000);
  afterAll(async () => {
    await journey.page?.close();
    await journey.editor?.stop();
  });
  return journey as EditorJourney;
}
