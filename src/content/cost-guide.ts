// Typed access to content/cost-guide.yaml (through data.ts): the rows of the cost table, in each language (the
// Spanish texts from content/cost-guide.es.yaml, the prices from the English file).
import { costGuide, costGuideEs } from './data.ts';
import type { Lang } from './route-path.ts';

export const costGuides = { en: costGuide, es: costGuideEs } satisfies Record<Lang, typeof costGuide>;
