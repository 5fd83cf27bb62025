// The one place the site's code imports content/*.yaml. The content plugin (scripts/build/content-plugin.ts) turns
// each import into the file's validated value from the site model; its type is the file's schema output
// (src/content/modules.d.ts). Components and layout read these through the accessors beside this file
// (business.ts, areas.ts, testimonials.ts, …), never the YAML (tests/unit/data-door.test.ts). A file's Spanish
// layer (content/<name>.es.yaml, src/content/schemas/text-layers.ts) imports as the whole Spanish value: the English
// file's figures with the Spanish texts.
export { default as areas } from '../../content/areas.yaml';
export { default as areasEs } from '../../content/areas.es.yaml';
export { default as authors } from '../../content/authors.yaml';
export { default as business } from '../../content/business.yaml';
export { default as businessEs } from '../../content/business.es.yaml';
export { default as costGuide } from '../../content/cost-guide.yaml';
export { default as costGuideEs } from '../../content/cost-guide.es.yaml';
export { default as drawings } from '../../content/drawings.yaml';
export { default as drawingsEs } from '../../content/drawings.es.yaml';
export { default as serviceDetails } from '../../content/service-details.yaml';
export { default as serviceDetailsEs } from '../../content/service-details.es.yaml';
export { default as tags } from '../../content/tags.yaml';
export { default as testimonials } from '../../content/testimonials.yaml';
export { default as uiEn } from '../../content/ui.en.yaml';
export { default as uiEs } from '../../content/ui.es.yaml';
