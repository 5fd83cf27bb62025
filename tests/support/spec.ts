// Facts the tests take from SPEC.md itself (not from content/), so content can't agree with a wrong test.

/** SPEC section 2: the /faq quick-navigation anchors, in order. */
export const faqAnchors = [
  'cost',
  'timeline',
  'warranty',
  'signs',
  'insurance',
  'prevention',
  'inspection',
  'service-areas',
  'payment',
];
