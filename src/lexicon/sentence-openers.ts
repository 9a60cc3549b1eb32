/**
 * Words that open a notice's first sentence, as printed (case matters: a
 * heading in capitals or in title case does not open with them). Read where
 * a scrape ran a heading block into the prose, to find where the prose starts.
 */

/** Opening words whatever follows them. */
export const SENTENCE_OPENING_WORDS: readonly string[] = [
  'The', 'This', 'Sealed', 'SEALED', 'Separate', 'Pursuant', 'PURSUANT', 'Such',
  'Notice is', 'NOTICE IS', 'Notice IS', 'NOTICE is', 'Please take', 'PLEASE TAKE', 'By the', 'BY THE',
];

/** Opening words only when a word in lower case follows ("Bids will be", not the heading "Bids Wanted"). */
export const SENTENCE_OPENING_SUBJECTS: readonly string[] = ['Bids', 'Proposals', 'Quotes', 'Electronic', 'Qualified'];
