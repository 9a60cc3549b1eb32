/**
 * Cue words as OCR'd columns print them, split by a line break.
 */
import { escapeRegExp } from '../../../text/escape.js';

/**
 * A word as OCR'd columns may print it: split by a line break (or the space
 * a scraper left for one) at any point, "grant\ned", "Coun ty". Linear: each
 * gap is optional and one character wide.
 */
export function lineSplit(word: string): string {
  return [...word].map(escapeRegExp).join('[\\n ]?');
}
