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
  'procurement', 'contract', 'contracts',
];
