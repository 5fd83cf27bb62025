// A before/after pair of job photos. Without JavaScript: the two side by side, each labelled. With it
// (src/browser/photos.ts): the after photo over the before one, cut at a split a real range input moves (drag or
// tap on a touch screen, arrow keys, a mouse), so the same place can be compared in one frame.
import { PhotoPicture } from './photos.tsx';
import type { PhotoInfo } from '../content/photo-files.ts';
import { Badge } from './ui/badge.tsx';
import { useUi } from '../page/lang.ts';
import { usePageScript } from '../islands/page-scripts.ts';

interface Side {
  info: PhotoInfo;
  alt: string;
}

export function PhotoComparison({
  before,
  after,
  caption,
  priority = false,
}: {
  before: Side;
  after: Side;
  caption?: string | undefined;
  priority?: boolean;
}) {
  const ui = useUi().blocks;
  usePageScript('photos');
  return (
    <figure data-before-after className="group mt-8 max-w-3xl [--split:50%]">
      <div className="relative grid grid-cols-2 gap-2 rounded-lg outline-offset-4 outline-primary group-data-[enhanced]:block has-[input:focus-visible]:outline-2">
        <div className="relative">
          <PhotoPicture
            info={before.info}
            alt={before.alt}
            slot="wide"
            priority={priority}
            className="h-auto w-full rounded-lg"
          />
          <Badge tone="accent" className="absolute top-2 left-2">
            {ui.cards.before}
          </Badge>
        </div>
        <div className="relative group-data-[enhanced]:absolute group-data-[enhanced]:inset-0 group-data-[enhanced]:[clip-path:inset(0_0_0_var(--split))]">
          <PhotoPicture
            info={after.info}
            alt={after.alt}
            slot="wide"
            priority={priority}
            className="h-auto w-full rounded-lg group-data-[enhanced]:h-full group-data-[enhanced]:object-cover"
          />
          <Badge tone="success" className="absolute top-2 right-2">
            {ui.cards.after}
          </Badge>
        </div>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-(--split) hidden w-1 -translate-x-1/2 bg-background elevate-md group-data-[enhanced]:block"
        />
        <input
          type="range"
          min={0}
          max={100}
          defaultValue={50}
          hidden
          aria-label={ui.beforeAfter.compare}
          className="absolute inset-0 h-full w-full cursor-ew-resize touch-pan-y opacity-0"
        />
      </div>
      {caption && <figcaption className="mt-2 text-base text-muted-foreground">{caption}</figcaption>}
    </figure>
  );
}
