import { useContext, useId } from 'react';
import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { photoInfo, PhotoPicture, usePhotoFileUrl } from '../photos.tsx';
import { GalleryContext } from '../gallery-context.ts';
import { useUi } from '../../page/lang.ts';
import { photoNameProp, altProp } from '../prop-schemas.ts';

export const props = z
  .strictObject({
    src: photoNameProp,
    alt: altProp,
    caption: z.string().min(3).optional().describe('Shown under the photo.'),
    priority: z
      .boolean()
      .default(false)
      .describe('`true` for a photo at the top of the page: fetched first instead of when scrolled near.'),
  })
  .meta({
    description:
      'A job photo from content/photos/ across the text column, resized for each screen (AVIF, WebP, JPEG), with its alt text and an optional caption. Inside a `<Gallery>` it becomes a tile that opens larger.',
    says: 'One photo from the job photos, with its description for people who cannot see it.',
    finds: 'photo picture image',
    examples: ['<Photo src="pier-install-back-yard" alt="Steel piers driven beside the back wall" caption="Day 2" />'],
  });

/** A gallery tile: the photo links to its large JPEG (without JavaScript) and opens larger in a <dialog>. */
function GalleryTile({ src, alt, caption }: z.output<typeof props>) {
  const ui = useUi().blocks.photos;
  const info = photoInfo(src, '<Photo>');
  const fileUrl = usePhotoFileUrl();
  const id = `photo-${useId().replace(/[^a-z0-9]/gi, '')}`;
  return (
    <figure className="m-0">
      <a href={fileUrl(info, 'large')} data-gallery-open={id} className="block overflow-hidden rounded-lg">
        <PhotoPicture
          info={info}
          alt={`${alt} ${ui.enlarge}`}
          slot="tile"
          className="aspect-[4/3] w-full object-cover"
        />
      </a>
      {caption && <figcaption className="mt-2 text-sm text-muted-foreground">{caption}</figcaption>}
      <dialog
        id={id}
        aria-label={alt}
        className="m-auto max-h-[94vh] max-w-[94vw] bg-background p-0 backdrop:bg-foreground/80"
      >
        <form method="dialog" className="flex justify-end p-2">
          <button type="submit" className="rounded-md px-3 py-2 font-semibold text-strong underline">
            {ui.close}
          </button>
        </form>
        <PhotoPicture info={info} alt={alt} slot="large" className="h-auto max-h-[80vh] w-auto max-w-full" />
        {caption && <p className="px-4 py-3 text-base text-body">{caption}</p>}
      </dialog>
    </figure>
  );
}

export function Photo(input: z.input<typeof props>) {
  const p = parseProps('Photo', props, input);
  const inGallery = useContext(GalleryContext);
  if (inGallery) return <GalleryTile {...p} />;
  return (
    <figure className="mt-8 max-w-3xl">
      <PhotoPicture
        info={photoInfo(p.src, '<Photo>')}
        alt={p.alt}
        slot="wide"
        priority={p.priority}
        className="h-auto w-full rounded-lg"
      />
      {p.caption && <figcaption className="mt-2 text-base text-muted-foreground">{p.caption}</figcaption>}
    </figure>
  );
}
