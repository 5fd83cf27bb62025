// One `npm run check` on a change with a dozen different mistakes in a dozen pages reports each at its own line, once,
// with no stack trace, whatever breaks. Pages that cannot build (an unclosed <img>, a closing tag that doesn't match,
// an unknown component, a frontmatter mistake, five pages whose component throws while rendering, an import of a module
// that isn't there, a module that throws when imported) are left out of the build; the rest of the site builds and the
// built checks run on it, and the source half of the built checks (heading levels, #fragments, phone numbers) still
// reads the pages that were left out, also the one that isn't valid MDX. A Spanish page's mistake is reported at its
// pages/es/… line the same way. Nothing else is reported (no echo of a left-out page, no failure of the build's own
// steps at vite.config.ts), and the built checks run on the rest of the site in the same run: a mistake only the built
// page shows (a button inside a link) is found at its MDX line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/model.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { copySite, tsxIn, type SiteCopy } from '../support/site-copy.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { plantedPage, throwingBadge } from '../support/planted-page.ts';
import { buildEnv } from '../support/build-env.ts';

let copy: SiteCopy | undefined;
afterAll(() => copy?.remove());

describe('npm run check with a dozen mistakes in a dozen pages', () => {
  it('reports each at its line, once, builds the rest and runs the built checks on it', () => {
    copy = copySite('dozen-mistakes-');
    const c = copy;
    const business = loadSite(c.root).business!;
    const digits = business.phone.replace(/\D/g, '');
    const last = String((Number(digits.slice(6)) + 1) % 10000).padStart(4, '0');
    const wrongPhone = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${last}`;
    const tooManyYears = new Date().getFullYear() - business.founded + 40;
    // A component that passes its schema but throws while rendering (the build, not the source, finds it).
    c.write(throwingBadge.file, throwingBadge.text);
    c.write('src/planted/price-list.ts', "throw new Error('the price list is not ready');\nexport const price = 1;\n");
    const pages: Record<string, { body: string; extra?: string }> = {
      'unclosed-img': { body: 'Before.\n\n<img src="/favicon.svg" alt="Logo">\n\nAfter.' },
      'unknown-component': {
        // Also a skipped heading, a #fragment no heading has and a wrong phone: reported from the source.
        body: `## Section\n\n#### Too deep here\n\nSee [the answer](/faq#no-such-answer).\n\nCall ${wrongPhone} now.\n\n<Bagde label="x" />`,
      },
      'undefined-name': { body: 'It costs {price} dollars.' },
      'bad-order': { body: 'Text.', extra: 'order: many' },
      'missing-image': { body: 'Look:\n\n![A porch](/images/no-such-porch.jpg)' },
      'bad-fragment': { body: 'Read [this question](/faq#not-a-question).' },
      'skipped-heading': { body: '## Costs\n\n#### Way too deep' },
      'wrong-phone': { body: `Text us at ${wrongPhone} today.` },
      'wrong-years': { body: `Trusted for over ${tooManyYears} years of experience.` },
      'missing-page': { body: 'See [our services](/servces).' },
      'render-error': { body: 'Badge below.\n\n<Badge label="" />' },
      'relative-image': { body: '![A crack](images/crack.jpg)' },
      // vite-react-ssg stops at the first page that fails to render: these five must all be found in one build.
      ...Object.fromEntries(
        [2, 3, 4, 5, 6].map((n) => [`render-error-${n}`, { body: `${'Intro.\n\n'.repeat(n)}<Badge label="" />` }]),
      ),
      // Not valid MDX: its other mistakes are found on a plain Markdown reading of it.
      'mismatched-tag': {
        body: [
          '<Columns>',
          '',
          `Call ${wrongPhone} or see [the costs](/faq#no-such-cost).`,
          '',
          '![A crack](/images/no-such-crack.jpg)',
          '',
          '</Panel>',
          '',
          '## Later',
          '',
          '#### Much later',
        ].join('\n'),
      },
      'import-missing': { body: "import { price } from '../src/no-such-module.ts';\n\nIt costs {price}." },
      'import-throws': { body: "import { price } from '../src/planted/price-list.ts';\n\nIt costs {price}." },
      // A built page's links to a page that was left out: checked against that page's MDX headings.
      'fragment-to-left-out': {
        body: 'See [its section](/unknown-component#section) and [no part](/unknown-component#no-such-part).',
      },
      // Valid MDX and valid source: only the built page shows that a link holds a button.
      'button-in-link': { body: 'Call us:\n\n<a href="/contact"><button type="button">Call us</button></a>' },
    };
    // A stray phone number typed in a Spanish page (a translation of an English page that has none yet, stamped
    // so it is up to date): reported at its pages/es/… line like in English.
    const model = loadSite(c.root);
    const english = model.pages.find(
      (p) => langOfRoute(p.route) === 'en' && !model.pairs.has(p.route) && !p.frontmatter.hidden && p.route !== '/',
    )!.route;
    pages['es/llamada-equivocada'] = {
      body: `Llámenos al ${wrongPhone} hoy mismo.`,
      extra: `translationOf: ${english}\nsourceHash: 000000000000`,
    };
    for (const [name, p] of Object.entries(pages))
      c.write(`pages/${name}.mdx`, plantedPage(name, p.body, p.extra, name.startsWith('es/') ? 'es' : 'en'));
    expect(tsxIn(c, ['scripts/translations.ts', '--stamp', 'pages/es/llamada-equivocada.mdx']).status).toBe(0);

    const r = spawnSync(path.join(c.root, 'node_modules/.bin/tsx'), ['scripts/check.ts'], {
      cwd: c.root,
      encoding: 'utf8',
      env: buildEnv({ OUT_DIR: path.join(c.root, 'dist'), GITHUB_ACTIONS: '' }),
      timeout: 900_000,
    });
    const output = `${r.stdout}\n${r.stderr}`;
    expect(r.status, output).toBe(1);
    const lines = output.split('\n');
    const at = (name: string, text: string, column: number) =>
      `pages/${name}.mdx:${c.lineOf(`pages/${name}.mdx`, text)}:${column} `;
    /** Where `text` is written in a planted page: its line and column. */
    const atText = (name: string, text: string) => {
      const line = c.read(`pages/${name}.mdx`).split('\n')[c.lineOf(`pages/${name}.mdx`, text) - 1]!;
      return at(name, text, line.indexOf(text) + 1);
    };
    const expected: [string, string][] = [
      [at('unclosed-img', '<img', 1), 'MDX syntax: Expected a closing tag for `<img>`'],
      [at('unknown-component', '<Bagde', 1), '<Bagde>: unknown component'],
      [at('unknown-component', '#### Too deep', 1), 'heading "Too deep here" is an h4 after an h2'],
      [at('unknown-component', 'no-such-answer', 5), '/faq has no element with id "no-such-answer"'],
      [at('unknown-component', wrongPhone, 6), `phone "${wrongPhone}" differs from content/business.yaml`],
      [at('undefined-name', '{price}', 10), '"{price}" is not defined'],
      [at('bad-order', 'order: many', 8), 'frontmatter.order: Invalid input'],
      [at('missing-image', 'no-such-porch', 1), 'image /images/no-such-porch.jpg: no such file in public/'],
      [at('bad-fragment', 'not-a-question', 22), '/faq has no element with id "not-a-question"'],
      [at('skipped-heading', '#### Way too deep', 1), 'heading "Way too deep" is an h4 after an h2'],
      [at('wrong-phone', wrongPhone, 12), `phone "${wrongPhone}" differs from content/business.yaml`],
      [at('es/llamada-equivocada', wrongPhone, 13), `phone "${wrongPhone}" differs from content/business.yaml`],
      [at('wrong-years', 'years of experience', 18), 'the company has been in business'],
      [at('missing-page', '/servces', 5), 'link to /servces: no page has this address'],
      [at('render-error', '<Badge', 1), 'the build failed: <Badge>: label is required'],
      [at('relative-image', 'images/crack', 1), 'image images/crack.jpg: write the path from the site root'],
      ...[2, 3, 4, 5, 6].map((n): [string, string] => [
        at(`render-error-${n}`, '<Badge', 1),
        'the build failed: <Badge>: label is required',
      ]),
      [at('mismatched-tag', '</Panel>', 1), 'MDX syntax: Unexpected closing tag `</Panel>`'],
      [atText('mismatched-tag', wrongPhone), `phone "${wrongPhone}" differs from content/business.yaml`],
      [atText('mismatched-tag', '[the costs]'), '/faq has no element with id "no-such-cost"'],
      [at('mismatched-tag', 'no-such-crack', 1), 'image /images/no-such-crack.jpg: no such file in public/'],
      [at('mismatched-tag', '#### Much later', 1), 'heading "Much later" is an h4 after an h2'],
      [atText('import-missing', '../src/no-such-module.ts'), 'import of "../src/no-such-module.ts": no such file'],
      [at('import-throws', 'import {', 1), "the build failed while loading the page's imports: the price list"],
      [atText('fragment-to-left-out', '/unknown-component#no-such-part'), 'has no element with id "no-such-part"'],
      [atText('button-in-link', '<button'), 'HTML (element-permitted-content): <button> element is not permitted'],
    ];
    for (const [where, what] of expected) {
      const found = lines.filter((l) => l.startsWith(where) && l.includes(what));
      expect(found, `${where}${what}\n\n${output}`).toHaveLength(1);
    }
    // Nothing else on the planted pages, each problem once, and no stack trace.
    const planted = lines.filter((l) => Object.keys(pages).some((n) => l.startsWith(`pages/${n}.mdx:`)));
    expect(planted.length, planted.join('\n')).toBe(expected.length);
    // …and nothing anywhere else: every finding of the run is one of the planted ones.
    const reported = lines.filter((l) => /^[\w./-]+:\d+:\d+ /.test(l) && !l.endsWith('(warning)'));
    expect(reported, output).toHaveLength(expected.length);
    expect(output).toMatch(new RegExp(`npm run check: ${expected.length} problems in `));
    expect(output).not.toMatch(/^\s+at /m);
    // The rest of the site was built; the pages that cannot build were left out of it.
    const dist = path.join(c.root, 'dist');
    for (const name of [
      'missing-image',
      'skipped-heading',
      'wrong-phone',
      'bad-fragment',
      'fragment-to-left-out',
      'button-in-link',
      'es/llamada-equivocada',
    ])
      expect(fs.existsSync(path.join(dist, htmlFileForRoute(`/${name}`))), name).toBe(true);
    const leftOut = [
      'unclosed-img',
      'mismatched-tag',
      'unknown-component',
      'undefined-name',
      'bad-order',
      'render-error',
      ...[2, 3, 4, 5, 6].map((n) => `render-error-${n}`),
      'import-missing',
      'import-throws',
    ];
    for (const name of leftOut) expect(fs.existsSync(path.join(dist, htmlFileForRoute(`/${name}`))), name).toBe(false);
    expect(output).toMatch(new RegExp(`leaving out ${leftOut.length} pages with mistakes`));
    // The built site is the production build again: the MDX source lines the check build marked are taken out.
    expect(fs.readFileSync(path.join(dist, htmlFileForRoute('/button-in-link')), 'utf8')).not.toContain(
      'data-source-line',
    );
  }, 960_000);
});
