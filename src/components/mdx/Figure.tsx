import { detailsFor } from '../service-details.ts';

/**
 * One figure from a service's `figures` in content/service-details.yaml, inline in prose, so a price or
 * measurement written in a sentence is still typed only once.
 * Props: `of` — service slug; `name` — the figure's key.
 * @example Lifting usually costs <Figure of="concrete-lifting" name="savings" /> less than replacing.
 */
export function Figure({ of, name }: { of: string; name: string }) {
  const value = detailsFor(of, 'Figure').figures[name];
  if (value === undefined)
    throw new Error(`<Figure of="${of}" name="${name}">: no such figure in content/service-details.yaml`);
  return <>{value}</>;
}
