/**
 * Kinds of work a bid notice names in prose before what they apply to ("for
 * the construction of a school building", "for the repair of Elm Bridge"): the
 * title starts at the kind. Lower case; compared case-insensitively.
 */
export const WORK_KIND_WORDS: readonly string[] = [
  'construction', 'erection', 'building', 'reconstruction', 'repair', 'repairing', 'repairs', 'replacement',
  'rehabilitation', 'renovation', 'improvement', 'installation', 'painting', 'paving', 'grading', 'graveling', 'gravelling',
  'resurfacing', 'demolition', 'removal', 'purchase', 'lease', 'hauling',
];
