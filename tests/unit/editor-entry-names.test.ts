// How the editor's form names a list entry for a writer (scripts/editor/app/plain.ts): by words a person wrote, not by
// "item 2" nor by a name written for code. Entries are content/'s own.
import { describe, expect, it } from 'vitest';
import { entryName } from '../../scripts/editor/app/plain.ts';
import { siteData } from '../../src/content/model.ts';

describe('list entry names in the editor', () => {
  it("names a cost-guide row by its service, not by its price's name for page text", () => {
    const guide = siteData('cost-guide');
    const named = guide.items.filter((i) => 'name' in i && i.name);
    expect(named.length).toBeGreaterThan(0);
    for (const item of guide.items) expect(entryName(item)).toBe(item.service);
  });

  it('falls back to the identifier when an entry has nothing else, and to nothing for an empty entry', () => {
    expect(entryName({ name: 'pearlandRepairRange', cost: '$1' })).toBe('pearlandRepairRange');
    expect(entryName({ cost: '$1' })).toBeUndefined();
    expect(entryName({ name: 'Melissa R.', text: 'Great crew' })).toBe('Melissa R.');
  });
});
