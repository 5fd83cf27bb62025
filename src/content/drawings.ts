// Typed access to content/drawings.yaml (through data.ts): each drawing's alt text and the words on it, in each
// language (the Spanish from content/drawings.es.yaml).
import { drawings, drawingsEs } from './data.ts';
import type { Lang } from './route-path.ts';

export const drawingWords = { en: drawings, es: drawingsEs } satisfies Record<Lang, typeof drawings>;
