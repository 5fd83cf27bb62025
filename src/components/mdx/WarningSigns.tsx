import { PointGrid, type PointColumns } from '../PointGrid.tsx';
import { detailsFor, required } from '../service-details.ts';

/**
 * Warning signs from content/service-details.yaml (`<slug>.lists.signs`) as a grid of cards with a warning icon.
 * Props: `of` — the service slug whose signs to show (the home page uses "foundation-inspection");
 * `columns` — 2, 3 (default) or 4 columns on wide screens.
 * @example <WarningSigns of="crawl-space" columns={4} />
 */
export function WarningSigns({ of, columns = 3 }: { of: string; columns?: PointColumns }) {
  const d = detailsFor(of, 'WarningSigns');
  const signs = required(d.lists.signs, 'WarningSigns', `"${of}.lists.signs"`);
  return (
    <PointGrid points={signs} figures={d.figures} icon="warning" columns={columns} list="signs" testId="warning-sign" />
  );
}
