import type { ReactNode } from 'react';
import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { GalleryContext } from '../gallery-context.ts';
import { usePageScript } from '../../islands/page-scripts.ts';

export const props = z.strictObject({}).meta({
  description:
    'A set of job photos as tiles (two across on phones, three on wider screens). Each child is a `<Photo>`; a tap opens it larger, in a dialog (without JavaScript: the large picture itself).',
  says: 'Several photos as a grid; each opens larger when clicked.',
  finds: 'photo photos gallery pictures images grid',
  examples: [
    '<Gallery>\n<Photo src="crack-kitchen-wall" alt="A stair-step crack above the kitchen door" />\n<Photo src="piers-back-yard" alt="Six steel piers along the back wall" />\n</Gallery>',
  ],
});

export function Gallery({ children, ...input }: { children: ReactNode }) {
  parseProps('Gallery', props, input);
  usePageScript('photos');
  return (
    <GalleryContext.Provider value={true}>
      <div data-gallery className="mt-8 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-3 [&_p]:contents">
        {children}
      </div>
    </GalleryContext.Provider>
  );
}
