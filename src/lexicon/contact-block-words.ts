/**
 * Words of a signature or contact block that are never a word of the
 * individual's name ("Attorney for Petitioner", "Telephone", "Suite 200",
 * "P.O. Box", "Esq.", street and direction words): the name run of a block
 * ends before one. Compared case-insensitively, with or without a period.
 */
export const CONTACT_NOT_NAME_WORDS: readonly string[] = [
  'attorney', 'attorneys', 'counsel', 'law', 'office', 'offices', 'firm', 'group', 'telephone', 'phone', 'tel', 'fax',
  'facsimile', 'e-mail', 'email', 'address', 'suite', 'ste', 'box', 'p.o', 'po', 'state', 'bar', 'no', 'number',
  'for', 'the', 'of', 'and', 'at', 'by', 'personal', 'representative', 'representatives', 'petitioner', 'petitioners',
  'trustee', 'trustees', 'estate', 'court', 'county', 'superior', 'probate', 'llc', 'pllc', 'pc', 'pa', 'plc', 'ltd',
  'inc', 'esq', 'esquire', 'dated', 'signed', 'contact', 'purchasing', 'agent', 'north', 'south', 'east', 'west',
  'street', 'avenue', 'road', 'drive', 'boulevard', 'attn', 'attention', 'publish', 'published', 'notice', 'hearing',
  'fiduciary', 'license', 'on', 'in', 'to', 'an', 'is', 'with', 'or',
];
