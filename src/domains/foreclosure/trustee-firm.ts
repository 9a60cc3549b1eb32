/**
 * "The undersigned Substitute Trustee will offer for sale ...": some notices name the trustee only by the firm that
 * signs, with no role word next to it ("SHENANDOAH GAP TRUSTEES LLC" printed under the body, "For information contact:
 * Jo Doe, Esq., member of Granite Trustees"). A firm whose own name says it acts as trustee is then the trustee: the
 * last one printed, since the signature closes the notice.
 */
import { judgedName, readParties, type PartyValue } from '../../recognizers/names.js';
import { isValidPartyName } from '../../recognizers/name-validity.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { cueMatches, hasCue } from '../shared/cues.js';

/** The notice speaks of its trustee as the signer. */
// "the Substitute Trustees named below will sell": the trustees whose signature closes the notice, as "undersigned" says.
export const UNDERSIGNED_TRUSTEE = /\bundersigned\s(?:substitute\s|substituted\s|successor\s)?trustees?\b|\b(?:substitute|substituted|successor)\strustees?\s(?:named|signing)\sbelow\b/gi;

/**
 * Capitalised words closed by "Trustee(s)" and, optionally, a corporate form: "Granite Trustees",
 * "SHENANDOAH GAP TRUSTEES LLC", "Piedmont Trustee Services, L.L.C.". Not "Trustee's Sale".
 */
const TRUSTEE_FIRM = /\b(?:[A-Z][\w&'.-]*\s){1,4}(?:Trustees?|TRUSTEES?)(?!['’]s)(?:,?\s(?:Services|SERVICES|Corps|CORPS))?(?:,?\s(?:LLC|L\.L\.C\.|Inc\.|INC\.?|Inc|Corp\.?|CORP\.?|PLLC|P\.C\.))?/g;

/** Words that open a role or a phrase, never a trustee firm's name: "The Substitute Trustee", "Neither the Trustee". */
const NOT_FIRM_START = new RegExp(`^(?:${[
  'the', 'said', 'such', 'any', 'all', 'each', 'either', 'neither', 'no', 'this', 'a', 'an', 'if', 'of', 'by', 'and', 'or', 'to', 'for',
  'substitute', 'substituted', 'successor', 'original', 'appointed', 'acting', 'trustees?',
  'notice', 'foreclosure', 'sale', 'deed', 'name', 'address', 'contact', 'information',
].join('|')})$`, 'i');

export function undersignedTrusteeFirm(doc: NoticeDocument, r: Span): Hit<PartyValue> | undefined {
  if (!hasCue(doc, UNDERSIGNED_TRUSTEE, r.ns, r.ne)) return undefined;
  let last: Hit<PartyValue> | undefined;
  for (const [s, e] of cueMatches(doc, TRUSTEE_FIRM, r.ns, r.ne)) {
    const words = doc.norm.slice(s, e).split(/\s+/);
    // The run may have begun inside a phrase ("Contact Granite Trustees"): start at the first word that can open a name.
    let skip = 0;
    while (skip < words.length - 1 && NOT_FIRM_START.test(words[skip].replace(/[,.]$/, ''))) skip++;
    if (/^trustees?/i.test(words[skip])) continue;
    const at = s + words.slice(0, skip).reduce((n, w) => n + w.length + 1, 0);
    const party = readParties(doc, at, e - at + 1)[0];
    if (!party || party.ns !== at || !isValidPartyName(judgedName(party.value)) || !/trustees?\b/i.test(party.value.name)) continue;
    last = { ...party, source: 'name:trustee-firm' };
  }
  return last;
}
