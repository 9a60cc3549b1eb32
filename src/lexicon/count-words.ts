/**
 * Counts spelled out in words ("ONE HUNDRED FORTY (140) WORKING DAYS"): the
 * numbers below thirteen and the round numbers from twenty on. The "-teen"
 * words are matched by their ending. Lower case; readers that need capitals
 * upper-case them.
 */
export const SMALL_COUNT_WORDS: readonly string[] = [
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
];
export const ROUND_COUNT_WORDS: readonly string[] = [
  'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand',
];
