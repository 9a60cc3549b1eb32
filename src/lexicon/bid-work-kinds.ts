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

/**
 * Last words of a capitalised name that calls itself a project ("2026 Water Main Replacement Project", "Animal Shelter
 * Expansion"): after "the construction of the", such a name is the project's own. Title case; compared as printed or in
 * capitals.
 */
export const PROJECT_NAME_ENDS: readonly string[] = [
  'Project', 'Projects', 'Improvements', 'Program', 'Expansion', 'Replacement', 'Rehabilitation', 'Renovation', 'Renovations',
  'Addition', 'Upgrade', 'Upgrades', 'Repairs', 'Reconstruction', 'Resurfacing', 'Extension',
];
