// The service pages' illustrations (SVG drawn for this site, under src/assets/images/services/), inlined as data
// URIs (each is under 2 kB). Why not hashed files: vite-react-ssg adds <link rel="preload" as="image" crossorigin>
// for every image asset a page's chunks import, so every page would preload all of them, and the crossorigin
// mismatch makes Chromium fetch each twice and log a warning. Inline, they cost no requests at all.
import elevationSurvey from '../assets/images/services/elevation-survey.svg?inline';
import frenchDrain from '../assets/images/services/french-drain.svg?inline';
import pierBeamCutaway from '../assets/images/services/pier-beam-cutaway.svg?inline';
import piersCutaway from '../assets/images/services/piers-cutaway.svg?inline';
import polyjacking from '../assets/images/services/polyjacking.svg?inline';
import slabAfter from '../assets/images/services/slab-after.svg?inline';
import slabBefore from '../assets/images/services/slab-before.svg?inline';

export interface IllustrationInfo {
  src: string;
  width: number;
  height: number;
  alt: string;
}

const illustrations = {
  'elevation-survey': {
    src: elevationSurvey,
    width: 480,
    height: 320,
    alt: 'Illustration: a floor plan with elevation readings marked as dots, green where the floor is level, orange where it is slightly low and red where it has settled, beside a digital level',
  },
  'french-drain': {
    src: frenchDrain,
    width: 480,
    height: 320,
    alt: 'Illustration: cross-section of a French drain, a gravel-filled trench with a perforated pipe that collects water flowing through the soil away from the house',
  },
  'pier-beam-cutaway': {
    src: pierBeamCutaway,
    width: 480,
    height: 320,
    alt: 'Illustration: cutaway of a pier-and-beam house showing the beams, the piers on their pads, a vent, a dehumidifier and a vapor barrier over the crawl space soil',
  },
  'piers-cutaway': {
    src: piersCutaway,
    width: 480,
    height: 360,
    alt: 'Illustration: cutaway of a slab house with stacked concrete piers running down through expansive clay to firm soil',
  },
  polyjacking: {
    src: polyjacking,
    width: 480,
    height: 320,
    alt: 'Illustration: a sunken section of sidewalk with an injection nozzle, foam filling the void underneath and arrows showing the slab lifting back to the level line',
  },
  'slab-before': {
    src: slabBefore,
    width: 480,
    height: 320,
    alt: 'Illustration: a house on a settled slab that tilts to one side, with cracks running from the door and window corners and the slab below the level line',
  },
  'slab-after': {
    src: slabAfter,
    width: 480,
    height: 320,
    alt: 'Illustration: the same house after repair, sitting level on its slab with piers reaching down to firm soil',
  },
} satisfies Record<string, IllustrationInfo>;

export type IllustrationName = keyof typeof illustrations;
export const illustrationNames = Object.keys(illustrations) as IllustrationName[];

export function illustration(name: string, component: string): IllustrationInfo {
  const found = (illustrations as Record<string, IllustrationInfo>)[name];
  if (!found)
    throw new Error(`<${component}>: no illustration "${name}" (known: ${Object.keys(illustrations).join(', ')})`);
  return found;
}
