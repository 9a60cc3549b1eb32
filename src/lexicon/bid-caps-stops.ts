/**
 * Words that end an agency name printed in capitals ("THE CITY OF LAKE VIEW
 * UNTIL 2:00 P.M.", "TOWN OF X INVITES BIDS"): solicitation abbreviations,
 * verbs and prepositions of the sentence the name opens. Case matters: the
 * bids agency reader compares them as printed.
 */
export const CAPS_NAME_STOPS: readonly string[] = [
  'RFP', 'RFQ', 'RFI', 'ITB', 'IFB', 'RFB', 'UNTIL', 'WILL', 'SHALL', 'IS', 'ARE', 'AT', 'ON', 'BY', 'FOR', 'TO', 'IN',
  'FROM', 'WITH', 'HEREBY', 'INVITES', 'REQUESTS', 'SEEKS', 'ACCEPTS', 'RECEIVE', 'RECEIVES', 'NOTICE', 'INVITATION',
  'INVITATIONS', 'ADVERTISEMENT', 'REQUESTING', 'SEEKING', 'ACCEPTING', 'BIDS', 'PROPOSALS', 'REQUEST', 'SEALED', 'SOLICITATION',
  // The clause a name opens in a notice set all in capitals ("TOWN OF ELM AS ASSURANCE THAT", "... SUPERVISORS AND PUBLICLY OPENED").
  'AS', 'THAT', 'WHICH', 'WHO', 'PUBLICLY', 'OPENED', 'RECEIVED', 'UPON', 'UNDER', 'PURSUANT', 'HAS', 'HAVE', 'MAY', 'MUST',
  'RESERVES', 'REQUIRES',
];
