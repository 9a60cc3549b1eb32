/**
 * The case number: the value after a case label (court codes in pieces,
 * "2024 EST 101234"), a number in the decedent's caption line, or an
 * unlabelled docket line above it.
 */
import { findDocketLines } from '../../recognizers/identifiers.js';
import { matchAll, wideGapBefore, type NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { CASE_LABELS } from './cue-patterns.js';
import { CAPTION_CASE_NUMBER } from './cues/case-number.js';
import type { Decedent } from './decedent.js';
import type { Found } from './recognize.js';

const ID_TOKEN = /[A-Z0-9](?:[A-Za-z0-9]|[-/.,](?=[A-Za-z0-9]))*/y;
const CAPS_SHORT = /^[A-Z]{1,4}$/;
const SPACED_DASH = /^ ?- ?(?=\d)/;
const SURNAME_TAIL = /\/[A-Za-z]{2,}$/;
const GLUED_WORD_TAIL = /(?<=\d)[A-Z]{5,}$/;
/** "No." opening a line of its own, as the case-label row reads it at a line start. */
const BARE_NO_LABEL = /\bno\b\.?[\s:#]{0,3}/gi;

/**
 * The case number starting at `at`: tokens with digits, joined by single
 * spaces, with short capital prefixes and infixes ("PB 2019-012345", "MC CH
 * CV PB 21-0000123", "2024 EST 101234") and a short suffix closing the line
 * ("24-4-00777-2 SEA"). Stops at a line break, a lower-case word or a long
 * capitalised word.
 */
export function readCaseValue(doc: NoticeDocument, at: number): Span | undefined {
  const text = doc.norm;
  let p = at;
  let start = -1;
  let end = -1;
  let prefix = 0;
  let pendingCaps = -1;
  for (let n = 0; n < 10; n++) {
    ID_TOKEN.lastIndex = p;
    const m = ID_TOKEN.exec(text);
    if (!m) break;
    const tok = m[0];
    const hasDigit = /\d/.test(tok);
    if (hasDigit) {
      if (start < 0) start = pendingCaps >= 0 ? pendingCaps : m.index;
      end = m.index + tok.length;
      pendingCaps = -1;
      // The caption's surname glued on ("PB2019-000517/ROE") is not part of the number.
      // So is the next heading's word a scraper glued on with no break ("File No. 2025-188SURROGATE'S COURT").
      const tail = SURNAME_TAIL.exec(tok) ?? GLUED_WORD_TAIL.exec(tok);
      if (tail) {
        end -= tail[0].length;
        break;
      }
    } else if (CAPS_SHORT.test(tok)) {
      if (end < 0) {
        if (++prefix > 4) return undefined;
        if (pendingCaps < 0) pendingCaps = m.index;
      } else {
        // A trailing code closes the value only at the end of its line ("... 00777-2 SEA\n"), or
        // before a wide gap the scraper folded ("2024-0456 A    SURROGATE'S COURT").
        const e = m.index + tok.length;
        const wideGap = text[e] === ' ' && doc.map[e + 1] - doc.map[e] > 1;
        if (tok.length <= 3 && (/^(?:\n|$|\s?\))/.test(text.slice(e, e + 3)) || wideGap)) {
          end = e;
          break;
        }
        if (pendingCaps < 0) pendingCaps = m.index;
      }
    } else break;
    p = m.index + tok.length;
    // A dash set off by spaces joins two digit groups ("PB2019 - 004273").
    const dash = hasDigit ? SPACED_DASH.exec(text.slice(p, p + 4)) : null;
    if (dash) {
      p += dash[0].length;
      continue;
    }
    // A prefix abbreviated with a period before the number ("PRO. 26-2214").
    if (!hasDigit && end < 0 && text[p] === '.' && text[p + 1] === ' ') p++;
    if (text[p] !== ' ') break;
    p++;
  }
  if (start < 0 || end < 0) return undefined;
  while (end > start && /[.,]/.test(text[end - 1])) end--;
  return { ns: start, ne: end };
}

export function caseNumber(f: Found, r: Span, dec: Decedent | undefined): Span | undefined {
  const { doc } = f;
  for (const m of matchAll(CASE_LABELS, doc.norm, Math.max(0, r.ns - 1), r.ne)) {
    let at = m.index + m[0].length;
    while (/[\s:#.]/.test(doc.norm[at] ?? '') && doc.norm[at] !== '\n') at++;
    // A label closing its line (a narrow column's wrap): the number opens the next.
    const v = readCaseValue(doc, at) ?? (doc.norm[at] === '\n' ? readCaseValue(doc, at + 1) : undefined);
    if (v && v.ne <= r.ne) return v;
  }
  // "NOTICE TO CREDITORS  No. 2025PC0419  IN THE ESTATE": the line-start "No." label, where a scraper ran the
  // lines on and left a wide gap for the break.
  for (const m of matchAll(BARE_NO_LABEL, doc.norm, r.ns, r.ne)) {
    if (!wideGapBefore(doc, m.index)) continue;
    const v = readCaseValue(doc, m.index + m[0].length);
    // Digits alone after "No." run on from a signature are a bar number ("Jane Roe  No. 012345").
    if (v && v.ne <= r.ne && /[A-Za-z-]/.test(doc.norm.slice(v.ns, v.ne))) return v;
  }
  if (dec) {
    const line = doc.norm.slice(dec.cueLine, doc.lineEnd(dec.cueLine));
    const m = CAPTION_CASE_NUMBER.exec(line);
    if (m) {
      const ns = dec.cueLine + m.index + 1;
      return { ns, ne: ns + m[1].length };
    }
  }
  // An unlabelled docket line in the caption, above the decedent's name.
  return findDocketLines(doc, r.ns, dec ? dec.cueLine : r.ne)[0];
}
