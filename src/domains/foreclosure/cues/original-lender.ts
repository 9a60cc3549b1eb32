/** Cue phrases after which the original lender of the mortgage or deed of trust is printed. */
import type { CueRow } from '../../shared/cues.js';

/** Phrases after which the original lender is printed. */
export const ORIGINAL_MORTGAGEE: readonly CueRow[] = [
  ['original\\s(?:mortgagee|beneficiary|lender)(?:\\(ies\\)|\\(s\\))?\\s?:?', 'Original Beneficiary(ies) BANK'],
  ['as\\snominee\\sfor', 'MERS, as nominee for Lender, LLC'],
  ['\\b(?:loan|note)\\s(?:which\\swas\\s)?originally\\s(?:made\\sby|payable\\sto)(?=\\s(?:the\\s)?[A-Z])', 'securing a loan originally made by Elm Crest Mortgage, Inc., in the original principal amount of $1'],
  // Minnesota's form labels the mortgage's own mortgagee, then its assignments: "MORTGAGEE: Elm Home Loans, Inc.\n...
  // ASSIGNMENTS OF MORTGAGE: Assigned to: Oak Servicing, LLC" (the assignee holds it now).
  ['(?<=(?:^|\\n)[ \\t]{0,4}(?:\\d{1,2}\\.\\s)?)mortgagee\\s?:(?=[^]{0,600}?\\bassignments?\\sof\\smortgage\\s?:)', 'MORTGAGEE: Elm Home Loans, Inc.\\nASSIGNMENTS OF MORTGAGE: Assigned to: Oak Servicing, LLC'],
  ['\\bnote\\spayable\\sto(?=\\s[A-Z])', 'securing a note payable to Elm Piedmont Bank, default having occurred'],
  // "to secure the payment of a certain note in said deed of trust described, payable to the Elm Bank of Oakton".
  ['\\bnote\\b(?:[^.;]|\\.\\d|(?<=\\s[A-Z])\\.){0,120}?,\\s(?:and\\s)?payable\\sto(?:\\sthe\\sorder\\sof)?(?=\\s(?:the\\s)?[A-Z])', 'to secure the payment of a certain note in said deed of trust described, payable to the Elm Bank of Oakton; a promissory note in the original principal amount of $187,650.00, payable to the order of Elm Credit Union'],
  // A mortgage's parties by their roles: "executed by Jo Roe and Al Roe, his wife, mortgagors, to the Elm State Bank, mortgagee".
  // Or defined as a term: 'executed and delivered by Jo Roe ("Mortgagor"), to Elm Credit Union ("Mortgagee")'.
  ['\\bmortgagors?(?:["”\']?\\))?,?\\s(?:to|unto)(?=\\s(?:the\\s)?[A-Z])', 'executed and delivered by Jo Roe and Al Roe, his wife, mortgagors, to the Elm State Bank, a corporation, mortgagee; executed and delivered by Jo Roe ("Mortgagor"), to Elm Credit Union ("Mortgagee")'],
  // Not a judgment's creditor ("on a judgment rendered ... on the 9th day of October, 1916, in favor of Elm Bank, as plaintiff").
  // (The words come first and the judgment is looked back at from them: a row opening with the look-back would try it at every position.)
  ['in\\sfavor\\sof(?<!\\bjudgment\\b[^.;]{0,80}in\\sfavor\\sof)', 'in favor of Bank, N.A., as Beneficiary'],
  // The deed's trustee "securing" the lender: "from Jo Roe to Elm Settlement Co., Trustee, securing Oak Hills Bank".
  [',\\ssecuring(?=\\s(?:the\\s)?[A-Z])', 'from Jo Roe to Elm Settlement Co., Trustee, securing Oak Hills Bank, recorded'],
  ['for\\sthe\\s(?:use\\sand\\s)?benefit\\sof', 'Deed of Trust executed by JOHN DOE for the benefit of Bank N.A.; Trustee for the use and benefit of Bank'],
  // The deed's trustee holds it for the lender: "conveying ... to Emory Title, LLC as Trustee for Ridgeline Lending, LLC".
  ['\\bconveying\\s[^;]{0,120}?\\sas\\strustee\\sfor', 'conveying certain property therein described to Emory Title Services, LLC as Trustee for Ridgeline Home Lending, LLC'],
  // Texas: "executed a Deed of Trust conveying to Jo Roe, as Trustee, the Real Estate hereinafter described, to Elm Bank".
  ['\\bhereinafter\\sdescribed,\\sto(?=\\s[A-Z])', 'conveying to Jo Roe, as Trustee, the Real Estate hereinafter described, to Elm Federal Credit Union, to secure a debt'],
  // The same with the role set off by commas: "to Elm Title Company, Trustee, for Oak Valley Bank" (not a holder's
  // capacity, "Oak Bank, as Indenture Trustee, for the Elm Trust").
  ['\\btrustee(?<!\\bas\\s(?:\\w+\\s)?trustee),\\s(?:for|on\\sbehalf\\sof)(?!\\s(?:the\\s)?(?:use|benefit)\\b)(?=\\s(?:the\\s)?[A-Z])', 'executed by Jo Roe to Elm Title Company, Trustee, for Oak Valley Bank, and recorded; to Elm Title & Escrow, Trustee, on behalf of Oak Home Loans, LLC'],
  // Periods after initials ("Margaret Q. Halloran") do not end the clause.
  // "The mortgage being foreclosed was granted by Jo Roe to Elm Bank" (Vermont, Maine, South Dakota).
  ['(?:mortgage|deed\\sof\\strust|deed\\sto\\ssecure\\sdebt|security\\sdeed)\\s(?:(?:being\\sforeclosed\\s)?(?:was\\s)?(?:given|made|executed|granted)\\s)?(?:by|from)\\s(?:[^.;]|(?<=\\b[A-Z])\\.){1,200}?\\sto(?=\\s[A-Z])', 'a certain mortgage given by Margaret Q. Doe to Seacoast Savings Bank'],
];
