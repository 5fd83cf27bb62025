// When an island's code is fetched: not with the page, but once the visitor reaches for the island (plain
// TypeScript, part of the browser entry: no React here). Until then the island is its server-rendered HTML and
// works as such (a lead form posts natively); what the visitor types into it meanwhile is read back from the DOM
// when it hydrates (src/forms/use-lead-form.ts), so nothing is lost.
//
// "Reaches for" is the first of: focus or a press inside the island (focusin, pointerdown, keydown, touchstart),
// or the island coming within about one screen of the viewport (an IntersectionObserver whose root margin is one
// viewport height above and below). An island already on the first screen (the /book-inspection form) is wanted at
// once, as before.

/** The id of the page's JSON list of modules (scripts/build/deferred-modules.ts writes it, the loader reads it). */
export const DEFERRED_MODULES_ID = 'deferred-modules';

/** One screen above and below the viewport. */
const ROOT_MARGIN = '100% 0px';
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;

interface Wanted {
  /** Settles once the visitor reaches for the island. */
  wanted: Promise<void>;
  /** Settles with whether the island was wanted as soon as the page could tell (on the first screen, focused). */
  atOnce: Promise<boolean>;
}

function whenWanted(island: HTMLElement): Wanted {
  let want!: () => void;
  let first!: (now: boolean) => void;
  const wanted = new Promise<void>((r) => (want = r));
  const atOnce = new Promise<boolean>((r) => (first = r));
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            const near = entries.some((e) => e.isIntersecting);
            first(near);
            if (near) done();
          },
          { rootMargin: ROOT_MARGIN },
        )
      : undefined;
  function done() {
    observer?.disconnect();
    for (const type of INTENT_EVENTS) island.removeEventListener(type, done, true);
    first(true);
    want();
  }
  for (const type of INTENT_EVENTS) island.addEventListener(type, done, { capture: true, passive: true });
  // Already focused (the visitor was faster than the page's script), or no way to watch the viewport: at once.
  if (!observer || island.contains(document.activeElement)) done();
  // An island's wrapper is `display: contents` (no box of its own): watch what it holds.
  else for (const child of island.children.length ? [...island.children] : [island]) observer.observe(child);
  return { wanted, atOnce };
}

/** Starts fetching the page's island modules together (the list the build wrote), instead of one after another. */
function preloadIslandModules(): void {
  const list = document.getElementById(DEFERRED_MODULES_ID)?.textContent;
  if (!list) return;
  const { islands = [] } = JSON.parse(list) as { islands?: string[] };
  for (const href of islands) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Hydrates each island once the visitor reaches for it. Resolves once the islands wanted at once (on the first
 * screen, or already focused) are interactive: those are part of the page being ready, the ones further down not.
 */
export function hydrateIslandsWhenWanted(islands: Iterable<HTMLElement>): Promise<void> {
  const atFirst: Promise<unknown>[] = [];
  for (const island of islands) {
    const { wanted, atOnce } = whenWanted(island);
    const hydrated = wanted.then(() => {
      preloadIslandModules();
      return import('./hydrate.tsx').then(({ hydrateIsland }) => hydrateIsland(island));
    });
    atFirst.push(atOnce.then((now) => (now ? hydrated : undefined)));
  }
  return Promise.all(atFirst).then(() => undefined);
}
