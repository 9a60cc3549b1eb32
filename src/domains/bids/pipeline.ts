/**
 * Bid / RFP pipeline. Recognizers run once over the notice (dates and times,
 * numbers, addresses, phones, e-mails, web addresses); the notice is cut into
 * sentences and its heading block is sorted; then each slot is filled from
 * cue phrases (cues.ts) around those findings. A notice is one solicitation:
 * several bid numbers in it are one entity's list.
 *
 * Order matters in one place: the title and the submission address read the
 * deadline's sentence, so the deadline is picked first.
 */
import { findUrls } from '../../recognizers/urls.js';
import type { Field } from '../../types.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import { findAgency } from './agency.js';
import { findContact, findPhonesWithExtension } from './contact.js';
import { findEmails } from '../../recognizers/emails.js';
import * as C from './cues.js';
import { findWhens, pickDeadlines, type When } from './deadlines.js';
import type { BidEntity, DateField } from './entity.js';
import { headLines } from './headings.js';
import { distinctNumbers, findBidNumbers } from './numbers.js';
import { Sentences } from './sentences.js';
import { findSolicitationType } from './solicitation.js';
import { findSubmission } from './submission.js';
import { findTitle } from './title.js';

function dateField(doc: NoticeDocument, w: When | undefined, rule: string): DateField | null {
  if (!w) return null;
  // "2:00 PM." at a sentence end: the period is the sentence's, not part of "PM".
  const ne = /[AaPp][Mm]\.$/.test(doc.norm.slice(w.ns, w.ne)) ? w.ne - 1 : w.ne;
  // A time alone ("Bids will be opened at 9:15 AM") has no date: its value is null.
  return doc.field({ ns: w.ns, ne, value: null, source: w.source }, w.date ?? null, rule);
}

/** How many printings of the title are looked after for its project code. */
const MAX_TITLE_PRINTINGS = 4;

const field = <V>(doc: NoticeDocument, h: Hit<V> | undefined, rule: string): Field<V> | null => (h ? doc.field<V>(h, h.value, rule) : null);

export function extractBids(doc: NoticeDocument): BidEntity[] {
  if (!doc.norm.trim()) return [];
  const sentences = new Sentences(doc);
  const whens = findWhens(doc);
  const numbers = findBidNumbers(doc);
  const head = headLines(doc, numbers, whens);
  const { due, opening, preBid } = pickDeadlines(whens, sentences);
  const titleFound = findTitle(doc, sentences, head, numbers, due, whens);
  // "Backhoe Loader ... Bucket #19415" on a heading line: the code after "#" is the number, not part of the title.
  const codeTail = titleFound ? /\s#\s?\d{3,8}$/.exec(doc.norm.slice(titleFound.ns, titleFound.ne)) : null;
  const title = titleFound && codeTail ? { ...titleFound, ne: titleFound.ne - codeTail[0].length } : titleFound;
  const agency = findAgency(doc, sentences, head);
  const emails = findEmails(doc);
  // The domain of an e-mail address split by a line break reads as a web address on its own.
  const website = findUrls(doc).find((u) => !emails.some((e) => u.ns < e.ne && e.ns < u.ne));
  const phones = findPhonesWithExtension(doc);
  const contact = findContact(doc, sentences, phones, emails);
  const submission = findSubmission(doc, sentences, whens, due);
  const type = findSolicitationType(doc, head);

  const ids: Hit<string>[] = distinctNumbers(numbers).map((h) => ({ ...h, value: h.value.id }));
  if (title) {
    // "the ELM AVENUE SEWER REPLACEMENT, WR 31-06, will be received", "Water Main Relocation (B15002)": a project code printed after the title.
    // The title may be read where it is printed a second time, and the code printed only after the first ("... Bucket #19415" as the top line).
    const text = doc.norm.slice(title.ns, title.ne);
    for (let at = doc.norm.indexOf(text), seen = 0; at >= 0 && seen < MAX_TITLE_PRINTINGS; at = doc.norm.indexOf(text, at + 1), seen++) {
      const end = at + text.length;
      const code = C.TITLE_CODE_AFTER.exec(doc.norm.slice(end, end + 30));
      const id = code ? (code[1] ?? code[2] ?? code[3]) : undefined;
      if (!code || !id) continue;
      if (!ids.some((h) => h.value === id)) {
        const ns = end + code[0].lastIndexOf(id);
        ids.push({ ns, ne: ns + id.length, value: id, source: 'bids:number-after-title' });
      }
      break;
    }
  }

  const entity: BidEntity = {
    bidNumber: ids.sort((a, b) => a.ns - b.ns).map((h) => doc.field(h, h.value, 'bids:number')),
    title: title ? doc.field({ ...title, value: null }, doc.valueOf(title.ns, title.ne), 'bids:title') : null,
    agencyName: agency ? doc.field(agency, agency.value.name, 'bids:agency') : null,
    agencyWebsite: field(doc, website, 'bids:website'),
    dueDate: dateField(doc, due, 'bids:due-date'),
    openingDate: dateField(doc, opening, 'bids:opening-date'),
    preBidMeeting: dateField(doc, preBid, 'bids:pre-bid-meeting'),
    contactName: field(doc, contact.name, 'bids:contact'),
    contactPhone: field(doc, contact.phone, 'bids:contact'),
    contactEmail: field(doc, contact.email, 'bids:contact'),
    submissionAddress: field(doc, submission, 'bids:submission-address'),
    solicitationType: type ? doc.field(type, type.value, 'bids:solicitation-type') : null,
  };
  const found = Object.values(entity).some((v) => (Array.isArray(v) ? v.length > 0 : v !== null));
  return found ? [entity] : [];
}
