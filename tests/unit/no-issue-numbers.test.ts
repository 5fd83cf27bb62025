// No tracker numbers in the tree: someone who clones the repository cannot follow a reference to an old issue by its
// number, so code, tests, CI and the guides say what behaviour they mean instead. Every tracked text file under these
// paths is read as it is on disk.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const PATHS = ['README.md', 'CONTENT.md', 'docs', 'src', 'scripts', 'tests', '.ci', '.github'];
/** "issue", "issues", then a number (with or without "#"); written in two pieces so this file does not match it. */
const NUMBERED = new RegExp(String.raw`\bissue` + String.raw`s? #?[0-9]+\b`, 'i');

/** The lines of one file's text that name an issue by its number, as `file:line: text`. */
function numberedLines(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (NUMBERED.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

function numberedReferences(paths: string[]): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...paths], { encoding: 'utf8' }).split('\0');
  return files.flatMap((file) => {
    if (!file || !fs.existsSync(file)) return [];
    const bytes = fs.readFileSync(file);
    return bytes.includes(0) ? [] : numberedLines(file, bytes.toString('utf8'));
  });
}

describe('references to old issues', () => {
  it('are found by number, and a colour or the word alone is not one', () => {
    const planted = ['// see ', 'issue', ' 12 for why'].join('');
    const text = [
      'const a = 1;',
      planted,
      planted.replace(' 12', ' #12'),
      planted.replace('issue', 'Issues').replace('12', '7'),
      "color: '#964'; // the issue was fixed",
    ].join('\n');
    expect(numberedLines('x.ts', text).map((l) => l.split(':')[1])).toEqual(['2', '3', '4']);
  });

  it('are nowhere in code, tests, CI or the guides', () => {
    expect(numberedReferences(PATHS)).toEqual([]);
  });
});
