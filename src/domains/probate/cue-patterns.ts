/**
 * The cue tables (cues/) compiled once, where more than one slot reads them
 * or a slot reads them as a list of patterns. Patterns scanned over an
 * estate are gated (text/gated-scan.ts): a scan starts where the pattern's
 * words first allow a match (most cue words are first printed late: the
 * attorney's in the signature), and is skipped where they are not printed.
 */
import { PERIOD_ABBREVIATIONS } from '../../lexicon/abbreviations.js';
import { wordAlternation } from '../../text/escape.js';
import { gated } from '../../text/gated-scan.js';
import { compileCues } from '../shared/cues.js';
import * as AttorneyCues from './cues/attorney.js';
import * as CaseNumberCues from './cues/case-number.js';
import * as DatesCues from './cues/dates.js';
import * as DecedentCues from './cues/decedent.js';
import * as RepresentativesCues from './cues/representatives.js';

export const re = (src: string, flags = 'gi') => new RegExp(src, flags);
export const DECEDENT_CUES = DecedentCues.DECEDENT_CUES.map(([p, tier]) => ({ ...gated(re(p)), tier }));
/** Where a decedent's name ends: the earliest match of any row is where the rows' alternation first matches, in one scan. */
export const DECEDENT_END = re(`(?:${DecedentCues.DECEDENT_END.map(([p]) => p).join('|')})`, 'i');
export const ALIAS = re(DecedentCues.ALIAS_MARKERS.map(([p]) => `(?:${p})`).join('|'));
/** An alias marker ending a text: what stands before it is the name printed first. */
export const ALIAS_END = re(`,?\\s{0,2}(?:${DecedentCues.ALIAS_MARKERS.map(([p]) => p).join('|')})\\s{0,2}$`, 'i');
export const ALIAS_START = re(`^\\s{0,3}(?:${DecedentCues.ALIAS_MARKERS.map(([p]) => p).join('|')})`, 'i');
export const HEADINGS = gated(compileCues(DecedentCues.ESTATE_HEADING, 'none', 'gi'));
export const CASE_LABELS = compileCues(CaseNumberCues.CASE_LABELS, 'none', 'gi');
export const DEATH_END = compileCues(DatesCues.DEATH_BEFORE, 'end');
export const FIRST_PUB = DatesCues.FIRST_PUBLICATION_LABELS.map(([p]) => gated(re(p)));
export const PUB = [...DatesCues.PUBLICATION_LABELS, DatesCues.PUBLICATION_OF_NOTICE].map(([p]) => gated(re(p)));
export const DEADLINE_DATE_END = compileCues(DatesCues.DEADLINE_DATE_BEFORE, 'end');
/** Where a printed rule ends: one alternation of the rows, whose first match is the earliest of any row's. */
export const RULE_END = compileCues(DatesCues.RULE_END, 'none', 'gi');
export const PR_ROLE_AT = re(`^${RepresentativesCues.PR_ROLE}`, 'i');
export const PR_ROLE_ALL = gated(re(RepresentativesCues.PR_ROLE));
export const PR_LABELS = gated(compileCues(RepresentativesCues.PR_LABELS, 'none', 'gi'));
export const PR_VERBS = gated(compileCues(RepresentativesCues.PR_VERB_AFTER, 'none', 'gi'));
export const PR_BEFORE = RepresentativesCues.PR_BEFORE.map(([p]) => gated(re(p)));
export const WHOSE_ADDRESS = gated(/,?\s(?:whose\s(?:mailing\s|post\soffice\s)?address\sis|who\sis\sdomiciled\sat|having\san\saddress\sof|residing\sat)\s/gi);
export const CLAIMS_ADDRESS = compileCues(RepresentativesCues.CLAIMS_ADDRESS, 'none', 'gi');
export const ATTORNEY_LABELS = AttorneyCues.ATTORNEY_LABELS.map(([p, dir, , caseSensitive]) => ({ ...gated(re(p, caseSensitive ? 'g' : 'gi')), dir }));
export const ESQUIRE = gated(AttorneyCues.ESQUIRE);
export const CONTACT_LINE = AttorneyCues.CONTACT_LINE.map(([p]) => re(p, 'i'));
/** What opens a signature line before the name: "By: /s/ ", "/s/ By: ", "(s) "; not the "By" of "Byron". */
export const SIGNATURE_PREFIX = /^(?:by\b:?\s?)?(?:(?:\/s\/|\(s\)|s\/)\s?(?:by\b:?\s?)?)?\s?/i;
/** The word before a period, when that period ends an abbreviation, not a sentence. */
export const ABBREVIATION_BEFORE_PERIOD = new RegExp(`(?:^|[\\s(])(?:[A-Za-z](?:\\.[A-Za-z]){0,3}|${wordAlternation(PERIOD_ABBREVIATIONS)})$`, 'i');
