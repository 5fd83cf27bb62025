// One of the site's drawings (src/components/illustrations.ts) as an <img> with its own size and alt text, so the
// browser reserves its space before it loads. Other attributes (loading, class, an empty alt for a decorative copy)
// pass through.
import type { ImgHTMLAttributes } from 'react';
import type { IllustrationInfo } from './illustrations.ts';

export function Drawing({ img, ...rest }: { img: IllustrationInfo } & ImgHTMLAttributes<HTMLImageElement>) {
  return <img src={img.src} width={img.width} height={img.height} alt={img.alt} {...rest} />;
}
