// The social-sharing card: src/assets/og/og-card.svg filled in with the business name, tagline, place, phone
// and site address from content/business.yaml, rasterized by sharp to <outDir>/og-default.png (1200x630), the
// image SeoHead's og:image and twitter:image point at by default. Runs at the end of the build.
// Text is drawn with the build machine's fonts (Liberation Sans/Arial metrics, falling back to DejaVu Sans or any
// sans-serif); line breaks are worked out here from Arial's character widths, with room to spare.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../../src/content/load.ts';
import type { Business } from '../../src/content/schemas/business.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const OG_FILE = 'og-default.png';
const templatePath = path.join(projectRoot, 'src/assets/og/og-card.svg');

const FONT = 'Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif';
const TEXT_X = 80;
/** Text stays left of the house drawing. */
const TEXT_WIDTH = 740;
const TOP = 150;
/** The phone band starts at 504. */
const BOTTOM = 474;

// Advance widths in 1/1000 em (Helvetica/Arial metrics), for line breaking.
const REGULAR: Record<string, number> = {};
const BOLD: Record<string, number> = {};
function table(target: Record<string, number>, spec: string) {
  for (const group of spec.split(' ')) {
    const [w, chars] = [Number(group.slice(0, group.indexOf(':'))), group.slice(group.indexOf(':') + 1)];
    for (const c of chars) target[c] = w;
  }
}
table(
  REGULAR,
  "191:' 222:ijl 278:!,./:;ftI 333:()-r[] 500:Jckvxyzs 556:0123456789abdeghnopqu$?L 584:+=<> 611:FTZ 667:ABEKPSVXY& 722:CDHNRUw 778:GOQ 833:Mm 889:% 944:W",
);
REGULAR[' '] = 278;
table(
  BOLD,
  "238:' 278:,./ijlI 333:!:;()-ft[] 389:r 500:z 556:0123456789acesvxykJ$?& 611:bdghnopquFLTZ 667:EPSVXY 722:ABCDHKNRU 778:GOQw 833:M 889:m% 944:W",
);
BOLD[' '] = 278;

export function textWidth(text: string, size: number, bold = false): number {
  const t = bold ? BOLD : REGULAR;
  let units = 0;
  for (const c of text) units += t[c] ?? 600;
  return (units / 1000) * size;
}

/** Greedy word wrap to `maxWidth` pixels. */
export function wrap(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function xml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function textBlock(lines: string[], firstBaseline: number, lineHeight: number, attrs: string): string {
  const spans = lines.map(
    (l, i) => `<tspan x="${TEXT_X}" y="${Math.round(firstBaseline + i * lineHeight)}">${xml(l)}</tspan>`,
  );
  return `<text ${attrs}>${spans.join('')}</text>`;
}

/** Name (two lines at most), an orange rule and the tagline, as large as fits above the phone band. */
function headline(name: string, tagline: string): string {
  for (const [nameSize, tagSize] of [
    [72, 32],
    [64, 30],
    [56, 28],
    [50, 26],
    [44, 24],
    [38, 22],
  ] as const) {
    const nameLines = wrap(name, nameSize, TEXT_WIDTH, true);
    const tagLines = wrap(tagline, tagSize, TEXT_WIDTH);
    const tooWide = [
      ...nameLines.map((l) => textWidth(l, nameSize, true)),
      ...tagLines.map((l) => textWidth(l, tagSize)),
    ].some((w) => w > TEXT_WIDTH);
    const nameBaseline = TOP + nameSize * 0.9;
    const lastName = nameBaseline + (nameLines.length - 1) * nameSize * 1.08;
    const ruleY = lastName + 30;
    const tagBaseline = ruleY + 8 + 26 + tagSize * 0.9;
    const bottom = tagBaseline + (tagLines.length - 1) * tagSize * 1.35 + tagSize * 0.25;
    if (tooWide || nameLines.length > 2 || bottom > BOTTOM) continue;
    return [
      textBlock(
        nameLines,
        nameBaseline,
        nameSize * 1.08,
        `fill="#ffffff" font-family="${FONT}" font-size="${nameSize}" font-weight="700"`,
      ),
      `<rect x="${TEXT_X}" y="${Math.round(ruleY)}" width="96" height="8" rx="4" fill="#e8742c" />`,
      textBlock(tagLines, tagBaseline, tagSize * 1.35, `fill="#d6e9f5" font-family="${FONT}" font-size="${tagSize}"`),
    ].join('\n  ');
  }
  throw new Error(`og-image: business name and tagline are too long for the sharing card ("${name}", "${tagline}")`);
}

/** The card as SVG, from the template and the business facts. */
export function ogCardSvg(business: Business, template = fs.readFileSync(templatePath, 'utf8')): string {
  const slots: Record<string, string> = {
    HEADLINE: headline(business.name, business.tagline),
    PLACE: xml(`${business.address.city}, ${business.address.region}`.toUpperCase()),
    PHONE: xml(business.phone),
    SITE: xml(new URL(business.siteUrl).host),
  };
  const svg = template.replace(/\{\{([A-Z]+)\}\}/g, (_, key: string) => {
    const value = slots[key];
    if (value === undefined)
      throw new Error(`og-image: unknown slot {{${key}}} in ${path.relative(projectRoot, templatePath)}`);
    return value;
  });
  return svg;
}

/** Renders the card to `<outDir>/og-default.png` and returns the file's path. */
export async function writeOgImage(outDir: string, business: Business): Promise<string> {
  const file = path.join(outDir, OG_FILE);
  await sharp(Buffer.from(ogCardSvg(business)))
    .resize(OG_WIDTH, OG_HEIGHT)
    .png({ compressionLevel: 9, palette: true, quality: 95, dither: 0.6 })
    .toFile(file);
  return file;
}
