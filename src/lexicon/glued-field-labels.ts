/**
 * Field labels of procurement pages that scrapers run onto the value before them ("...MASSACHUSETTSRELEASE DATE:
 * 2/23/2022QUESTIONS DUE: ...", "TITLE: Snow Removal ServicesDESCRIPTION: ..."). Printed in capitals and closed by a
 * colon; the text normalizer sets a line break before one glued to a letter or digit, so each value ends where it did
 * on the page.
 */
export const GLUED_FIELD_LABELS: readonly string[] = [
  'RELEASE DATE', 'QUESTIONS DUE', 'DUE DATE AND TIME', 'DUE DATE', 'SOLICITATION NUMBER', 'SOLICITATION FOR', 'TITLE',
  'DESCRIPTION', 'CONTACT', 'ADDENDA', 'BID NUMBER', 'BID DATE', 'BID TYPE', 'OPENING DATE',
];
