import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fill, fillNodes } from '../../src/page/fill.ts';

describe('fill', () => {
  it('fills every known {placeholder} and leaves unknown ones as they are', () => {
    expect(fill('Call {phone} or {phone}, {who}', { phone: '(281) 555-0142' })).toBe(
      'Call (281) 555-0142 or (281) 555-0142, {who}',
    );
    expect(fill('{count} de {count}', { count: 3 })).toBe('3 de 3');
  });
});

describe('fillNodes', () => {
  const html = (node: ReturnType<typeof fillNodes>) => renderToStaticMarkup(createElement('p', null, node));

  it('puts elements where the placeholders are, keeping the words around them as text', () => {
    const link = createElement('a', { href: 'tel:+12815550142' }, '(281) 555-0142');
    expect(html(fillNodes('Llame al {phone} & listo.', { phone: link }))).toBe(
      '<p>Llame al <a href="tel:+12815550142">(281) 555-0142</a> &amp; listo.</p>',
    );
    expect(html(fillNodes('{star} first, {star} again', { star: '*' }))).toBe('<p>* first, * again</p>');
  });

  it('keeps an unknown placeholder visible, so a typo in the words shows on the page', () => {
    expect(html(fillNodes('Call {phon}', { phone: 'x' }))).toBe('<p>Call {phon}</p>');
  });
});
