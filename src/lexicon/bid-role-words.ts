/**
 * Words that make a comma piece of a bid notice's contact line an office or a
 * role rather than a person ("Jane Roe, Purchasing Manager", "the Business
 * Office"). Lower case, singular and plural as printed; compared
 * case-insensitively.
 */
export const CONTACT_ROLE_WORDS: readonly string[] = [
  'manager', 'director', 'engineer', 'officer', 'office', 'department', 'division', 'clerk', 'administrator', 'agent',
  'specialist', 'buyer', 'coordinator', 'supervisor', 'superintendent', 'chief', 'captain', 'secretary', 'treasurer',
  'auditor', 'president', 'chair', 'chairman', 'chairperson', 'analyst', 'assistant', 'representative', 'attorney',
  'architect', 'consultant', 'inspector', 'commissioner', 'staff', 'team', 'desk', 'services', 'purchasing',
  'procurement', 'contract', 'contracts', 'foreman', 'vice', 'trustee',
];

/**
 * Words that a contact's lead ("to:", "call") may run into but that name no one ("to: Inquiries and
 * submissions to: ...", "Haul Rates plus On-Call Prices"). Lower case; a contact name of this one word is dropped.
 */
export const NOT_A_CONTACT_NAME: readonly string[] = [
  'inquiries', 'questions', 'submissions', 'bids', 'proposals', 'prices', 'information', 'email', 'e-mail', 'phone',
  'telephone', 'fax', 'website', 'the',
];
