// The time table at the end of a run (tests/support/time-report.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runTable, timeTables } from '../support/time-report.ts';
import { recordBuild } from '../support/test-run.ts';

it('shows each project, the ten slowest files slowest first, and the site-copy builds with their count and time', () => {
  const files = Array.from({ length: 12 }, (_, i) => ({
    project: i % 2 ? 'site' : 'unit',
    file: `f${i}.ts`,
    ms: i * 1000,
  }));
  const text = timeTables(
    [
      { name: 'unit', files: 6, wallMs: 20_000, sumMs: 30_000 },
      { name: 'site', files: 6, wallMs: 36_000, sumMs: 36_000 },
    ],
    files,
    [
      { file: 'f3.ts', what: 'vite-react-ssg build', ms: 60_000, shared: false },
      { file: 'f3.ts', what: 'scripts/check.ts', ms: 30_000, shared: false },
      { file: 'f5.ts', what: 'vite-react-ssg build', ms: 2_000, shared: true },
    ],
  );
  const lines = text.split('\n');
  const cells = (first: string) => lines.find((l) => l.startsWith(`${first} `))!.split(/\s{2,}/);
  expect(cells('unit')).toEqual(['unit', '6', '20.0 s', '30.0 s']);
  expect(cells('site')).toEqual(['site', '6', '36.0 s', '36.0 s']);
  const slowest = lines.slice(lines.indexOf('The ten slowest test files') + 3).slice(0, 10);
  expect(slowest.map((l) => l.split(/\s+/)[0])).toEqual([
    'f11.ts',
    'f10.ts',
    'f9.ts',
    'f8.ts',
    'f7.ts',
    'f6.ts',
    'f5.ts',
    'f4.ts',
    'f3.ts',
    'f2.ts',
  ]);
  expect(text).toContain("Builds of site copies: 2 built, 90.0 s in all; 1 shared an identical copy's build (2.0 s)");
  expect(lines.filter((l) => l.startsWith('f3.ts ')).map((l) => l.split(/\s{2,}/))).toEqual([
    ['f3.ts', 'site', '3.0 s'],
    ['f3.ts', '2', '90.0 s'],
  ]);
});

it('makes one table of a run whose projects ran in several vitest processes (npm test)', () => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'time-report-'));
  try {
    fs.writeFileSync(
      path.join(runDir, 'times-1.json'),
      JSON.stringify({
        projects: [{ name: 'site', files: 1, wallMs: 5_000, sumMs: 5_000 }],
        files: [{ project: 'site', file: 'tests/site/a.test.ts', ms: 5_000 }],
      }),
    );
    fs.writeFileSync(
      path.join(runDir, 'times-2.json'),
      JSON.stringify({
        projects: [{ name: 'journeys', files: 1, wallMs: 9_000, sumMs: 9_000 }],
        files: [{ project: 'journeys', file: 'tests/journeys/b.test.ts', ms: 9_000 }],
      }),
    );
    recordBuild(runDir, { file: 'tests/journeys/b.test.ts', what: 'scripts/check.ts', ms: 4_000, shared: false });
    const lines = runTable(runDir).split('\n');
    expect(lines.find((l) => l.startsWith('site '))!.split(/\s{2,}/)).toEqual(['site', '1', '5.0 s', '5.0 s']);
    expect(lines.find((l) => l.startsWith('journeys '))!.split(/\s{2,}/)).toEqual(['journeys', '1', '9.0 s', '9.0 s']);
    const slowest = lines.slice(lines.indexOf('The ten slowest test files') + 3).slice(0, 2);
    expect(slowest.map((l) => l.split(/\s+/)[0])).toEqual(['tests/journeys/b.test.ts', 'tests/site/a.test.ts']);
    expect(lines).toContain('Builds of site copies: 1 built, 4.0 s in all');
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
  }
});
