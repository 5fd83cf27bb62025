// One of the site's drawings (src/components/illustrations.ts) as an <img> of a file of its own, with its size and
// alt text, so the browser reserves its space before it loads and keeps the file for every page that shows it. The
// file's name carries a hash of its text (it is cached for good); the build writes the files the pages recorded
// (scripts/build/drawings.ts), and the dev server serves them. Other attributes (loading, class, an empty alt for a
// decorative copy) pass through.
import { createContext, useContext, type ImgHTMLAttributes } from 'react';
import type { IllustrationInfo } from './illustrations.ts';

/** A drawing's file as a page names it: its address under /assets/ and its text. */
export interface DrawingFile {
  path: string;
  svg: string;
}

/** The drawing files the page being rendered names (src/page-app.tsx hands them to the build). */
export const DrawingFilesContext = createContext<DrawingFile[] | null>(null);

/** A short hash of the drawing's text for its file name (FNV-1a, 32 bits twice): a new text is a new name. */
function hashOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x811c9dc5) ^ (a >>> 7);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}

/** Where a drawing's file is served. */
const drawingPath = (img: IllustrationInfo) => `/assets/drawings/${img.file}-${hashOf(img.svg)}.svg`;

/**
 * `inline`: the drawing is part of the page's first screen, and comes with the page (a data: URI) rather than a round
 * trip after it: what the page's largest paint waits for.
 */
export function Drawing({
  img,
  inline = false,
  ...rest
}: { img: IllustrationInfo; inline?: boolean } & ImgHTMLAttributes<HTMLImageElement>) {
  const files = useContext(DrawingFilesContext);
  let src: string;
  if (inline) src = `data:image/svg+xml,${encodeURIComponent(img.svg)}`;
  else {
    src = drawingPath(img);
    files?.push({ path: src, svg: img.svg });
  }
  return <img src={src} width={img.width} height={img.height} alt={img.alt} {...rest} />;
}
