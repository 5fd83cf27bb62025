import { Island } from '../../islands/Island.tsx';
import { SiteIndexList } from '../SiteIndexList.tsx';

/**
 * Every visible page from the route table, grouped by section, with a filter box (also the target of the
 * WebSite SearchAction: /sitemap?q=…). Without JavaScript the full list shows.
 * @example <SiteIndex />
 */
export function SiteIndex() {
  return <Island name="SiteIndex" component={SiteIndexList} props={{}} />;
}
