/**
 * Nouns of what a public body procures ("Leaf Pickup & Hauling Bid", "Roof
 * Replacement Project"). A mixed-case top line with one of these names a
 * project, not a body; a run of capitalised words ending in one is a title.
 * Lower case, singular and plural as printed; compared case-insensitively.
 */
export const PROCUREMENT_NOUN_WORDS: readonly string[] = [
  'project', 'projects', 'improvement', 'improvements', 'replacement', 'construction', 'renovation', 'renovations',
  'repair', 'repairs', 'service', 'services', 'purchase', 'supply', 'supplies', 'equipment', 'maintenance',
  'rehabilitation', 'upgrade', 'installation', 'removal', 'paving', 'resurfacing', 'material', 'materials', 'vehicle',
  'vehicles', 'truck', 'trucks', 'bus', 'buses', 'system', 'program', 'bid', 'bids', 'depository', 'salt', 'fuel', 'oil',
  'mowing', 'demolition', 'design', 'study', 'audit', 'software', 'apparatus', 'pumper', 'roof', 'roofing', 'hvac',
  'sewer', 'water main', 'bridge', 'road', 'street', 'pipeline', 'lease', 'sale', 'overlay',
];
