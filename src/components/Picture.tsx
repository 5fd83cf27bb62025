// A photo as a responsive <picture>: AVIF and WebP sources at several widths and a JPEG fallback, all produced
// at build time by scripts/build/image-plugin.ts from `import photo from '../assets/photos/x.jpg?picture'`.
// Width and height come from the file, so the browser reserves the space before the image arrives (no layout
// shift). Below-the-fold photos load lazily and decode off the main thread; pass `priority` for the one hero
// photo at the top of a page (loaded eagerly with fetchpriority="high").
// Drawings stay SVG (src/assets/images/): this component is for photographs.
import { cn } from './cn.ts';

export type PictureType = 'image/avif' | 'image/webp' | 'image/jpeg';

/** What a `?picture` import gives: URLs of the generated files and the intrinsic size. */
export interface PictureData {
  /** Width and height of the largest variant (the aspect ratio of every variant). */
  width: number;
  height: number;
  /** The JPEG fallback, for browsers that know neither srcset nor the modern formats. */
  src: string;
  /** One srcset per format, best first: AVIF, WebP, then JPEG. */
  sources: { type: PictureType; srcset: string }[];
}

export interface PictureProps {
  image: PictureData;
  /** Describe what the photo shows; "" only for a purely decorative photo. */
  alt: string;
  /** The width the photo is displayed at, per breakpoint, so the browser picks the right file. */
  sizes?: string;
  /** The hero photo at the top of the page: loaded eagerly, first, with fetchpriority="high". */
  priority?: boolean;
  /** Classes for the <picture> wrapper. */
  className?: string;
  /** Classes for the <img> (object-fit, rounded corners…). */
  imgClassName?: string;
}

export function Picture({ image, alt, sizes = '100vw', priority = false, className, imgClassName }: PictureProps) {
  const fallback = image.sources.find((s) => s.type === 'image/jpeg');
  return (
    <picture className={className}>
      {image.sources
        .filter((s) => s !== fallback)
        .map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
        ))}
      <img
        src={image.src}
        srcSet={fallback?.srcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={cn('h-auto max-w-full', imgClassName)}
      />
    </picture>
  );
}
