import { PointGrid, type PointColumns, type PointIcon } from '../PointGrid.tsx';
import { detailsFor, required } from '../service-details.ts';

/**
 * A named list of titled points from content/service-details.yaml (`<slug>.lists.<list>`): reasons, benefits,
 * situations, things we can lift. Figures in the text come from the same service's `figures`.
 * Props: `of` — service slug; `list` — the list's key ("why", "benefits", "liftable", "situations"…);
 * `icon` — "check" (default), "warning" or "number"; `columns` — 2, 3 (default) or 4.
 * @example <Highlights of="concrete-lifting" list="benefits" columns={2} />
 */
export function Highlights({
  of,
  list,
  icon = 'check',
  columns = 3,
}: {
  of: string;
  list: string;
  icon?: PointIcon;
  columns?: PointColumns;
}) {
  const d = detailsFor(of, 'Highlights');
  const points = required(d.lists[list], 'Highlights', `"${of}.lists.${list}"`);
  return <PointGrid points={points} figures={d.figures} icon={icon} columns={columns} list={list} testId="highlight" />;
}
