/**
 * A capitalised or quoted name after "for" in a sentence about bids: "for the
 * “2031 Mill Road Project.”", "for the Elk Creek Culvert ... project", "for
 * Project No. L-2025-01, Bridge Replacement".
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import { cueMatches } from '../shared/cues.js';
import * as C from './cues.js';
import { isTypeOnly } from './headings.js';
import type { BidNumberValue } from './numbers.js';
import { namesBodyOnly } from './title-agency.js';
import { CAPITALISED, titleStop, trim, upperRun, type ProseTitle } from './title-text.js';

/** Where a name after "for" starts: "for the “2031 Mill Road Project.”", "FOR THE PURCHASE OF ...", "for furnishing Spiral Metal Culvert". */
const FOR_NAME = /\b(?:for|FOR)\s(?:(?:furnishing|supplying|providing|purchasing|delivering)\s)?(?:the\s|THE\s)?(?=["“]|[A-Z0-9]|(?:contract|project|bid)\s(?:no\b|number|#))/g;

const LOWER_LETTER = /[a-z]/;
/** How many characters before a name tell whether its sentence is printed in capitals. */
const CASE_CONTEXT = 40;

/** A capitalised or quoted name after "for" in [ss, se): "for the “2031 Mill Road Project.”", "for the Elk Creek Culvert ... project". */
/** A purchase named in lower case right before, its phrase still open. */
const PURCHASE_BEFORE = /\bfor\s(?:the\s)?(?:purchase|furnishing|supplying|providing|delivery|supply)\sof\s[^,;.]*$/i;
const PURCHASE_REACH = 100;

export function nameAfterFor(doc: NoticeDocument, ss: number, se: number, numbers: Hit<BidNumberValue>[]): ProseTitle | undefined {
  for (let [s, e] of cueMatches(doc, FOR_NAME, ss, se)) {
    // "for the purchase of one new motor grader for Road District Two": whom the goods are for, not what is bought.
    if (PURCHASE_BEFORE.test(doc.norm.slice(Math.max(ss, s - PURCHASE_REACH), s))) continue;
    // "for Project No. L-2025-01, Bridge Replacement": the name follows the number.
    const first = numbers.find((n) => n.value.labelStart === e || n.ns === e);
    // "for Projects No. SAP 031-615-012 and SAP 031-070-003, Bituminous Overlay": the name follows the last number listed.
    const num = first && numbers.filter((n) => n.value.labelStart === first.value.labelStart).pop();
    if (num) {
      const after = /^(?:,|\s[-–—:])?\s(?=[A-Z"“])/.exec(doc.norm.slice(num.ne, num.ne + 4));
      if (!after) continue;
      e = num.ne + after[0].length;
    }
    const quoted = /^["“]([^"”\n]{3,150}?)["”]/.exec(doc.norm.slice(e, e + 160));
    if (quoted) return { ...trim(doc, e + 1, e + 1 + quoted[1].length), weak: false };
    CAPITALISED.lastIndex = e;
    const m = CAPITALISED.exec(doc.norm);
    if (!m) continue;
    let ne = Math.min(se, e + m[0].length);
    // A sentence printed in capitals gives no case change to end the name at: it ends where a prose title does.
    if (!LOWER_LETTER.test(doc.norm.slice(Math.max(ss, e - CASE_CONTEXT), e))) {
      const stop = titleStop(doc.norm.slice(e, ne));
      if (stop > 0) ne = e + stop;
    }
    // "the 2027 Road Improvement Program - Contract No. 2027-03": the number after a dash ends the name.
    const numbered = NUMBERED_AFTER_DASH.exec(doc.norm.slice(e, ne));
    if (numbered) ne = e + numbered.index;
    ne = withSubtitle(doc, ne, se);
    // "the 2031 Unit Prices Crack Sealant, Chip Seal & Aggregate": a list of capitalised items closed by "&" / "and".
    const list = C.CAP_LIST_ON.exec(doc.norm.slice(ne, Math.min(se, ne + 150)));
    if (list && C.LIST_CLOSE.test(list[0]) && !list[0].split(/,\s/).some((p) => p && namesBodyOnly(p))) ne += list[0].length;
    const name = doc.norm.slice(e, ne).replace(/\s+/g, ' ').replace(/[.,;:\s]+$/, '');
    // A body's name is no title, but work done on a body's road or building is ("Paving on County Highway 15").
    if (namesBodyOnly(name) || isTypeOnly(name) || name.split(/\s+/).length < 2) continue;
    // "the Elk Creek Culvert Repair project": the noun printed right after stays.
    const tail = /^\s(?:project|contract|improvements)\b/.exec(doc.norm.slice(ne, ne + 20));
    if (tail) ne += tail[0].length;
    const up = upperRun(doc, e, ne);
    // The capitals' own aside in title case stays with them: "BRIDGE REPLACEMENT (Mill Creek Road)".
    const aside = up && CAPS_ASIDE.exec(doc.norm.slice(up.ne, ne));
    return up ? { ...up, ne: up.ne + (aside ? aside[0].length : 0), weak: false } : { ...trim(doc, e, ne), weak: false };
  }
  return undefined;
}

const NUMBERED_AFTER_DASH = new RegExp(C.NUMBER_AFTER_DASH);
const CAPS_ASIDE = new RegExp(`^\\s\\(${C.NAMED_ASIDE}`);

/** A colon, then a capitalised run: "South High School: Dance Room Audio/Video." */
const SUBTITLE_COLON = /^:\s(?=[A-Z0-9])/;
/** A sentence's period after a word inside the run ("Video." of "Audio/Video. All"). */
const SUBTITLE_PERIOD = /[a-z]{2}\.(?=\s|$)/;
/** What may close a subtitle: the sentence's end. */
const SENTENCE_END = /^\s*(?:[.;\n]|$)/;

/**
 * A subtitle after a colon that closes the sentence ("for Bid No. 4021 - Elm High School: Band Room Risers.") is part
 * of the name; a colon before more prose ("for Janitorial Services: Bidders must ...") ends it.
 */
function withSubtitle(doc: NoticeDocument, ne: number, se: number): number {
  const sub = SUBTITLE_COLON.exec(doc.norm.slice(ne, ne + 3));
  if (!sub) return ne;
  CAPITALISED.lastIndex = ne + sub[0].length;
  const m = CAPITALISED.exec(doc.norm);
  if (!m) return ne;
  // The run may read on past the sentence's period into the next sentence ("Audio/Video. All bids"): it ends there.
  const period = SUBTITLE_PERIOD.exec(m[0]);
  const end = m.index + (period ? period.index + period[0].length : m[0].length);
  if (end > se || !(period || SENTENCE_END.test(doc.norm.slice(end, end + 3)))) return ne;
  return end;
}
