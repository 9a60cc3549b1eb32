/**
 * The cue tables (cues.ts) compiled once, where more than one slot reads them
 * or a slot reads them as a list of patterns.
 */
import { compileCues } from '../shared/cues.js';
import * as C from './cues.js';

export const re = (src: string, flags = 'gi') => new RegExp(src, flags);
export const DECEDENT_CUES = C.DECEDENT_CUES.map(([p, tier]) => ({ re: re(p), tier }));
export const DECEDENT_END = C.DECEDENT_END.map(([p]) => re(p, 'i'));
export const ALIAS = re(C.ALIAS_MARKERS.map(([p]) => `(?:${p})`).join('|'));
export const ALIAS_START = re(`^\\s{0,3}(?:${C.ALIAS_MARKERS.map(([p]) => p).join('|')})`, 'i');
export const HEADINGS = compileCues(C.ESTATE_HEADING, 'none', 'gi');
export const CASE_LABELS = compileCues(C.CASE_LABELS, 'none', 'gi');
export const DEATH_END = compileCues(C.DEATH_BEFORE, 'end');
export const FIRST_PUB = C.FIRST_PUBLICATION_LABELS.map(([p]) => re(p));
export const PUB = [...C.PUBLICATION_LABELS, C.PUBLICATION_OF_NOTICE].map(([p]) => re(p));
export const DEADLINE_DATE_END = compileCues(C.DEADLINE_DATE_BEFORE, 'end');
export const RULE_END = C.RULE_END.map(([p]) => re(p));
export const PR_ROLE_AT = re(`^${C.PR_ROLE}`, 'i');
export const PR_ROLE_ALL = re(C.PR_ROLE);
export const PR_LABELS = compileCues(C.PR_LABELS, 'none', 'gi');
export const PR_VERBS = compileCues(C.PR_VERB_AFTER, 'none', 'gi');
export const PR_BEFORE = C.PR_BEFORE.map(([p]) => re(p));
export const WHOSE_ADDRESS = /,?\s(?:whose\s(?:mailing\s|post\soffice\s)?address\sis|who\sis\sdomiciled\sat|having\san\saddress\sof|residing\sat)\s/gi;
export const CLAIMS_ADDRESS = compileCues(C.CLAIMS_ADDRESS, 'none', 'gi');
export const ATTORNEY_LABELS = C.ATTORNEY_LABELS.map(([p, dir]) => ({ re: re(p), dir }));
export const CONTACT_LINE = C.CONTACT_LINE.map(([p]) => re(p, 'i'));
export const SIGNATURE_PREFIX = /^(?:by:?\s?)?(?:\/s\/|\(s\)|s\/)?\s?/i;
export const ABBREVIATION_BEFORE_PERIOD = /(?:^|[\s(])(?:[A-Za-z](?:\.[A-Za-z]){0,3}|no|nos|sec|secs|stat|stats|ann|rev|st|co|inc|jr|sr|minn|fla|ariz|tenn|wash|neb|colo|mich|cal|calif|ore|a\.m|p\.m|u\.s)$/i;
