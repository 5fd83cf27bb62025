// The social-sharing card (scripts/build/og-image.ts): drawn at build time from the business facts.
// (Job photos have a pipeline of their own, docs/photos.md.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OG_HEIGHT, OG_WIDTH, ogCardSvg, textWidth, wrap, writeOgImage } from '../../scripts/build/og-image.ts';
import { siteData } from '../../src/content/model.ts';

let tmp: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'og-image-test-'));
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('social-sharing card', () => {
  const business = siteData('business');

  it('fills the template with the business facts, escaped, and leaves no slot empty', () => {
    const svg = ogCardSvg(business);
    const text = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
    expect(text).toBe(`${business.name} ${business.tagline}`.replace(/&/g, '&amp;'));
    expect(svg).toContain(`>${business.phone}</text>`);
    expect(svg).toContain(`>${new URL(business.siteUrl).host}</text>`);
    expect(svg).not.toMatch(/\{\{|\}\}/);
    expect(() => new JSDOM(svg, { contentType: 'image/svg+xml' })).not.toThrow();
    const odd = ogCardSvg({ ...business, name: 'Smith & Sons <Foundation>' });
    expect(odd).toContain('>Smith &amp; Sons</tspan>');
    expect(odd).toContain('>&lt;Foundation&gt;</tspan>');
  });

  it('wraps long text to fit beside the drawing and shrinks when it has to', () => {
    for (const line of wrap(business.tagline, 32, 740)) expect(textWidth(line, 32)).toBeLessThanOrEqual(740);
    const long = ogCardSvg({ ...business, name: 'Hartwell Family Foundation Repair and Drainage Company' });
    const sizes = [...long.matchAll(/font-size="(\d+)" font-weight="700"><tspan/g)].map((m) => Number(m[1]));
    expect(sizes[0]).toBeLessThan(72);
  });

  it('renders a 1200x630 PNG', async () => {
    const file = await writeOgImage(tmp, business);
    expect(path.basename(file)).toBe('og-default.png');
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', OG_WIDTH, OG_HEIGHT]);
    expect(fs.statSync(file).size).toBeLessThan(300 * 1024);
    // Not a blank image: the navy background and the white headline are both there.
    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let white = 0;
    let navy = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 240 && g > 240 && b > 240) white++;
      if (r < 30 && g < 80 && b > 50 && b < 110) navy++;
    }
    expect(white).toBeGreaterThan(5_000);
    expect(navy).toBeGreaterThan(100_000);
  }, 60_000);
});
