/**
 * Words that name a party's role in a notice rather than the party
 * ("Plaintiff", "Substitute Trustee", "Personal Representative", "Esq."): a
 * name read forward stops before one. Compared case-insensitively as whole
 * words.
 */
export const PARTY_ROLE_WORDS: readonly string[] = [
  'attorney', 'attorneys', 'plaintiff', 'plaintiffs', 'defendant', 'defendants', 'trustee', 'trustees', 'substitute',
  'beneficiary', 'beneficiaries', 'mortgagee', 'mortgagees', 'mortgagor', 'mortgagors', 'grantor', 'grantors',
  'trustor', 'trustors', 'petitioner', 'petitioners', 'original', 'current', 'dated', 'recorded', 'referee', 'sheriff',
  'deceased', 'esq', 'esq.', 'by', 'its', 'their', 'executor', 'executors', 'executrix', 'administrator',
  'administrators', 'administratrix', 'co-administrator', 'co-administrators', 'co-executor', 'co-executors',
  'personal', 'representative', 'representatives', 'applicant', 'applicants',
  // Classified captions abbreviate the parties' roles ("ELM BANK, Plf. vs. JO ROE, et al, Defts.").
  'plf', 'plf.', 'pltf', 'pltf.', 'plff', 'plff.', 'deft', 'deft.', 'defts', 'defts.',
];

/**
 * Words that open a label ("Other Interested Parties:", "Address:", "Sale
 * Date:"), as opposed to a name printed before one ("Jo Itkin Address:").
 * Compared case-insensitively as whole words.
 */
export const LABEL_OPENING_WORDS: readonly string[] = [
  'other', 'original', 'current', 'property', 'mortgage', 'name', 'date', 'time', 'place', 'phone', 'telephone', 'tel',
  'fax', 'address', 'sale', 'case', 'file', 'county', 'trustee', 'substitute', 'beneficiary', 'grantor', 'attorney',
  'lender', 'servicer', 'amount', 'legal', 'parcel', 'tax', 'interested', 'recording', 'instrument',
];
