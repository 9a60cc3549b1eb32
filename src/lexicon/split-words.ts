/**
 * Words of notice language that OCR prints split in two ("no tice", "Coun ty",
 * "ap pointed", "administra tor"). Normalization joins two fragments when
 * together they spell one of these words and they are not two words of their
 * own: "trust or" and "survey or" stay apart, since "trust", "survey" and
 * "or" are words. Cue patterns then match; values are still printed as the
 * notice prints them.
 */
import { US_STATES } from './us-states.js';

/** Cue words of the three domains, lower case. */
const NOTICE_VOCABULARY = `
notice notices hereby given undersigned appointed appointment qualified administrator administratrix
administrators administration executor executrix executors estate estates deceased decedent creditors
creditor claims claim against presented required publication published within months county counties
court courts probate attorney attorneys representative representatives personal petitioner petition
letters testamentary surrogate superior circuit chancery district division matter barred forever
authenticated vouchers exhibit trustee trustees substitute mortgage mortgagee mortgagees mortgagor mortgagors
foreclosure foreclose foreclosed sale auction public highest bidder bidders premises property described
description recorded records deed trust default indebtedness secured beneficiary courthouse sheriff
plaintiff plaintiffs defendant defendants judgment decree execution proposals proposal sealed
specifications contract contractor contractors construction erection installation invitation receive received opened publicly board
supervisors commissioners township village clerk office building purchase furnish furnishing equipment
materials project improvement improvements department between pending payment thereof therein hereof
containing described survey witness instrument township parish commonwealth current holder servicer information telephone
executed delivered conveying grantor grantors trustor trustors borrower borrowers assignee assigned lender
`;

/**
 * Dates and hours as narrow columns print them: a sale or a bid deadline
 * often wraps inside its month or weekday ("Sep\ntember", "Mon\nday"), and
 * the date reader needs the word whole. "march", "may" and "june" are too
 * short or too common to need it.
 */
const CALENDAR_VOCABULARY = `
january february april august september october november december
monday tuesday wednesday thursday friday saturday sunday forenoon afternoon
`;

/** Parties and officers of older court captions and signatures ("Com\nplainant", "Solici\ntors for"). */
const CAPTION_VOCABULARY = `
complainant complainants respondent respondents solicitor solicitors master commissioner referee
administratrix executrix guardian
`;

/**
 * Long street-type words a narrow column splits at its edge ("Boule\nvard", "Fr\neeway"), so the address reader
 * sees its street suffix. Only words whose pieces are no words of their own ("Park Way" is a street name).
 */
const STREET_VOCABULARY = `
avenue boulevard freeway highway expressway turnpike terrace
`;

/** Words of lenders' and servicers' names a column splits ("Loan Serv\nicing LLC"), so a party's name reads whole. */
const LENDER_VOCABULARY = `
servicing savings federal national association company corporation financial finance lending credit union
`;

/** Short and common words that stand on their own: two of them side by side are two words. */
const COMMON_WORDS = `
a an the of or and to in on at by for with as be is it no not per here there under over out up
son sons web site line cent north south east west house any one every where some all our his her
their its this that said such same from into upon than then when who whom whose which pay real
`;

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Whole words a split may rejoin into: the vocabulary and the one-word state names. */
export const REJOINABLE_WORDS: ReadonlySet<string> = new Set([
  ...words(NOTICE_VOCABULARY),
  ...words(CALENDAR_VOCABULARY),
  ...words(CAPTION_VOCABULARY),
  ...words(STREET_VOCABULARY),
  ...words(LENDER_VOCABULARY),
  ...US_STATES.map(([, name]) => name.toLowerCase()).filter((n) => !n.includes(' ')),
]);

/** Words that stand alone: the vocabulary itself and common short words. */
export const STANDALONE_WORDS: ReadonlySet<string> = new Set([...REJOINABLE_WORDS, ...words(COMMON_WORDS)]);

