/**
 * Probate pipeline: recognizers run once over the notice, the notice is cut
 * into estates (a combined notice to creditors lists several), and each
 * estate's slots are filled from cue phrases (cues.ts) around the hits.
 *
 * Slots and where they are looked for:
 *   estate-only  decedent, aliases, case number, date of death,
 *                representatives, attorney (a combined notice prints these
 *                per estate; "No attorney of record" must stay empty)
 *   shared       court, first publication, claim rule (a combined notice
 *                prints these once, before or after the list), so the
 *                estate is searched first and then the whole notice.
 */
import { formatAddress } from '../../recognizers/addresses.js';
import type { Field } from '../../types.js';
import type { NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { attorneyFromBlock, attorneyOf } from './attorney.js';
import { caseNumber } from './case-number.js';
import { claimDeadline, lettersDate } from './claim-deadline.js';
import { courtIn } from './court.js';
import { dateSpan } from './date-candidates.js';
import { dateOfDeath } from './death.js';
import { citedRule, computeDeadline, parseStandardized } from './deadlines.js';
import { findDecedent } from './decedent.js';
import type { PersonalRepresentative, ProbateEntity } from './entity.js';
import { splitEstates } from './estates.js';
import { sameName } from './names.js';
import { firstPublication } from './publication.js';
import { recognize, type Found } from './recognize.js';
import { representatives } from './representatives.js';

function field(doc: NoticeDocument, r: Span | undefined, value?: string, source = 'probate', stated = true): Field | null {
  if (!r) return null;
  return doc.field({ ns: r.ns, ne: r.ne, value: null, source }, value, stated);
}

function fillEstate(f: Found, r: Span, whole: Span, several: boolean): ProbateEntity {
  const { doc } = f;
  const scopes = several ? [r, whole] : [r];
  const firstOf = <T>(fn: (s: Span) => T | undefined): T | undefined => {
    for (const s of scopes) {
      const v = fn(s);
      if (v !== undefined) return v;
    }
    return undefined;
  };
  const dec = findDecedent(doc, r);
  const decName = dec ? doc.norm.slice(dec.name.ns, dec.name.ne) : undefined;
  const caseNo = caseNumber(f, r, dec);
  const court = firstOf((s) => courtIn(f, s));
  const death = dateOfDeath(f, r);
  const pub = firstOf((s) => firstPublication(f, s));
  const deadline = firstOf((s) => claimDeadline(f, s));
  const reps = representatives(f, r, decName);
  let att = attorneyOf(f, r);
  // "Attorney for Personal Representative: Jane Doe" names the client; a contact block naming someone else holds the lawyer.
  const isRep = (name: string) => reps.some((x) => sameName(x.name.value.name, name));
  if (att.name && isRep(att.name.value.name)) {
    const other = f.attorneyBlocks.filter((b) => b.ns < r.ne && b.ne > r.ns).map((b) => attorneyFromBlock(f, b))
      .find((x) => x?.name && !isRep(x.name.value.name));
    if (other) att = other;
  }

  let deadlineStd: Field | null = null;
  if (deadline?.date?.standardized) deadlineStd = field(doc, deadline.span, deadline.date.standardized, 'probate:deadline-date');
  else if (deadline?.rule) {
    const rule = deadline.rule;
    const computed = computeDeadline(rule, {
      firstPublication: parseStandardized(pub?.standardized),
      death: parseStandardized(death?.standardized),
      letters: rule.terms.some((t) => t.from === 'letters') ? parseStandardized(firstOf((s) => lettersDate(f, s))?.standardized) : undefined,
    });
    const row = citedRule(doc.norm, rule);
    if (computed) deadlineStd = field(doc, deadline.span, computed, row ? `deadline:${row.state} ${row.statute}` : 'deadline:rule', false);
  }

  const personal: PersonalRepresentative[] = reps.map((rep) => ({
    name: doc.field(rep.name, rep.name.value.name),
    address: rep.address ? field(doc, rep.address, formatAddress(doc, rep.address.ns, rep.address.ne), 'probate:pr-address') : null,
  }));
  return {
    decedentName: dec ? field(doc, dec.name, undefined, 'probate:decedent') : null,
    decedentAliases: dec ? dec.aliases.map((a) => field(doc, a, undefined, 'probate:alias')!) : [],
    caseNumber: field(doc, caseNo, undefined, 'probate:case'),
    courtName: field(doc, court, undefined, 'probate:court'),
    dateOfDeath: death ? field(doc, dateSpan(doc, death), undefined, `probate:death/${death.source}`) : null,
    dateOfDeathStandardized: death?.standardized ? field(doc, dateSpan(doc, death), death.standardized, `probate:death/${death.source}`) : null,
    personalRepresentatives: personal,
    attorneyName: att.name ? doc.field(att.name, att.name.value.name) : null,
    attorneyAddress: att.address ? field(doc, att.address, formatAddress(doc, att.address.ns, att.address.ne), 'probate:attorney-address') : null,
    attorneyPhone: field(doc, att.phone, undefined, 'probate:attorney-phone'),
    attorneyEmail: field(doc, att.email, undefined, 'probate:attorney-email'),
    firstPublicationDate: pub ? field(doc, pub.span, undefined, 'probate:first-publication') : null,
    firstPublicationDateStandardized: pub?.standardized ? field(doc, pub.span, pub.standardized, 'probate:first-publication') : null,
    claimDeadline: deadline ? field(doc, deadline.span, undefined, deadline.rule ? 'probate:claim-rule' : 'probate:claim-date') : null,
    claimDeadlineStandardized: deadlineStd,
  };
}

/** One entity per estate, in the order printed; none for an empty notice. */
export function extractProbate(doc: NoticeDocument): ProbateEntity[] {
  if (!doc.norm.trim()) return [];
  const f = recognize(doc);
  const estates = splitEstates(doc);
  const whole = { ns: 0, ne: doc.norm.length };
  return estates.map((r) => fillEstate(f, r, whole, estates.length > 1));
}
