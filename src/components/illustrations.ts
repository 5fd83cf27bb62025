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
import type { Lang } from '../content/route-path.ts';

export interface IllustrationInfo {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** An illustration as kept here: its text alternative in each language. */
type Illustration = Omit<IllustrationInfo, 'alt'> & { alt: Record<Lang, string> };

const illustrations = {
  'elevation-survey': {
    src: elevationSurvey,
    width: 480,
    height: 320,
    alt: {
      en: 'Illustration: a floor plan with elevation readings marked as dots, green where the floor is level, orange where it is slightly low and red where it has settled, beside a digital level',
      es: 'Ilustración: un plano de la casa con lecturas de nivel marcadas con puntos, verdes donde el piso está nivelado, anaranjados donde está un poco bajo y rojos donde se ha asentado, junto a un nivel digital',
    },
  },
  'french-drain': {
    src: frenchDrain,
    width: 480,
    height: 320,
    alt: {
      en: 'Illustration: cross-section of a French drain, a gravel-filled trench with a perforated pipe that collects water flowing through the soil away from the house',
      es: 'Ilustración: corte de un dren francés, una zanja rellena de grava con un tubo perforado que recoge el agua que corre por la tierra y la aleja de la casa',
    },
  },
  'pier-beam-cutaway': {
    src: pierBeamCutaway,
    width: 480,
    height: 320,
    alt: {
      en: 'Illustration: cutaway of a pier-and-beam house showing the beams, the piers on their pads, a vent, a dehumidifier and a vapor barrier over the crawl space soil',
      es: 'Ilustración: corte de una casa de pilotes y vigas con las vigas, los pilotes sobre sus bases, una ventila, un deshumidificador y una barrera de vapor sobre la tierra del espacio bajo el piso',
    },
  },
  'piers-cutaway': {
    src: piersCutaway,
    width: 480,
    height: 360,
    alt: {
      en: 'Illustration: cutaway of a slab house with stacked concrete piers running down through expansive clay to firm soil',
      es: 'Ilustración: corte de una casa de losa con pilotes de concreto apilados que bajan a través de la arcilla expansiva hasta suelo firme',
    },
  },
  polyjacking: {
    src: polyjacking,
    width: 480,
    height: 320,
    alt: {
      en: 'Illustration: a sunken section of sidewalk with an injection nozzle, foam filling the void underneath and arrows showing the slab lifting back to the level line',
      es: 'Ilustración: una sección hundida de banqueta con una boquilla de inyección, espuma que llena el hueco de abajo y flechas que muestran la losa subiendo de vuelta a la línea de nivel',
    },
  },
  'slab-before': {
    src: slabBefore,
    width: 480,
    height: 320,
    alt: {
      en: 'Illustration: a house on a settled slab that tilts to one side, with cracks running from the door and window corners and the slab below the level line',
      es: 'Ilustración: una casa sobre una losa asentada que se inclina hacia un lado, con grietas que salen de las esquinas de la puerta y la ventana, y la losa por debajo de la línea de nivel',
    },
  },
  'slab-after': {
    src: slabAfter,
    width: 480,
    height: 320,
    alt: {
      en: 'Illustration: the same house after repair, sitting level on its slab with piers reaching down to firm soil',
      es: 'Ilustración: la misma casa después de la reparación, nivelada sobre su losa, con pilotes que llegan hasta suelo firme',
    },
  },
} satisfies Record<string, Illustration>;

export type IllustrationName = keyof typeof illustrations;
export const illustrationNames = Object.keys(illustrations) as IllustrationName[];

/** One illustration, its text alternative in `lang` (the page's language). */
export function illustration(name: string, component: string, lang: Lang = 'en'): IllustrationInfo {
  const found = (illustrations as Record<string, Illustration>)[name];
  if (!found)
    throw new Error(`<${component}>: no illustration "${name}" (known: ${Object.keys(illustrations).join(', ')})`);
  return { ...found, alt: found.alt[lang] };
}
