/** The useId prefix of an island, the same on the server (Island.tsx) and in the browser (hydrate.tsx). */
export const islandPrefix = (name: string) => `${name.toLowerCase()}-`;
