/** The borrowers (mortgagors): named after a cue; else before their role words or their defined term. */
import type { PartyValue } from '../../recognizers/names.js';
import type { Hit } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { CueTable } from '../shared/cues.js';
import { DEFENDANTS_AFTER, MORTGAGOR, MORTGAGOR_AFTER, MORTGAGOR_DEFINED_TERM } from './cues/parties.js';
import { isOwnerDefendant, notGeneric, partiesAfterCues, partiesBeforeCue } from './party-reading.js';
import type { Found } from './recognize.js';

const MORTGAGOR_CUES = CueTable.of(MORTGAGOR);

export function borrowers(f: Found, r: Span): Hit<PartyValue>[] {
  const mortgagors = partiesAfterCues(f, r, MORTGAGOR_CUES, notGeneric, isOwnerDefendant);
  if (!mortgagors.length) mortgagors.push(...partiesBeforeCue(f, r, MORTGAGOR_AFTER));
  if (!mortgagors.length) mortgagors.push(...partiesBeforeCue(f, r, MORTGAGOR_DEFINED_TERM));
  if (!mortgagors.length) mortgagors.push(...partiesBeforeCue(f, r, DEFENDANTS_AFTER).filter(isOwnerDefendant));
  return mortgagors;
}
