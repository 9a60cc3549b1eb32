/**
 * The holder of the loan (mortgagee) and the original lender. The holder is
 * named under a grid's label, after a cue, or before its role words; a bank
 * holding for a securitised trust keeps its capacity, as printed.
 */
import { readParties, type PartyValue } from '../../recognizers/names.js';
import { matchAll, textAfter, type Hit, type NoticeDocument } from '../../text/document.js';
import { anyOf, wordAlternation } from '../../text/escape.js';
import { US_STATES } from '../../lexicon/us-states.js';
import type { Span } from '../../text/spans.js';
import { CueTable } from '../shared/cues.js';
import { HOLDER_AFTER, HOLDER_BARE_LABEL, HOLDER_DEFINED_TERM, HOLDER_GRID, HOLDER_WHOSE_ADDRESS, MORTGAGEE } from './cues/parties.js';
import { ORIGINAL_MORTGAGEE } from './cues/original-lender.js';
import { beforeAddress, notGeneric, partiesAfterCues, partyBeforeCue, rightColumnParty } from './party-reading.js';
import type { Found } from './recognize.js';

const MORTGAGEE_CUES = CueTable.of(MORTGAGEE);
const ORIGINAL = CueTable.of(ORIGINAL_MORTGAGEE);
const BARE_LABEL = new CueTable(HOLDER_BARE_LABEL.map(([pattern]) => pattern), 'g');
/**
 * What a caption prints between a plaintiff's name and its role: ", a corporation", ", an Elm non-profit corporation",
 * ", Kansas" (a scraper may have printed the comma as a second space).
 */
const CAPTION_APPOSITIVE = `(?:,|\\s)\\s(?:an?\\s(?:[a-z-]+\\s){0,3}?(?:corporation|association|company)|${wordAlternation(US_STATES.map(([, name]) => name))})`;
/** Role words printed right after the plaintiff's name: the plaintiff is the holder. */
const PLAINTIFF_ROLE_WORDS = [
  // Not the lawyers' title: "ROE & POE,\nPlaintiff's Attorneys."
  new RegExp(`(?:${CAPTION_APPOSITIVE})?[,;]?\\s(?:as\\s)?(?:plaintiffs?|complainants?|(?:plf|pltf|plff)(?=\\.))(?:\\(s\\))?\\b(?!['’]s?\\s(?:attorneys?|counsel|solicitors?)\\b)`),
  // "wherein Elm Credit Union was Plaintiff, and Jo Roe and Al Roe were Defendants": a decree's recital.
  /\s(?:is|are|was|were)\s(?:the\s)?(?:complainants?|plaintiffs?)\b/,
  /\s(?:vs\.?|v\.|versus)\s(?=[A-Z])/,
  /,?\s(?:which|who)\sis\sthe\s(?:current\s)?(?:mortgagee|beneficiary|holder)\b/,
];
const PLAINTIFF_AFTER = anyOf(PLAINTIFF_ROLE_WORDS, 'gi');
/** Where ", solely as nominee for" follows MERS's name: right after it. */
const NOMINEE_REACH = 60;
/** A capacity phrase joining the next party ("F/K/A", "solely as trustee for the holders of") is printed within this. */
const CAPACITY_REACH = 80;
/** A trust's name after its capacity phrase may be long ("X MORTGAGE LOAN TRUST 2004-1, ASSET-BACKED ..."). */
const TRUST_NAME_REACH = 240;
/** A series number left off after "SERIES" ("SERIES 2019-2"). */
const SERIES_NUMBER_REACH = 30;
/** The certificates / series tail closing a trust's name ("MORTGAGE PASS-THROUGH CERTIFICATES, SERIES 2004-1"). */
const SERIES_TAIL_REACH = 160;
/** Capacity phrases chained in one holder's name, at most ("F/K/A ... AS SUCCESSOR TO ... AS TRUSTEE FOR ..."). */
const MAX_CAPACITY_STEPS = 5;

export function originalLender(f: Found, r: Span): Hit<PartyValue> | undefined {
  const lender = partiesAfterCues(f, r, ORIGINAL, (p) => notGeneric(p) && !DEED_TRUSTEE_AFTER.test(textAfter(f.doc, p.ne, TRUSTEE_ROLE_REACH)))[0];
  // "Original Mortgagee: MERS, as nominee for Lender, LLC": the lender is the one MERS holds for.
  return nomineeFor(f, lender) ?? lender;
}

/** "Deed of Trust from A to B, Trustee": the party the deed names its trustee holds for the lender and lends nothing. */
const DEED_TRUSTEE_AFTER = /^,?\s(?:as\s)?(?:trustees?|co-trustees?)\b(?!\s(?:for|of|on\sbehalf)\b)/i;
const TRUSTEE_ROLE_REACH = 30;

/** The party holding the loan; the original lender when none is named. */
export function holder(f: Found, r: Span, original: Hit<PartyValue> | undefined): Hit<PartyValue> | undefined {
  const named = rightColumnParty(f, r, HOLDER_GRID) ?? partiesAfterCues(f, r, MORTGAGEE_CUES, notGeneric)[0] ?? ownerByDefinedTerm(f, r) ?? partyBeforeCue(f, r, HOLDER_WHOSE_ADDRESS) ??
    partyBeforeCue(f, r, HOLDER_AFTER) ?? partyBeforeCue(f, r, PLAINTIFF_AFTER) ?? partyBeforeCue(f, r, HOLDER_DEFINED_TERM) ??
    partiesAfterCues(f, r, BARE_LABEL, notGeneric)[0];
  // "MERS, as nominee for Lender" holds the mortgage for the lender: the lender is the party named.
  const party = nomineeFor(f, named) ?? named ?? original;
  // The capacity phrases read on may run into the holder's address.
  return party && party.value.kind === 'organization' ? beforeAddress(f, withTrustCapacity(f.doc, party)) : asFamilyTrustees(f.doc, party);
}

/** "..., and Irene M. Roe, Trustees of the Roe Family Trust dated May 4, 2004": people who hold the loan as a trust's trustees. */
/** A second person holding with the first ("and Irene M. Roe"). */
const AND_CO_HOLDER = /(?:,?\s(?:and|&)\s(?:[A-Z][a-z]*\.?\s){1,3}[A-Z][a-z'’-]+)?/;
/** Their capacity, the trust and the date of its instrument ("Trustees of the Roe Family Trust dated May 4, 2004"). */
const TRUSTEES_OF = /,\s(?:as\s)?(?:[Cc]o-?)?(?:[Tt]rustees?|TRUSTEES?)\s(?:of|for|under|OF|FOR)\s(?:the\s|THE\s)?(?:[A-Z][\w'’.&-]*\s){1,6}Trust\b/;
const TRUST_DATED = /(?:,?\s(?:dated|u\/a\/d)\s[A-Z][a-z]{2,8}\.?\s\d{1,2},\s\d{4})?/;
const FAMILY_TRUSTEES = new RegExp(`^${AND_CO_HOLDER.source}${TRUSTEES_OF.source}${TRUST_DATED.source}`);
const FAMILY_TRUSTEES_REACH = 200;

function asFamilyTrustees(doc: NoticeDocument, party: Hit<PartyValue> | undefined): Hit<PartyValue> | undefined {
  const m = party && FAMILY_TRUSTEES.exec(textAfter(doc, party.ne, FAMILY_TRUSTEES_REACH));
  if (!party || !m) return party;
  const ne = party.ne + m[0].length;
  return { ...party, ne, value: { name: doc.valueOf(party.ns, ne), kind: 'organization' } };
}

function nomineeFor(f: Found, party: Hit<PartyValue> | undefined): Hit<PartyValue> | undefined {
  if (!party || !/mortgage\selectronic\sregistration|\bMERS\b/i.test(party.value.name)) return undefined;
  // The short name may stand in brackets first: "MORTGAGE ELECTRONIC REGISTRATION SYSTEMS, INC. ("MERS"), AS BENEFICIARY, AS NOMINEE FOR";
  // OCR may double-space the lines between the words.
  const m = /^(?:\s\(["“]?MERS["”]?\))?,?\s{1,3}(?:(?:as\s{1,3})?(?:beneficiary|mortgagee),?\s{1,3})?(?:solely\s{1,3})?as\s{1,3}(?:a\s{1,3})?nominee\s{1,3}for\s{1,3}/i.exec(textAfter(f.doc, party.ne, NOMINEE_REACH));
  return m ? readParties(f.doc, party.ne + m[0].length)[0] : undefined;
}

/**
 * A bank holding a loan for a securitised trust is named with its capacity, as printed:
 * "BANK, N.A. FKA OLD BANK, N.A. AS SUCCESSOR TO OTHER BANK, AS TRUSTEE FOR X TRUST, CERTIFICATES SERIES 2004-1".
 * Each capacity phrase joins the next party to the name; a certificates / series tail closes it.
 */
function withTrustCapacity(doc: NoticeDocument, holder: Hit<PartyValue>): Hit<PartyValue> {
  let ne = holder.ne;
  for (let step = 0; step < MAX_CAPACITY_STEPS; step++) {
    const join = TRUST_CAPACITY.exec(doc.norm.slice(ne, ne + CAPACITY_REACH));
    if (!join) break;
    const next = readParties(doc, ne + join[0].length, TRUST_NAME_REACH)[0];
    if (!next || next.ns - (ne + join[0].length) > 2) break;
    ne = next.ne;
  }
  // "... CERTIFICATES, SERIES 2019-2.": the series number the reader left off.
  const number = /\b(?:SERIES|Series|CLASS|Class)$/.test(doc.norm.slice(holder.ns, ne)) ? /^\s[\w-]*\d[\w-]*/.exec(doc.norm.slice(ne, ne + SERIES_NUMBER_REACH)) : null;
  if (number) ne += number[0].length;
  const tail = TRUST_SERIES_TAIL.exec(doc.norm.slice(ne, ne + SERIES_TAIL_REACH));
  if (ne === holder.ne && !tail) return holder;
  if (tail) ne += tail[0].length;
  return { ...holder, ne, value: { ...holder.value, name: doc.valueOf(holder.ns, ne) } };
}
/** A former or trade name, a capacity ("as trustee for"), or "on behalf of": each joins the next party to the holder's name. */
const AS_CAPACITY = /(?:solely\s|not\sin\sits\sindividual\scapacity,?\sbut\ssolely\s)?as\s/;
const CAPACITY = /(?:successor(?:\s(?:in\sinterest|trustee))?\sto|(?:owner\s|indenture\s|successor\s|legal\stitle\s)?trustee\s(?:for|of|on\sbehalf\sof)|trustee\sfor\sthe\s(?:holders|certificateholders)\sof)/;
const TRUST_CAPACITY_PHRASES = [
  /(?:f\/?k\/?a|formerly\sknown\sas|d\/?b\/?a|doing\sbusiness\sas)/,
  new RegExp(`${AS_CAPACITY.source}${CAPACITY.source}`),
  /on\sbehalf\sof(?:\sthe\s(?:holders|certificateholders)\sof)?/,
];
// "as Trustee for the Elm Mortgage Trust 2007-2": the article opens the trust's name as printed.
const TRUST_CAPACITY = new RegExp(`^,?\\s(?:${anyOf(TRUST_CAPACITY_PHRASES, '').source})\\s(?:the\\s)?`, 'i');
const TRUST_SERIES_TAIL = /^,?\s(?:[A-Z][\w&.'-]*\s){0,8}(?:CERTIFICATES|Certificates|NOTES|Notes)\b,?(?:\s(?:SERIES|Series|CLASS|Class)\s[\w-]*\d[\w-]*)?|^,?\s(?:SERIES|Series|CLASS|Class)\s[\w-]*\d[\w-]*/;

/**
 * "the beneficial interest in the Deed of Trust is now owned by the Secretary": the owner named by the short term a
 * recital defined ("insured by the United States Secretary of Housing and Urban Development (the Secretary)"), as HUD's
 * foreclosure commissioners print it.
 */
const OWNED_BY_TERM = /\bbeneficial\sinterest\s(?:in|under)\s(?:the|said)\s(?:deed\sof\strust|mortgage)\sis\s(?:now\s)?owned\sby\s(?:the\s)?([A-Z][a-z]+)\b/gi;
/** A name in capitalised words (joined by "of", "and", "for", "the") right before its short term in brackets. */
const NAME_BEFORE_TERM = '((?:[A-Z][\\w.&\'-]*\\s{1,2}(?:(?:of|and|for|the)\\s{1,2})*)*[A-Z][\\w.&\'-]*)\\s{1,2}\\((?:the\\s)?["\u201c]?';

/** How far before the owner's sentence its definition is looked for (the recitals between are a few hundred characters). */
const DEFINITION_REACH = 1500;

function ownerByDefinedTerm(f: Found, r: Span): Hit<PartyValue> | undefined {
  const { doc } = f;
  for (const m of matchAll(OWNED_BY_TERM, doc.norm, r.ns, r.ne)) {
    const from = Math.max(r.ns, m.index - DEFINITION_REACH);
    const defined = new RegExp(`${NAME_BEFORE_TERM}${m[1]}["\u201d]?\\)`).exec(doc.norm.slice(from, m.index));
    if (!defined) continue;
    const ns = from + defined.index;
    const ne = ns + defined[1].length;
    return { ns, ne, value: { name: doc.valueOf(ns, ne), kind: 'organization' }, source: 'name:defined-owner' };
  }
  return undefined;
}
