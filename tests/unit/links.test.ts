import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBuiltLinks, checkSourceLinks, formatBroken } from '../../scripts/checks/links.ts';

const routes = new Set(['/', '/faq', '/services', '/services/crawl-space']);

describe('link checker', () => {
  it('catches a planted broken link in MDX, JSX and YAML sources, naming page and link', () => {
    const broken = checkSourceLinks(
      [
        { where: 'pages/ok.mdx', text: 'See [FAQ](/faq) and <ButtonLink href="/services">x</ButtonLink>' },
        {
          where: 'pages/bad.mdx',
          text: 'See [piers](/services/pier-and-beam-repair) or <Link to="/emergency-service" />',
        },
        { where: 'content/x.yaml', text: 'items:\n  - href: /services/\n  - to: /faq' },
      ],
      routes,
    );
    expect(formatBroken(broken)).toBe(
      [
        'pages/bad.mdx: broken internal link /services/pier-and-beam-repair (not a route)',
        'pages/bad.mdx: broken internal link /emergency-service (not a route)',
        'content/x.yaml: broken internal link /services/ (trailing slash (routes have none))',
      ].join('\n'),
    );
  });

  it('catches broken links and missing fragment targets in built HTML', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<a href="/faq#cost">c</a><a href="/faq#nope">n</a><a href="https://x.test/">x</a>',
    );
    fs.writeFileSync(
      path.join(dist, 'faq.html'),
      '<details id="cost"></details><a href="#cost">top</a><a href="/services/crawl">bad</a>',
    );
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(dist, 'services.html'), '<a href="/favicon.svg">icon</a>');
    const broken = checkBuiltLinks(dist, routes);
    expect(broken.map((b) => `${b.where} ${b.link}`)).toEqual([
      'dist/faq.html (route /faq) /services/crawl',
      'dist/index.html (route /) /faq#nope',
    ]);
    fs.rmSync(dist, { recursive: true });
  });
});
