// A job photo as a <picture>: AVIF and WebP sources and a JPEG fallback at the slot's widths (photo-slots.ts),
// width and height from the original (no layout shift), a ThumbHash placeholder painted behind it while it loads,
// lazy below the fold and fetchpriority="high" at the top. Each file it names is recorded for the page being
// rendered; the build makes exactly those (scripts/build/photos.ts). Build-time only: pages render on the server.
import { createContext, useContext, type CSSProperties } from 'react';
import { photos } from 'virtual:photos';
import {
  PHOTO_SLOTS,
  slotWidths,
  variantFile,
  type PhotoFormat,
  type PhotoSlot,
  type PhotoVariant,
} from './photo-slots.ts';
import type { PhotoInfo } from '../content/photo-files.ts';

/** The CSS custom property that carries a photo's placeholder (src/styles.css paints it). */
const PLACEHOLDER_PROPERTY = '--photo-placeholder';

/** The photo files the page being rendered names (src/page-app.tsx hands them to the build). */
export const PhotoFilesContext = createContext<PhotoVariant[] | null>(null);

/** Is `name` a photo under content/photos/? */
export const isPhotoName = (name: string) => Object.hasOwn(photos, name);

/** The original's facts; `where` names the page and field for the error when there is no such photo. */
export function photoInfo(name: string, where: string): PhotoInfo {
  const info = photos[name];
  if (!info) throw new Error(`${where}: no photo "${name}" in content/photos/`);
  return info;
}

/** One file's address, recorded for the page when rendered inside one. */
function useFileUrl() {
  const files = useContext(PhotoFilesContext);
  return (v: PhotoVariant) => {
    files?.push(v);
    return '/' + variantFile(v);
  };
}

/** The address of a photo's largest JPEG for `slot` (a gallery tile's link without JavaScript), recorded. */
export function usePhotoFileUrl() {
  const url = useFileUrl();
  return (info: PhotoInfo, slot: PhotoSlot, format: PhotoFormat = 'jpeg') =>
    url({ name: info.name, hash: info.hash, width: slotWidths(slot, info.width).at(-1)!, format });
}

/** The social crop (og:image, 1200×630) of a photo: its file, to record, and its path. */
export function ogVariant(info: PhotoInfo): { variant: PhotoVariant; path: string } {
  const variant: PhotoVariant = { name: info.name, hash: info.hash, width: 'og', format: 'jpeg' };
  return { variant, path: '/' + variantFile(variant) };
}

export interface PictureProps {
  info: PhotoInfo;
  alt: string;
  slot: PhotoSlot;
  /** At the top of the page: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}

/** The <picture> of one photo in one slot. */
export function PhotoPicture({ info, alt, slot, priority = false, className }: PictureProps) {
  const url = useFileUrl();
  const widths = slotWidths(slot, info.width);
  const srcSet = (format: PhotoFormat) =>
    widths.map((width) => `${url({ name: info.name, hash: info.hash, width, format })} ${width}w`).join(', ');
  const { sizes } = PHOTO_SLOTS[slot];
  // The fallback <img src>: the width nearest 800 px (what a browser without srcset support would show).
  const fallback = widths.reduce((a, b) => (Math.abs(b - 800) < Math.abs(a - 800) ? b : a));
  // The one inline style a page has: the placeholder's custom property, which src/styles.css paints behind the photo
  // (.htmlvalidate.json allows this one property and no other). The data URL's ";" is written as the CSS escape
  // \00003b (the same character to the browser), so the attribute is one declaration to html-validate too.
  const placeholder: CSSProperties & Record<typeof PLACEHOLDER_PROPERTY, string> = {
    [PLACEHOLDER_PROPERTY]: `url(${info.placeholder.replaceAll(';', '\\00003b')})`,
  };
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={url({ name: info.name, hash: info.hash, width: fallback, format: 'jpeg' })}
        srcSet={srcSet('jpeg')}
        sizes={sizes}
        width={info.width}
        height={info.height}
        alt={alt}
        style={placeholder}
        data-photo={info.name}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
        className={className}
      />
    </picture>
  );
}
