// What a writer calls each data file under content/ (the editor's home page, its headings, its action bar and its
// filter use these names, never the file names): one place for them.

const NAMES: Record<string, string> = {
  areas: 'Towns we serve',
  authors: 'Authors',
  business: 'Business details (phone, address, hours)',
  'cost-guide': 'Prices',
  'external-links': 'Links to other sites',
  redirects: 'Old addresses sent to new ones',
  'service-details': 'Service details',
  tags: 'Article topics',
  testimonials: 'Reviews',
  'ui.en': 'Site wording (buttons, menus)',
};

/** "content/cost-guide.yaml" → "Prices"; a Spanish layer "content/cost-guide.es.yaml" → "Prices (Spanish)". */
export function dataFileName(rel: string): string {
  const stem = rel.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  const spanish = /\.es$/.test(stem);
  const base = stem.replace(/\.es$/, '');
  const name = NAMES[base] ?? NAMES[`${base}.en`] ?? base.replace(/[-.]/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return spanish ? `${name} (Spanish)` : name;
}
