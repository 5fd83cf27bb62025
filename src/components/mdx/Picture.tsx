import { Picture as ResponsivePicture, type PictureData } from '../Picture.tsx';
import { cn } from '../cn.ts';

// Every photo under src/assets/photos/, processed by the image plugin (AVIF/WebP/JPEG at several widths). Only
// the small descriptions (URLs and sizes) are bundled, and only into pages that use <Picture>.
const photos = import.meta.glob<PictureData>('../../assets/photos/*.{jpg,jpeg,png,webp}', {
  query: '?picture',
  import: 'default',
  eager: true,
});
const byName = new Map(Object.entries(photos).map(([file, data]) => [file.split('/').pop()!, data]));

/**
 * A photo from src/assets/photos/ as a responsive <picture> (AVIF, WebP, JPEG fallback; width and height set),
 * lazy-loaded unless `priority`. An unknown file name fails the build with the known names listed.
 * Props: `src` — file name in src/assets/photos/ ("crew-at-work.jpg"); `alt` — what the photo shows;
 * `caption` — optional line under the photo; `sizes` — display width per breakpoint (default: the full
 * content width; in a narrow section pass "(min-width: 768px) 720px, 100vw"); `priority` — the hero photo at
 * the top of the page (eager, fetchpriority="high"; use once per page at most).
 * @example <Picture src="crew-at-work.jpg" alt="Our crew setting a steel pier beside a brick house" caption="A Pearland slab repair, day two." />
 */
export function Picture({
  src,
  alt,
  caption,
  sizes = '(min-width: 1152px) 1104px, 100vw',
  priority = false,
}: {
  src: string;
  alt: string;
  caption?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const image = byName.get(src);
  if (image && !Array.isArray(image.sources))
    throw new Error(
      `<Picture src="${src}">: photos need picturePlugin() from scripts/build/image-plugin.ts in vite.config.ts`,
    );
  if (!image)
    throw new Error(
      `<Picture src="${src}">: no such photo in src/assets/photos/ (known: ${[...byName.keys()].join(', ') || 'none yet'})`,
    );
  const picture = (
    <ResponsivePicture
      image={image}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={cn('block', !caption && 'my-8')}
      imgClassName="w-full rounded-xl"
    />
  );
  if (!caption) return picture;
  return (
    <figure className="my-8">
      {picture}
      <figcaption className="mt-3 text-sm text-slate-600">{caption}</figcaption>
    </figure>
  );
}
