/**
 * Probate pipeline: recognizers run once over the notice (recognize.ts), the
 * notice is cut into estates (a combined notice to creditors lists several),
 * each estate's slots are filled by the fillers below, in their order, from
 * cue phrases (cues/) around the hits, and the slots are assembled into the
 * entity. Each slot's reading lives in the file named after it.
 *
 * Slots and where they are looked for:
 *   estate-only  decedent, aliases, case number, date of death,
 *                representatives, attorney (a combined notice prints these
 *                per estate; "No attorney of record" must stay empty)
 *   shared       court, first publication, claim rule (a combined notice
 *                prints these once, before or after the list), so the
 *                estate is searched first and then the whole notice.
 */
import type { DeadlineValue } from '../../types.js';
import type { NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { estateAttorney, type AttorneyContacts } from './attorney.js';
import { caseNumber } from './case-number.js';
import { claimDeadline, standardizeDeadline, type Deadline, type StandardizedDeadline } from './claim-deadline.js';
import { courtIn } from './court.js';
import { dateSpan, type DateCand } from './date-candidates.js';
import { dateOfDeath } from './death.js';
import { decedentName, findDecedent, type Decedent } from './decedent.js';
import type { ProbateEntity } from './entity.js';
import { firstInScopes, splitEstates, type Estate } from './estates.js';
import { firstPublication, type Publication } from './publication.js';
import { recognize } from './recognize.js';
import { representatives, type Rep } from './representatives.js';
import { viaAttorneyAddress } from './representative-address.js';
import { addressValue, dateFromStandard, dateOf, spanField } from '../shared/values.js';

/** What the fillers read for one estate, before it is written out as fields. */
interface Slots {
  decedent?: Decedent;
  caseNumber?: Span;
  court?: Span;
  death?: DateCand;
  publication?: Publication;
  deadline?: Deadline;
  deadlineStandardized?: StandardizedDeadline;
  representatives: Rep[];
  attorney: AttorneyContacts;
}

/** A slot and its filler: it reads the estate (and the slots filled before it) and returns the slot's value. */
type Filler = { [K in keyof Slots]-?: readonly [slot: K, fill: (e: Estate, got: Readonly<Slots>) => Slots[K]] }[keyof Slots];

/**
 * The slot fillers, in the order they run. Order matters where a filler
 * reads an earlier slot: the case number may stand in the decedent's caption
 * line, the decedent is no representative, a representative is no attorney,
 * a claim rule counts from the first publication or the death, and representatives served at their attorney's
 * address take it once the attorney is read.
 */
const FILLERS: readonly Filler[] = [
  ['decedent', (e) => findDecedent(e.found.doc, e.range)],
  ['caseNumber', (e, got) => caseNumber(e.found, e.range, got.decedent)],
  ['court', (e) => firstInScopes(e, courtIn)],
  ['death', (e) => dateOfDeath(e.found, e.range)],
  ['publication', (e) => firstInScopes(e, firstPublication)],
  ['deadline', (e) => firstInScopes(e, claimDeadline)],
  ['representatives', (e, got) => representatives(e.found, e.range, decedentName(e.found.doc, got.decedent))],
  ['attorney', (e, got) => estateAttorney(e.found, e.range, got.representatives.map((x) => x.name.value.name))],
  ['representatives', (e, got) => viaAttorneyAddress(e.found, e.range, got.representatives, got.attorney.address)],
  ['deadlineStandardized', (e, got) => standardizeDeadline(e, got.deadline, got.publication?.standardized, got.death?.standardized)],
];

/** One entity per estate, in the order printed; none for an empty notice. */
export function extractProbate(doc: NoticeDocument): ProbateEntity[] {
  if (!doc.norm.trim()) return [];
  const found = recognize(doc);
  const estates = splitEstates(doc);
  const whole = { ns: 0, ne: doc.norm.length };
  return estates.map((range) => {
    const e: Estate = { found, range, scopes: estates.length > 1 ? [range, whole] : [range] };
    const got: Slots = { representatives: [], attorney: {} };
    for (const [slot, fill] of FILLERS) (got as Record<keyof Slots, unknown>)[slot] = fill(e, got);
    return assemble(doc, got);
  });
}

/** The estate's slots as the contract's fields (entities.md), each with its span, recognizer and slot rule. */
function assemble(doc: NoticeDocument, got: Slots): ProbateEntity {
  const { decedent: dec, death, publication: pub, deadline, deadlineStandardized: std, attorney: att } = got;
  const printed = (r: Span | undefined, slot: string) => (r ? spanField<string>(doc, r, undefined, slot, slot) : null);
  const address = (r: Span | undefined, slot: string) => (r ? spanField(doc, r, addressValue(doc, r), slot, slot) : null);
  // A printed deadline date is the date recognizer's; a computed one is known by its standard form.
  const claimDate = std?.stated ? dateOf(deadline?.date) : dateFromStandard(std?.value);
  const claim: DeadlineValue | undefined = deadline && { date: claimDate, dateStated: std?.stated ?? false, dateRule: std?.source };
  const claimRule = deadline?.rule ? 'probate:claim-rule' : 'probate:claim-date';
  return {
    decedentName: dec ? printed(dec.name, 'probate:decedent') : null,
    decedentAliases: dec ? dec.aliases.map((a) => printed(a, 'probate:alias')!) : [],
    caseNumber: printed(got.caseNumber, 'probate:case'),
    courtName: printed(got.court, 'probate:court'),
    dateOfDeath: death ? spanField(doc, dateSpan(doc, death), dateOf(death), death.source, 'probate:death') : null,
    personalRepresentatives: got.representatives.map((rep) => ({
      name: doc.field(rep.name, rep.name.value.name, 'probate:representative'),
      address: address(rep.address, 'probate:pr-address'),
    })),
    attorneyName: att.name ? doc.field(att.name, att.name.value.name, 'probate:attorney') : null,
    attorneyAddress: address(att.address, 'probate:attorney-address'),
    attorneyPhone: printed(att.phone, 'probate:attorney-phone'),
    attorneyEmail: printed(att.email, 'probate:attorney-email'),
    firstPublicationDate: pub ? spanField(doc, pub.span, dateOf(pub), 'probate:first-publication', 'probate:first-publication') : null,
    claimDeadline: deadline && claim ? spanField(doc, deadline.span, claim, deadline.date?.source ?? claimRule, claimRule) : null,
  };
}
