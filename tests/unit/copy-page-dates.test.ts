// A copy of the site is no git checkout: it carries the project's page dates (PAGE_DATES_FILE, written by copySite,
// read by src/content/git-dates.ts), so its unchanged pages get the dates the project's pages have and are built as
// the project's are; a page the copy changes gets today's date, as an uncommitted change in a checkout does.
import { afterAll, describe, expect, it } from 'vitest';
import { currentSite, loadSite } from '../../src/content/model.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';

let copy: SiteCopy | undefined;
afterAll(() => copy?.remove());

describe("a copy's page dates", () => {
  it("are the project's for unchanged pages, and today's for a page the copy changes", () => {
    const project = currentSite();
    const dateOf = new Map(project.pages.map((p) => [p.rel, p.lastUpdated]));
    const today = new Date().toISOString().slice(0, 10);
    // A page whose date in the project is not today, so taking the project's date and taking today's differ.
    const changed = project.pages.find((p) => p.lastUpdated !== today);
    expect(changed, 'a page last changed before today').toBeDefined();
    copy = copySite('page-dates-');
    copy.edit(changed!.rel, /\n---\n/, '\n---\n\nA sentence the copy adds.\n');
    const site = loadSite(copy.root);
    const { [changed!.rel]: edited, ...unchanged } = Object.fromEntries(site.pages.map((p) => [p.rel, p.lastUpdated]));
    expect(edited).toBe(today);
    expect(unchanged).toEqual(Object.fromEntries([...dateOf].filter(([rel]) => rel !== changed!.rel)));
  }, 60_000);
});
