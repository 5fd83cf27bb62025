// Typed access to content/service-details.yaml (through data.ts): the data of each service page, in each language
// (the Spanish texts from content/service-details.es.yaml, every price and figure from the English file).
import { serviceDetails, serviceDetailsEs } from './data.ts';
import type { Lang } from './route-path.ts';
import type { ServiceDetail } from './schemas/service-details.ts';

const serviceDetailsIn = { en: serviceDetails, es: serviceDetailsEs } satisfies Record<Lang, typeof serviceDetails>;

/** Every service slug that has data, in file order. */
export const serviceSlugs = Object.keys(serviceDetails);

/** The data for one service page in `lang`; an unknown slug fails the page render (and so the build), naming the
 * component. */
export function detailsFor(of: string, component: string, lang: Lang = 'en'): ServiceDetail {
  const d = serviceDetailsIn[lang][of];
  if (!d)
    throw new Error(
      `<${component} of="${of}">: no entry "${of}" in content/service-details.yaml (known: ${serviceSlugs.join(', ')})`,
    );
  return d;
}
