/**
 * Cue phrases of foreclosure notices, by the role they announce (cues/). Rows are
 * [pattern source, example]; the pipeline reads what follows or precedes.
 */
export * from './cues/sale.js';
export * from './cues/deed.js';
export * from './cues/property.js';
export * from './cues/parties.js';
export * from './cues/contacts.js';
export * from './cues/case-number.js';
