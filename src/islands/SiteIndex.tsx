// Island: the filterable list of pages on /sitemap.
export { SiteIndexList as default } from '../components/SiteIndexList.tsx';
