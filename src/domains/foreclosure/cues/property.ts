/** Cue phrases before the property's address and before the amount due. Rows are [pattern source, example]. */
import type { CueRow } from '../../shared/cues.js';

/** Cues before the property's street address. */
export const PROPERTY_ADDRESS: readonly CueRow[] = [
  ['property\\saddress(?:\\s?\\/\\s?(?:mailing\\s)?address)?', 'Property Address/Mailing Address: 4417 Mesquite Trail'],
  ['(?:premises|property)\\s?:', 'Premises: 12 Derby Wharf Lane, Unit 4B, Salem, MA 01970'],
  ['common\\sdesignation[^:\\n]{0,80}:', 'Street address or other common designation of the property, as reported to the Trustee: 1893 N. Grove Ave'],
  ['(?:commonly|also|more\\scommonly|otherwise)\\s(?:known|described)\\s(?:as|at)', 'commonly known as 12 Elm St'],
  ['(?:purported|believed|reported|understood)\\sto\\sbe', 'The street address of the property is believed to be 4268 N. Oak Dr.'],
  ['premises\\s(?:known|described)\\sas', 'premises known as 70 Elm Road'],
  ['(?:property|premises|real\\sestate),?\\s(?:is\\s|being\\s)?(?:located|situated)\\s(?:at|in)', 'property located at; the mortgaged premises, located at'],
  ['address\\sof\\s(?:the\\s)?(?:property|premises)', ''],
  ['(?:with\\san?|having\\san?|its)\\s(?:street\\s|property\\s)?address\\s(?:of|at)', 'with an address of'],
  // An address printed with a disclaimer: "Property street address for informational purposes: 12 Elm Rd".
  ['address\\s\\(?for\\s(?:informational|information|reference)\\spurposes(?:\\sonly)?\\)?\\s?:?', 'Property street address for informational purposes: 12 Elm Rd, Elmton, AL 35000'],
  // Not a party's: "the undersigned whose street address is 1 Elm Ave".
  ['(?<!whose\\s)street\\saddress(?:\\sof)?', 'Street address: 12 Elm St; informed that the street address of 12 Elm St is sometimes associated'],
  ['known\\sas', 'known as'],
  ['a\\/k\\/a', 'Lot 5 a/k/a 12 Elm St'],
  // A heading that names the property it sells: "TRUSTEE'S SALE OF PROPERTY 12 Elm Road", "SALE OF REAL ESTATE of 12 Elm St".
  // The address may stand in brackets after the heading: "NOTICE OF SUBSTITUTE TRUSTEE'S SALE (12 Elm Lane, Elmton, VA 22000)".
  ['\\bsale(?:\\sof)?(?:\\s(?:the\\s)?(?:valuable\\s)?(?:(?:un)?improved\\s)?(?:real\\s)?(?:property|estate|real\\sestate)(?:\\sof)?)?(?:\\s?\\()?', "TRUSTEE'S SALE OF 1805 Elm Lane, Richmond; SUBSTITUTE TRUSTEE'S SALE (12 Elm Lane, Elmton, VA 22000)"],
  ['\\breal\\sproperty\\s(?:at|located\\sat)', 'Trustee Sale Real property at 12 Elm Circle, Woodbridge, VA 22191'],
  // A form's footer: the trustee's file number, then the property set apart by "//".
  ['\\d[\\d-]{3,}(?:\\s[\\d-]{1,12})?\\s\\/\\/', '27-000410-9 4-1 // 12 ELM LANE, ELMTON, TX 78000'],
];

/** Cues before the outstanding debt, strongest first. The original principal is never the amount due. */
export const AMOUNT_DUE: readonly CueRow[] = [
  // A writ's running total after its parts: "The sum of $1, interest of $2 ... for a current total of $3 are now due".
  ['current\\stotal\\sof', 'plus post-judgment interest of $190.80, for a current total of $13,720.80 are now due'],
  // "As of May 4, 2031, the amount due is $1"; "The amount owed on the Mortgage as of the date of this notice is $1".
  // "The amount owed to the Association as of the date of this notice is $1": the party owed may be named.
  ['(?:total\\s)?amount\\s(?:due|owed|owing)(?:\\s(?:on|under)\\s(?:the|said)\\s(?:mortgage|deed\\sof\\strust|note|loan|decree|judgment)|\\sto\\sthe\\s[A-Z][a-z]+)?(?:\\sas\\sof\\s[^$.;]{3,40}?)?(?:\\sis|,?\\sto-?wit\\s?:?)?', 'amount due; to satisfy the amount due on said decree, to-wit: $1,862.40; As of May 4, 2031, the amount due is $1; The amount owed on the Mortgage as of the date of this notice is $1'],
  ['unpaid\\s(?:principal\\s)?balance(?:\\sand\\sother\\scharges)?', 'Amount of unpaid balance and other charges: $1'],
  // Oregon's: "said sums being the following: Principal balance of $1, plus interest thereon".
  ['sums\\sbeing\\sthe\\sfollowing\\s?:\\s(?:the\\s)?(?:unpaid\\s)?principal\\sbalance\\s(?:of\\s)?', 'said sums being the following: Principal balance of $211,448.19, plus interest thereon'],
  // Washington's notice: "IV. The sum owing on the Obligation is: Principal Balance of $1, together with interest".
  ['sum\\sowing\\son\\sthe\\sobligation\\sis\\s?:?\\s(?:the\\s)?(?:principal\\sbalance\\sof)?', 'The sum owing on the Obligation is: Principal Balance of $341,277.19, together with interest'],
  ['(?:approximate\\s)?amount\\sof\\s(?:the\\s)?lien(?:\\s(?:is|was))?', 'Approximate amount of lien $318,447.12 plus interest and costs'],
  ['(?:approximate\\s)?amount\\sof\\s(?:the\\s)?judgment(?:\\s(?:is|was)|\\sto\\sbe\\ssatisfied(?:\\sby\\s(?:the\\s)?sale)?(?:\\sis|\\s?:)?)?', 'Approximate amount of judgment is $1; Approximate amount of judgment to be satisfied by sale: $1'],
  ['judgment\\s(?:amount(?:\\s(?:is|was))?|in\\sthe\\samount(?:\\sof)?|of)', 'The judgment amount was $1; to satisfy a judgment in the amount of $1; the court judgment of $1'],
  // "the Final Judgment of Foreclosure entered on May 2, 2025, in the total amount of $1": the judgment's own sum.
  ['judgment\\b[^.$]{0,90}?\\sin\\sthe\\s(?:total\\s)?(?:sum|amount)\\sof', 'Final Judgment of Foreclosure entered on May 2, 2025, in the total amount of $1'],
  // Older print: "to satisfy a judgment in favor of plaintiff amounting to $1,847.50".
  ['(?:judgment|debt|indebtedness)\\b[^.$]{0,80}?\\samounting\\sto', 'to satisfy a judgment in favor of plaintiff amounting to $1,847.50, with interest; the indebtedness secured by said deed, amounting to $1,140.00'],
  // Minnesota's statutory label may go on: "..., INCLUDING TAXES, IF ANY, PAID BY MORTGAGEE: $1".
  ['claimed\\sto\\sbe\\sdue(?:\\s(?:as\\sof|at)\\s(?:the\\s)?date\\sof\\s(?:this\\s)?notice)?(?:,\\sincluding\\staxes,\\sif\\sany,\\spaid\\sby\\s(?:the\\s)?mortgagee)?', 'AMOUNT CLAIMED TO BE DUE AS OF DATE OF NOTICE: $1; AMOUNT DUE AND CLAIMED TO BE DUE AS OF DATE OF NOTICE, INCLUDING TAXES, IF ANY, PAID BY MORTGAGEE: $2'],
  ['total\\s(?:debt|indebtedness|payoff)', 'total debt'],
  ['outstanding\\s(?:principal\\s)?balance', 'Outstanding Principal Balance $1'],
  ['sum\\sowing\\b[^.$]{0,80}?\\sis(?:\\s?:?\\s(?:the\\s)?(?:unpaid\\s)?principal\\sbalance(?:\\sof)?)?', 'The sum owing on the obligation secured by the Deed of Trust is: $1; The sum owing on the obligation secured by said trust deed is: principal balance of $1'],
  // California's statutory sentence: the unpaid balance "at the time of the initial publication of the Notice of Sale is $1".
  ['initial\\spublication\\sof\\s(?:the\\s|this\\s)?notice\\sof\\s(?:trustee[\'\u2019]?s\\s)?sale\\sis', 'estimated costs at the time of the initial publication of the Notice of Sale is $1'],
  ['(?:must\\sbe\\spaid|required)\\s[^.]{0,80}?to\\s(?:stop|cure|reinstate)[^.$]{0,80}?\\sis', 'amount that must be paid to stop the sale is $1'],
  ['amount\\s(?:in\\sarrears|of\\s(?:the\\s)?(?:default|arrearage))', 'amount in arrears'],
  ['sum\\sof', 'the sum of $1'],
];
export const NOT_AMOUNT_DUE = /(?:original(?:\s\w+)?\s(?:principal|balance|amount)|principal\s(?:amount|sum)\sof|deposit|bid|fee|down\spayment|cashier|certified)[^$]{0,40}$/i;
