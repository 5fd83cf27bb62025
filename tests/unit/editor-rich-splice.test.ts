// The word view's byte rule (scripts/editor/app/rich-splice.ts): the rich editor's output is spliced back into the page
// text block by block, so opening and saving without an edit changes no byte and an edit changes only its own block's
// lines. The rich editor's canonical form is written here by hand the way MDXEditor writes Markdown (dashes for
// bullets, `**` and `*` for emphasis, one blank line between blocks, no final newline);
// tests/browser/editor-rich.test.ts runs the real editor over every page.
import { describe, expect, it } from 'vitest';
import { richSplice } from '../../scripts/editor/app/rich-splice.ts';
import { changedLines } from '../support/line-diff.ts';

const SOURCE = [
  '',
  '## Why slabs move',
  '',
  'Clay soil __swells__ when wet and _shrinks_ when dry.',
  '',
  '',
  '* Cracks in drywall',
  '* Doors that stick',
  '',
  '<CostTable />',
  '',
  '| Repair | Days |',
  '|:--|--:|',
  '| Piers | 2 |',
  '',
  'Call us for a free inspection.',
  '',
].join('\n');

const CANONICAL = [
  '## Why slabs move',
  '',
  'Clay soil **swells** when wet and *shrinks* when dry.',
  '',
  '- Cracks in drywall',
  '- Doors that stick',
  '',
  '<CostTable />',
  '',
  '| Repair | Days |',
  '| :----- | ---: |',
  '| Piers  |    2 |',
  '',
  'Call us for a free inspection.',
].join('\n');

describe('the splice of the word view', () => {
  const splice = richSplice(SOURCE, CANONICAL)!;

  it('gives back the page text byte for byte when nothing was edited', () => {
    expect(splice).toBeDefined();
    expect(splice.splice(CANONICAL)).toBe(SOURCE);
  });

  it('changes only the edited block', () => {
    const edited = CANONICAL.replace('Call us for a free inspection.', 'Call us today for a free inspection.');
    const out = splice.splice(edited);
    expect(changedLines(SOURCE, out)).toEqual({
      removed: ['Call us for a free inspection.'],
      added: ['Call us today for a free inspection.'],
    });
    // An edit in the middle keeps the file's two blank lines before the list and its `*` bullets.
    const middle = splice.splice(CANONICAL.replace('**swells**', '**swells up**'));
    expect(changedLines(SOURCE, middle)).toEqual({
      removed: ['Clay soil __swells__ when wet and _shrinks_ when dry.'],
      added: ['Clay soil **swells up** when wet and *shrinks* when dry.'],
    });
  });

  it('adds an inserted block with a blank line around it and nothing else', () => {
    const inserted = CANONICAL.replace('<CostTable />', '<CostTable />\n\nA new paragraph.');
    const out = splice.splice(inserted);
    expect(changedLines(SOURCE, out)).toEqual({ removed: [], added: ['A new paragraph.', ''] });
    expect(out).toContain('<CostTable />\n\nA new paragraph.\n\n| Repair | Days |');
    // At the very start too.
    expect(splice.splice(`# First\n\n${CANONICAL}`)).toBe(`\n# First\n\n${SOURCE.slice(1)}`);
  });

  it('removes a deleted block and its blank lines only', () => {
    const out = splice.splice(CANONICAL.replace('<CostTable />\n\n', ''));
    expect(changedLines(SOURCE, out)).toEqual({ removed: ['<CostTable />', ''], added: [] });
    // The last block deleted: the file still ends with its newline.
    const last = splice.splice(CANONICAL.replace('\n\nCall us for a free inspection.', ''));
    expect(last.endsWith('|:--|--:|\n| Piers | 2 |\n')).toBe(true);
  });

  it('writes a block replaced by another kind of block as the editor wrote it', () => {
    const out = splice.splice(CANONICAL.replace('## Why slabs move', '### Why slabs move'));
    expect(changedLines(SOURCE, out)).toEqual({ removed: ['## Why slabs move'], added: ['### Why slabs move'] });
  });

  it('is unavailable when the editor made a different number of blocks, or other kinds of block', () => {
    expect(richSplice(SOURCE, CANONICAL.replace('\n\n<CostTable />', ''))).toBeUndefined();
    expect(richSplice(SOURCE, CANONICAL.replace('## Why slabs move', 'Why slabs move'))).toBeUndefined();
    // Not MDX at all (an unclosed expression): the text view only.
    expect(richSplice('Takes {3 days', 'Takes {3 days')).toBeUndefined();
  });

  it("changes only the edited block inside a component's blocks (a section), not the component", () => {
    const source =
      '<Section tone="muted">\n\n## Costs\n\nPrice depends mostly\non the size.\n\n<CostTiers of="x" />\n\n</Section>\n';
    const canonical =
      '<Section tone="muted">\n  ## Costs\n\n  Price depends mostly\n  on the size.\n\n  <CostTiers of="x" />\n</Section>';
    const section = richSplice(source, canonical)!;
    expect(section.splice(canonical)).toBe(source);
    const out = section.splice(canonical.replace('on the size.', 'on the size and the soil.'));
    expect(changedLines(source, out)).toEqual({ removed: ['on the size.'], added: ['on the size and the soil.'] });
    const added = section.splice(canonical.replace('  <CostTiers', '  A list:\n\n  * one\n  * two\n\n  <CostTiers'));
    expect(changedLines(source, added)).toEqual({ removed: [], added: ['A list:', '', '* one', '* two', ''] });
    // The section's settings changed: its opening tag only.
    const tone = section.splice(canonical.replace('tone="muted"', 'tone="dark"'));
    expect(changedLines(source, tone)).toEqual({
      removed: ['<Section tone="muted">'],
      added: ['<Section tone="dark">'],
    });
  });

  it('handles an empty page', () => {
    const empty = richSplice('\n', '')!;
    expect(empty.splice('')).toBe('\n');
    expect(empty.splice('Hello.')).toBe('Hello.\n');
  });
});
