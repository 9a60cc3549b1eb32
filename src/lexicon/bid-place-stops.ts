/**
 * Words that never occur inside the place phrase of a bid notice ("... will
 * be received at City Hall until ..."): modal verbs, time words, the verbs and
 * nouns of the submission sentence. A place reading that meets one has run
 * past the place. Compared case-insensitively.
 */
export const PLACE_STOP_WORDS: readonly string[] = [
  'will', 'shall', 'must', 'until', 'later', 'prior', 'before', 'between', 'during', 'upon', 'which', 'where', 'sealed',
  'envelope', 'marked', 'copies', 'documents', 'specifications', 'fee', 'received', 'opened', 'read', 'publicly',
  'accepted', 'submitted',
  // "let to the lowest responsible bidder, at the door of the court house": the award, not the place.
  'bidder', 'bidders',
];
