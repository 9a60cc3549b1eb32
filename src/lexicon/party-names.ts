/**
 * Word lists for deciding whether a value read as a party's name can be one
 * (recognizers/name-validity.ts). Rows are [pattern source, example]; patterns
 * are matched case-insensitively against one whole word (punctuation around
 * it removed) or, for phrases, against the whole value.
 */

/**
 * Corporate forms and firm words: with them even role words make a firm's
 * name ("Trustee Corps", "Substitute Trustee Services, Inc.").
 */
export const CORPORATE_FORMS: ReadonlyArray<readonly [string, string]> = [
  ['l\\.?l\\.?c|p\\.?l\\.?l\\.?c|p\\.?l\\.?c|l\\.?l\\.?p|l\\.?p|p\\.?c|p\\.?a|inc|incorporated|corp|corporation|co|company|ltd|limited|n\\.?a|f\\.?s\\.?b|fsb|chtd|chartered', 'Lone Star Title, P.L.L.C.; Roe & Poe, Chtd.'],
  ['corps|services|solutions', 'Trustee Corps'],
];

/**
 * Keywords that make a value an organisation when at least one other word
 * names it ("Harris County", "Oak Hollow Homeowners Association"). The
 * corporate suffixes of lexicon/organizations.ts count as well.
 */
export const ORGANIZATION_KEYWORDS: ReadonlyArray<readonly [string, string]> = [
  ...CORPORATE_FORMS,
  ['bank|bancorp|banc|savings|credit|union|federal|national|mortgage|mortgages|lending|lender|loans?|financial|finance|funding|capital|servicing|servicer', 'Lakeview Loan Servicing'],
  ['trust|trustees|corps|association|associates|partners|partnership|group|holdings|fund|investments?|properties|realty|homes|ventures|enterprises|equity', 'Riverbend Asset Trust 2004-1'],
  ['law|legal|firm|offices?|attorneys', 'Harbor Legal Group'],
  ['county|city|town|township|village|parish|state|commonwealth|district|board|authority|agency|department|bureau|commission|secretary|administration|government|republic', 'Travis County'],
  ['condominium|condominiums|condo|homeowners|homeowner|owners|hoa|poa|community|council|club|church|ministries|estates|villas|apartments', 'Cedar Ridge Condominium Association'],
];

/** Function words and pronouns: a name never opens with one but "The". */
export const FUNCTION_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['a|an|the|and|or|nor|but|if|of|to|in|on|at|by|for|from|with|as|is|are|was|were|be|been', 'If'],
  ['this|that|these|those|it|its|he|she|they|them|his|her|their|said|such|any|all|each|either|neither|no|not|same', 'Said'],
  ['above|below|undersigned|following|unknown|other|others|who|whom|which|whose|upon|under|into|than|then|there|here|where|when', 'Undersigned'],
];

/**
 * Words that alone are never a party: headings, function words, role words
 * and job titles. A value made only of these (and of corporate suffixes) is
 * no name: "NOTICE", "If", "AN", "Substitute Trustee", "LLC", "County Clerk".
 */
export const NOT_NAME_WORDS: ReadonlyArray<readonly [string, string]> = [
  // Headings and words of notice prose.
  ['notice|notices|sale|sales|foreclosure|hereby|given|public|auction|property|premises|deed|deeds|note|notes|lien|liens|instrument|document|exhibit', 'NOTICE OF SALE'],
  ['legal|description|default|terms|conditions|whereas|therefore|now|witness|dated|date|time|place|address|phone|telephone|fax|email|re', 'Legal Description'],
  // Headings of court papers printed above or under a notice.
  ['minute|entry|order|orders|summons|citation|hearing|petition|affidavit|certificate|proof|publication', 'MINUTE ENTRY'],
  ...FUNCTION_WORDS,
  // Street words: a reader that ran into an address ("One West Deer Valley Road Suite", "PO Box").
  ['suite|road|street|avenue|boulevard|blvd|box|floor|highway|parkway|p\\.?o', 'Valley Road Suite'],
  // Building names printed as a line of an address block ("One Arizona Center", "Realty Building").
  ['center|centre|plaza|tower|towers|building|bldg', 'One Arizona Center'],
  // Roles and job titles: a person acting in a role is named, the role is not a name.
  ['trustee|trustees|substitute|successor|original|current|beneficiary|beneficiaries|mortgagee|mortgagees|mortgagor|mortgagors|grantor|grantors|grantee|grantees|trustor|trustors', 'Substitute Trustee'],
  ['borrower|borrowers|lender|holder|owner|owners', 'Record Owner'],
  ['plaintiff|plaintiffs|defendant|defendants|petitioner|respondent|attorney|attorneys|counsel|esq|esquire', 'Attorney'],
  ['sheriff|deputy|clerk|judge|justice|magistrate|surveyor|commissioner|commissioners|referee|constable|auctioneer|notary', 'Deputy Sheriff'],
  ['officer|agent|member|manager|president|secretary|treasurer|director|representative|executor|administrator', 'Managing Member'],
  ['court|courthouse|bar|registrar|recorder|assessor|collector', 'County Recorder'],
  ['surveyors?|surveying|engineers?|engineering|architects?|planners?|appraisers?|civil|certified|consulting|land', 'Certified Land Surveyors'],
  // Words of a legal description: a reader that ran into one ("in favor of Lot D").
  ['lot|lots|tract|tracts|acre|acres', 'Lot D'],
];

/**
 * Fictitious parties a complaint names for those not yet known: "JOHN DOES I-V", "ROE CORPORATIONS 1-10".
 * A numbered range of them is never a party.
 */
export const PLACEHOLDER_PARTIES = /\b(?:does|roes|corporations|partnerships|entities)\s(?:[ivx]+|\d+)\s?(?:-|through|to)\s?(?:[ivx]+|\d+)\b|^(?:post\soffice|p\.?\s?o\.?)\sbox\b/i;

/** Name particles printed in lower case inside a person's name ("Maria de la Cruz", "Jan van Dyke"). */
export const NAME_PARTICLES = /^(?:de|del|della|der|den|di|da|du|dos|das|la|le|van|von|y|e|st\.?|bin|ibn|al)$/i;

/** Generational and professional suffixes after a person's name. */
export const PERSON_SUFFIXES = /^(?:jr|sr|ii|iii|iv|v|esq|esquire|md|phd|cpa)\.?$/i;

/** A clerk's stamp scanned into the line beside a signature ("RECEIVED JO A. DOE, Mortgagee Attorney"): a name read either way ends there. */
export const CLERK_STAMP_WORDS: readonly string[] = ['RECEIVED', 'FILED'];

/**
 * Words that follow a party's name in notices printed in capitals and are never part of it (function words
 * such as "WHO" or "HEREIN" end a name in any case, see names.ts PROSE_WORD): where the
 * notice is in mixed case their lower case ends the name ("JOHN DOE, married", "his wife").
 */
export const CAPITALS_PROSE_WORDS: readonly string[] = [
  'MARRIED', 'UNMARRIED', 'SINGLE', 'HUSBAND', 'WIFE', 'WIVES', 'SPOUSE', 'SPOUSES', 'BEING', 'THEREIN',
  'HEREINAFTER', 'DESCRIBED', 'INCLUDING', 'CONFIRMATION', 'STATUS', 'AUDIT', 'WHOSE',
  // The opening words of a notice's next clause ("... TRUST IV. NOW, THEREFORE, notice is given", "WHEREAS, ...").
  'WHEREAS', 'THEREFORE',
  ...CLERK_STAMP_WORDS,
];
