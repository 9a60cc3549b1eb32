/**
 * Words that stop a name in probate notices. The name reader's stop words
 * (domains/probate/names.ts) are never part of a person's name: roles,
 * titles, notice vocabulary, function words printed in capitals. Compared
 * lower-cased, without a trailing period. Months that are also first names
 * ("Jan", "June", "April", "August") are not stops: a date's month stands
 * before a number, which no name reads on into.
 */
export const PROBATE_NAME_STOP_WORDS: readonly string[] = `
the this that these those and or of to for in on at as by is was were has have had been be are with from who whose which
hereby given notice all any said such an upon unto into per via not no nor if its their his her our your you we they
personal representative representatives co-personal executor executors executrix executrices administrator administrators
administratrix admin co-admin co-administrator co-administrators co-administratrix co-executor co-executors co-executrix independent
petitioner petitioners applicant applicants attorney attorneys atty att'y counsel estate estates deceased decedent court
county probate clerk judge hon honorable registrar magistrate deputy surrogate surrogate's chief master trustee trustees
fiduciary fiduciaries guardian conservator heirs creditors creditor plaintiff defendant respondent dated date letters
testamentary administration case file docket cause number citation publication published publish pub legal section re
matter will testament state division department district superior circuit chancery address telephone phone tel fax email
e-mail mail suite ste box bar sbn wsba osb reg license p.o po street avenue road drive boulevard blvd highway claims claim
representing self without lawyer person filing print name signature witness whereof people adult minor
petition petitions application hearing order objection objections decree proceeding proceedings summons affidavit
ad litem cta c.t.a successor special temporary ancillary proposed deadline note nota publisher legal pursuant statutes
january february march may july september october november december feb mar apr jun jul aug sep
sept oct nov dec monday tuesday wednesday thursday friday saturday sunday prepared submitted respectfully office offices
law firm group associates llc pllc llp inc corp company p.a p.c l.l.c l.l.p ltd esq esquire s/ /s/ undersigned
pro se per appearing none n/a
`.trim().split(/\s+/);

/** First words that make a decedent cue's text no name ("Estate of the above-named", "Estate of said decedent"). */
export const NOT_DECEDENT_FIRST_WORDS: readonly string[] = [
  'the', 'said', 'this', 'all', 'any', 'such', 'decedent', 'deceased', 'estate', 'court', 'notice', 'letters', 'above',
  'undersigned', 'petitioner', 'personal', 'no', 'case', 'file',
];
