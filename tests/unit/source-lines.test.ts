// The MDX line on each built element (scripts/build/source-lines.ts): a page compiled
// with the plugin and rendered as the build renders it carries the line of the .mdx file on disk (frontmatter lines
// included) on its Markdown and HTML-like elements, not on components; the gate maps a built page's problem back to
// that line; and taking the attribute out leaves exactly the page a production build writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as runtime from 'react/jsx-runtime';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { evaluate } from '@mdx-js/mdx';
import { afterAll, describe, expect, it } from 'vitest';
import { rehypeSourceLines, stripSourceLines } from '../../scripts/build/source-lines.ts';
import { sourcePlace } from '../../scripts/checks/html-validity.ts';

// As the content plugin hands a page to MDX: the frontmatter's lines left blank, so line numbers stay the file's.
const file = [
  '---',
  'title: A page',
  '---',
  '',
  '## Costs',
  '',
  'A paragraph with [a link](/faq).',
  '',
  '<Box>',
  '',
  '- one',
  '- two',
  '',
  '</Box>',
  '',
  '<a href="/contact"><button type="button">Call</button></a>',
  '',
].join('\n');
const body = file.replace(/^---[\s\S]*?\n---/, (head) => '\n'.repeat(head.split('\n').length - 1));

async function render(plugins: (() => unknown)[]): Promise<string> {
  const { default: Content } = await evaluate(body, { ...runtime, rehypePlugins: plugins as never[] });
  const Box = ({ children }: { children?: ReactNode }) => createElement('section', { className: 'box' }, children);
  return renderToStaticMarkup(createElement(Content, { components: { Box } }));
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('MDX source lines on built elements', () => {
  it('marks Markdown and HTML-like elements with their line in the file, not components', async () => {
    const html = await render([rehypeSourceLines]);
    const lineOf = (text: string) => file.split('\n').findIndex((l) => l.includes(text)) + 1;
    expect(html).toContain(`<h2 data-source-line="${lineOf('## Costs')}">`);
    expect(html).toContain(`<p data-source-line="${lineOf('A paragraph')}">`);
    expect(html).toContain(`<a href="/faq" data-source-line="${lineOf('A paragraph')}">`);
    expect(html).toContain(`<li data-source-line="${lineOf('- two')}">two</li>`);
    expect(html).toContain(`<button type="button" data-source-line="${lineOf('<button')}">`);
    expect(html).toContain('<section class="box">');
  });

  it('maps a problem in the built page to the line and tag of the element, or of the nearest one around it', async () => {
    const html = await render([rehypeSourceLines]);
    const page = `<!doctype html><html><body><main>${html}</main></body></html>`;
    const buttonLine = file.split('\n').findIndex((l) => l.includes('<button')) + 1;
    expect(sourcePlace(page, 'main > a > button', file)).toEqual({ line: buttonLine, column: 20 });
    // The component's own element has no line; the list inside it has.
    expect(sourcePlace(page, 'section.box', file)).toBeUndefined();
    expect(sourcePlace(page, 'section.box li:nth-child(2)', file)?.line).toBe(
      file.split('\n').findIndex((l) => l.includes('- two')) + 1,
    );
    expect(sourcePlace(page, 'main >>> nonsense', file)).toBeUndefined();
  });

  it('leaves, once taken out, exactly the page a build without it writes', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'source-lines-'));
    dirs.push(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), await render([rehypeSourceLines]));
    expect(stripSourceLines(dist)).toBe(1);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe(await render([]));
    expect(stripSourceLines(dist)).toBe(0);
  });
});
