// Typed access to the interface words of each language, content/ui.<lang>.yaml (through data.ts).
import { uiEn, uiEs } from './data.ts';
import type { Lang } from './route-path.ts';
import type { UiWords } from './schemas/ui.ts';

export const uiWords: Record<Lang, UiWords> = { en: uiEn, es: uiEs };
