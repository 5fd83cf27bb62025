// The type of each content/<name>.yaml import (only src/content/data.ts imports them): the value of its zod schema,
// which the content plugin validated the file against (src/content/schemas/index.ts). A data file imported without
// a line here is a type error: there is no untyped `*.yaml` module.

declare module '*/content/areas.yaml' {
  const value: import('./schemas/index.ts').DataValue<'areas'>;
  export default value;
}

declare module '*/content/authors.yaml' {
  const value: import('./schemas/index.ts').DataValue<'authors'>;
  export default value;
}

declare module '*/content/business.yaml' {
  const value: import('./schemas/index.ts').DataValue<'business'>;
  export default value;
}

declare module '*/content/areas.es.yaml' {
  const value: import('./schemas/index.ts').DataValue<'areas'>;
  export default value;
}

declare module '*/content/business.es.yaml' {
  const value: import('./schemas/index.ts').DataValue<'business'>;
  export default value;
}

declare module '*/content/drawings.yaml' {
  const value: import('./schemas/index.ts').DataValue<'drawings'>;
  export default value;
}
declare module '*/content/drawings.es.yaml' {
  const value: import('./schemas/index.ts').DataValue<'drawings'>;
  export default value;
}
declare module '*/content/cost-guide.yaml' {
  const value: import('./schemas/index.ts').DataValue<'cost-guide'>;
  export default value;
}

declare module '*/content/cost-guide.es.yaml' {
  const value: import('./schemas/index.ts').DataValue<'cost-guide'>;
  export default value;
}

declare module '*/content/service-details.yaml' {
  const value: import('./schemas/index.ts').DataValue<'service-details'>;
  export default value;
}

declare module '*/content/tags.yaml' {
  const value: import('./schemas/index.ts').DataValue<'tags'>;
  export default value;
}

declare module '*/content/testimonials.yaml' {
  const value: import('./schemas/index.ts').DataValue<'testimonials'>;
  export default value;
}

declare module '*/content/ui.en.yaml' {
  const value: import('./schemas/index.ts').DataValue<'ui.en'>;
  export default value;
}

declare module '*/content/service-details.es.yaml' {
  const value: import('./schemas/index.ts').DataValue<'service-details'>;
  export default value;
}

declare module '*/content/ui.es.yaml' {
  const value: import('./schemas/index.ts').DataValue<'ui.es'>;
  export default value;
}

// The content plugin's virtual modules, typed by the functions that make them.
declare module 'virtual:site-nav' {
  /** The menus of each language (src/content/site-nav.ts). */
  export const nav: import('./site-nav.ts').SiteNav;
}

declare module 'virtual:route-table' {
  /** Every page file's meta (src/content/page-meta.ts), from the site model. */
  export const metas: import('./page-meta.ts').PageMeta[];
  /** Each page's related-block inputs (src/content/related.ts), by page file ("/pages/…"). */
  export const related: Record<string, import('./related.ts').RelatedMeta>;
  /** Routes of the page files this build leaves out for their own mistakes (`npm run check`): they exist, but are not
   * built, so what names them shows nothing for them rather than failing. */
  export const leftOut: import('./page-meta.ts').PageMeta['route'][];
}

declare module 'virtual:photos' {
  /** Each original under content/photos/, by name (scripts/build/photos.ts, from src/content/photo-files.ts's list). */
  export const photos: Record<string, import('./photo-files.ts').PhotoInfo>;
}
