/**
 * US phone numbers. A cheap pattern finds candidates (ten digits in the usual
 * groupings, with the OCR slip of "l" for "1"); the US numbering plan of
 * libphonenumber-js's metadata gives the lengths a number may have. Running
 * libphonenumber over a whole notice costs a millisecond; parsing each
 * candidate, about 15 microseconds; reading the plan once, nothing per notice.
 */
import { Metadata } from 'libphonenumber-js';
import { matchAll, type Hit, type NoticeDocument } from '../text/document.js';

export interface PhoneValue {
  /** The ten digits, e.g. "5758088394". */
  digits: string;
  /** E.164, e.g. "+15758088394". */
  e164: string;
}

const D = '[\\dl]';
const CANDIDATE = new RegExp(
  // The first character is a real digit, "(" or "+": a candidate may not start at every letter "l".
  `(?<![\\w$.,/-])(?:\\+?1[\\s.-]?)?(?:\\(\\s?\\d${D}{2}\\s?\\)|\\d${D}{2})[\\s.-]{0,2}${D}{3}[\\s.-]{1,2}${D}{4}(?![\\w/-]|\\.\\d|,\\d{3})`,
  'g',
);

/**
 * A fax (or text-telephone) label printed just before a number: "Fax: ",
 * "Facsimile No. ", "TDD ", or a lone "F: " in a contact line ("T: ... F: ...").
 */
const FAX_LABEL_BEFORE = /(?:\b(?:fax|facsimile|tdd|tty)|(?<![A-Za-z])f)[\s.:#no]{0,6}$/i;
/** How far before a number its label may start. */
const FAX_LABEL_REACH = 20;

/** Whether the number at `ns` is labelled a fax (or TDD) line, not a voice phone. */
export function isFaxNumber(doc: NoticeDocument, ns: number): boolean {
  return FAX_LABEL_BEFORE.test(doc.norm.slice(Math.max(0, ns - FAX_LABEL_REACH), ns));
}

/**
 * National number lengths of the US plan, read once (constant metadata). For ten NANP digits this is
 * what `validatePhoneNumberLength(digits, 'US')` decides, without parsing every candidate again.
 */
const US_LENGTHS: readonly number[] = (() => {
  const metadata = new Metadata();
  metadata.selectNumberingPlan('US');
  return metadata.numberingPlan?.possibleLengths() ?? [10];
})();

export function findPhones(doc: NoticeDocument): Hit<PhoneValue>[] {
  const hits: Hit<PhoneValue>[] = [];
  for (const m of matchAll(CANDIDATE, doc.norm)) {
    const digits = m[0].replace(/l/g, '1').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    // North American numbering: area code and exchange start with 2-9 ("008317 4410" is a bar number and a house).
    if (digits.length !== 10 || digits[0] < '2' || digits[3] < '2') continue;
    // The numbering plan's length check (a full parse adds nothing for ten NANP digits, whose E.164 form is +1 and the digits).
    if (!US_LENGTHS.includes(digits.length)) continue;
    hits.push({ ns: m.index, ne: m.index + m[0].length, value: { digits, e164: `+1${digits}` }, source: 'phone' });
  }
  return hits;
}
