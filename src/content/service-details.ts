// Typed access to content/service-details.yaml (through data.ts): the data of each service page.
import { serviceDetails } from './data.ts';
import type { ServiceDetail } from './schemas/service-details.ts';

/** Every service slug that has data, in file order. */
export const serviceSlugs = Object.keys(serviceDetails);

/** The data for one service page; an unknown slug fails the page render (and so the build), naming the component. */
export function detailsFor(of: string, component: string): ServiceDetail {
  const d = serviceDetails[of];
  if (!d)
    throw new Error(
      `<${component} of="${of}">: no entry "${of}" in content/service-details.yaml (known: ${serviceSlugs.join(', ')})`,
    );
  return d;
}
