/**
 * Words that describe who may bid, after "from" ("proposals from qualified
 * firms", "bids from all interested parties"): the phrase is about the
 * bidders, so a title before it ends there. "Removal of snow from all roads"
 * names no bidder and goes on. Lower case; compared case-insensitively.
 */
export const OFFEROR_WORDS: readonly string[] = [
  'qualified', 'interested', 'eligible', 'responsible', 'prospective', 'experienced', 'licensed', 'reputable',
  'professional', 'bidders', 'firms', 'vendors', 'persons', 'parties', 'manufacturers', 'contractors',
  'suppliers', 'sources', 'companies', 'consultants', 'individuals', 'offerors', 'proposers', 'respondents',
];
