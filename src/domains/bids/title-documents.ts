/**
 * A title named only where the notice offers its documents: "Bid documents for the 2028 Crack Seal Project may be
 * examined at Town Hall". Read last, when no sentence about bids names the work.
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import { cueMatches } from '../shared/cues.js';
import type { BidNumberValue } from './numbers.js';
import type { Sentences } from './sentences.js';
import { nameAfterFor } from './title-for-name.js';
import { span, type TitleFinding } from './title-text.js';

const DOCUMENTS_FOR = /\b(?:bid(?:ding)?|contract|proposal)\sdocuments\s(?=for\s(?:the\s)?[A-Z0-9"“])/gi;

export function fromDocumentsFor(doc: NoticeDocument, sentences: Sentences, numbers: Hit<BidNumberValue>[]): TitleFinding | undefined {
  for (const [, e] of cueMatches(doc, DOCUMENTS_FOR)) {
    const t = nameAfterFor(doc, e, sentences.endOf(e), numbers);
    if (t) return span(t.ns, t.ne, 'bids:title-documents');
  }
  return undefined;
}
