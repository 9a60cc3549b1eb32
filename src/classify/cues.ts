/**
 * Cue phrases that tell the kinds of notice apart: [pattern source, weight, example].
 * Patterns match case-insensitively; each row counts once per notice. `other`
 * rows mark notices that resemble ours but are not (a tax-deed sale is an
 * auction of land; a storage lien sale is a public auction).
 */
export type ClassDomain = 'foreclosure' | 'bids' | 'probate' | 'other';
export type ClassCue = readonly [pattern: string, weight: number, example: string];

export const CLASS_CUES: Readonly<Record<ClassDomain, readonly ClassCue[]>> = {
  foreclosure: [
    ["(?:substitute\\s|successor\\s)?trustees?'?s?\\s(?:notice\\sof\\s)?sale", 4, "SUBSTITUTE TRUSTEES' SALE"],
    ['order\\sof\\ssale|decree\\sof\\ssale', 3, 'In pursuance of an Order of Sale'],
    ['plaintiffs?,?\\s(?:vs?\\.|versus|against|-v\\.?-)', 1, 'Bank, Plaintiff, vs. John Doe'],
    ['public\\s(?:auction|outcry|vendue)', 1, 'at public auction'],
    // Michigan and older notices head a sale by advertisement "MORTGAGE SALE" and sell "the mortgaged premises".
    ['mortgage\\ssale|mortgaged\\spremises', 4, 'MORTGAGE SALE. Default having been made'],
    ['real\\s(?:estate|property)', 1, 'SALE OF REAL ESTATE'],
    ['notice\\sof\\s(?:foreclosure|default\\sand\\sforeclosure|mortgage\\sforeclosure)', 4, 'NOTICE OF FORECLOSURE SALE'],
    ["mortgagee'?s\\ssale", 4, "MORTGAGEE'S SALE OF REAL ESTATE"],
    ["(?:referee|commissioner)'?s?\\s(?:notice\\sof\\s)?sale", 3, "REFEREE'S NOTICE OF SALE"],
    ["sheriff'?s\\ssale", 3, "SHERIFF'S SALE OF REAL ESTATE"],
    // Pennsylvania's and New Jersey's sheriffs sell mortgaged land on a writ of execution from the mortgagee's judgment.
    ['writ\\sof\\sexecution', 2, 'By virtue of a Writ of Execution issued out of the Court of Common Pleas'],
    // Pennsylvania's and Delaware's writ for a mortgage: its sale is a foreclosure, though the land is "seized ... in execution".
    ['levari\\sfacias', 9, 'By virtue of a writ of Levari Facias'],
    // A sheriff sells land on a creditor's execution: "By virtue of a special execution issued by the Clerk".
    ['special\\sexecution', 3, 'By virtue of a special execution issued by the Clerk of the District Court'],
    ['sale\\sunder\\spower', 4, 'NOTICE OF SALE UNDER POWER'],
    ['judgment\\sof\\sforeclosure', 4, 'Judgment of Foreclosure and Sale'],
    ['foreclos(?:e|ure|ing)', 2, 'foreclosure'],
    ['deed\\sof\\strust', 2, 'a Deed of Trust dated'],
    ['deed\\sto\\ssecure\\sdebt|security\\sdeed', 3, 'Deed to Secure Debt'],
    ['power\\sof\\ssale', 2, 'Power of Sale contained in a certain mortgage'],
    ['(?:grantor|trustor|mortgagor)s?', 2, 'Grantor(s):'],
    ['(?:mortgagee|beneficiary)', 1, 'Current Mortgagee:'],
    ['mortgage(?!e)', 1, 'a certain mortgage'],
    ['(?:unpaid|principal)\\sbalance|amount\\sdue', 1, 'unpaid balance'],
    ['redemption\\speriod|right\\sof\\sredemption', 2, 'redemption period'],
    ['property\\saddress|commonly\\sknown\\sas', 1, 'commonly known as'],
    ['foreclosure\\ssale', 3, 'surplus funds from the foreclosure sale'],
    ['(?:substitute|successor)\\strustee', 3, 'the appointed Substitute Trustee'],
    ["(?:special\\s)?master'?s\\s(?:notice\\sof\\s)?sale|master\\sin\\schancery", 4, "NOTICE OF SPECIAL MASTER'S SALE"],
    ['(?:offer|expose|sell)\\s(?:for\\ssale\\s)?,?\\s?at\\spublic\\s(?:auction|outcry|vendue|sale)', 2, 'will offer for sale at public auction; offer at public sale to the highest bidder'],
    // Older sales by advertisement: "By virtue of the power contained in a mortgage ...", "default having been made".
    ['power\\s(?:of\\ssale\\s)?contained\\sin\\s(?:a|the|said)\\s(?:certain\\s)?(?:mortgage|deed)', 4, 'By virtue of the power contained in a certain mortgage'],
    ['default\\s(?:having\\sbeen|has\\sbeen)\\smade\\sin\\s(?:the\\s)?(?:payment|conditions)', 3, 'default having been made in the payment of the note'],
    // Short notices and teasers: a sale notice's own words, a trustee's sale number, a sale put off.
    ["notice\\sof\\s(?:amended\\s)?(?:trustee'?s?\\s)?sale\\b", 2, 'NOTICE OF SALE OF REAL PROPERTY; Notice of Trustee Sale'],
    ['\\bT\\.?\\s?S\\.?\\s?(?:No\\b|#)', 3, 'T.S. No. 26-0012'],
    ['(?:satisfy|foreclose)\\s(?:the\\s)?(?:lien\\sof\\s)?(?:a|the|said)\\s(?:mortgage|deed\\sof\\strust)', 3, 'to satisfy the lien of a mortgage'],
    ['(?:sale|auction)\\s[^.]{0,60}?\\b(?:postponed|continued|adjourned)\\b', 2, 'the sale formerly set for May 1 has been postponed'],
    ['(?:sold|sell)\\s[^.]{0,60}?\\bunder\\sa\\s(?:judgment|decree)', 3, 'will be sold at public auction under a judgment entered in'],
  ],
  bids: [
    ['invitations?\\s(?:to|for)\\s(?:bid|bids|tender)', 5, 'INVITATIONS TO BID'],
    ['request\\sfor\\s(?:proposals?|qualifications|quotes?|quotations|information|bids?|sealed\\sbids|statements?\\sof\\s(?:interest|qualifications))|call\\sfor\\s(?:bids|proposals|tenders)', 5, 'REQUEST FOR BID; CALL FOR BIDS'],
    // A body that "invites qualified firms to submit proposals" or "is seeking quotes", and the responses that "are due".
    ['(?:invites?|inviting|requests?|requesting|seeks?|seeking|solicits?|soliciting)\\s[^.]{0,40}?\\b(?:proposals|bids|quotes|quotations|statements\\sof\\s(?:interest|qualifications))\\b', 4, 'invites qualified firms to submit proposals'],
    ['(?:responses|proposals|bids|quotes|quotations|submittals)\\s(?:are|is|will\\sbe|shall\\sbe)\\sdue\\b', 4, 'Responses are due June 3'],
    ['(?:receive|open|accept)(?:\\sand\\s(?:open|receive|consider|publicly\\sopen))?\\s(?:sealed\\s)?(?:bids|proposals)', 4, 'shall receive and open bids'],
    ['bid\\s(?:closing|due\\sdate|deadline|package)|bidding\\sdocuments', 3, 'A Bid Closing and Public Opening'],
    ['\\b(?:RFP|RFQ|RFI|ITB|IFB)\\b', 3, 'RFP #25-003'],
    ['sealed\\s(?:bids|proposals|quotes)', 4, 'Sealed bids will be received'],
    ['notice\\sto\\s(?:bidders|contractors|proposers|printers|builders|dealers|suppliers|vendors)|advertisement\\s(?:for|to)\\sbids?', 5, 'NOTICE TO BIDDERS; NOTICE TO PRINTERS'],
    ['statements?\\sof\\squalifications|\\bSOQs?\\b', 5, 'REQUEST FOR STATEMENTS OF QUALIFICATIONS'],
    ['(?:accepting|soliciting|invites?|inviting)\\s(?:sealed\\s)?(?:bids|proposals|quotes)', 4, 'The Board is accepting bids'],
    ['(?:bids|proposals)\\s(?:are|should|must)\\sbe\\s(?:received|submitted|delivered)', 4, 'Bids are to be received at the Town Office'],
    ['(?:bids|proposals|quotes|submittals|responses)\\s(?:will|shall)\\sbe\\s(?:received|accepted|opened)', 4, 'Bids will be received until'],
    ['bid\\s(?:bond|security|opening|documents|form|package|no\\.?|number)', 3, 'bid bond'],
    ['pre-?(?:bid|proposal)\\s(?:meeting|conference)', 3, 'pre-bid meeting'],
    ['(?:plans\\sand\\s)?specifications', 1, 'plans and specifications'],
    ['prevailing\\swage|davis-bacon', 2, 'prevailing wage rates'],
    ['(?:lowest|responsible|responsive)\\s(?:and\\sbest\\s)?(?:responsible\\s)?(?:bidder|proposer)', 2, 'lowest responsible bidder; the lowest and best bidder'],
    // Older lettings: "WANTED — Bids for hauling gravel", "PROPOSALS FOR COAL.", "Bids to be in the hands of the clerk", "will let the contract".
    ['\\bbids\\swanted\\b|\\bwanted\\W{1,4}bids\\b|(?:^|\\n)\\s*(?:sealed\\s)?(?:proposals|bids)\\sfor\\b', 4, 'BIDS WANTED; PROPOSALS FOR COAL.'],
    ['(?:bids|proposals)\\s(?:to|must|shall)\\sbe\\sin\\sthe\\shands\\sof|let\\sthe\\scontract|letting\\sof\\s(?:the\\s)?(?:[a-z]+\\s){0,2}contract|notice\\sof\\sletting', 4, 'Bids to be in the hands of the clerk; will let the contract for grading; NOTICE OF LETTING OF DRAIN CONTRACT'],
    ['to\\s(?:road\\s|bridge\\s)?(?:contractors|builders)\\b', 2, 'TO ROAD CONTRACTORS'],
    ['(?:reject|waive)\\sany\\s(?:and|or)\\sall\\s(?:bids|proposals)', 2, 'reject any and all bids'],
    ['solicitation', 2, 'Solicitation No.'],
    ['contractors?', 1, 'contractor'],
  ],
  probate: [
    ['notice\\sto\\s(?:creditors|heirs)', 5, 'NOTICE TO CREDITORS'],
    ['(?:estate\\sof|in\\sthe\\smatter\\sof\\sthe\\sestate)', 3, 'Estate of JOHN DOE, Deceased'],
    ['\\bdeceased\\b|\\bdecedent', 2, 'Deceased'],
    ['personal\\srepresentative|executor|executrix|administrat(?:or|rix)', 3, 'Personal Representative'],
    ['letters\\s(?:testamentary|of\\sadministration)', 3, 'Letters Testamentary'],
    ['claims\\s(?:against|with)\\s(?:the|said)\\sestate', 4, 'claims against the estate'],
    ['probate', 2, 'Probate Division'],
    ["surrogate'?s\\scourt", 3, "Surrogate's Court"],
    ['forever\\sbarred', 2, 'will be forever barred'],
    ['petition\\sto\\sadminister', 4, 'NOTICE OF PETITION TO ADMINISTER ESTATE'],
  ],
  other: [
    ['tax\\sdeed|tax\\scertificate|tax\\s(?:lien\\s)?sale|tax\\sliens?|delinquent\\s(?:real\\sestate\\s|property\\s)?taxes|taxes\\s[^.]{0,40}\\bdelinquent|treasurer\'?s\\s(?:sale|auction)', 6, 'NOTICE OF APPLICATION FOR TAX DEED'],
    ['self[\\s-]?storage|storage\\s(?:unit|units|facility)|lien\\ssale|warehouse\\slien', 6, 'self storage lien sale'],
    ['zoning|rezon(?:e|ing)|variance|conditional\\suse|planning\\s(?:commission|board)', 5, 'zoning board public hearing'],
    ['public\\shearing', 2, 'NOTICE OF PUBLIC HEARING'],
    ['ordinance', 4, 'AN ORDINANCE AMENDING'],
    ['budget|appropriation|tax\\slevy|mill\\slevy', 4, 'proposed budget'],
    ['change\\sof\\sname|name\\schange|petition\\sto\\schange', 6, 'NOTICE OF PETITION FOR CHANGE OF NAME'],
    ['(?:abandoned|impounded)\\s(?:vehicle|property)', 5, 'abandoned vehicle'],
    ['annual\\smeeting|election|ballot|polling\\splace', 3, 'annual meeting'],
    ['fictitious\\sbusiness\\sname|assumed\\sname|articles\\sof\\s(?:organization|incorporation)', 6, 'FICTITIOUS BUSINESS NAME STATEMENT'],
    ['notice\\sof\\s(?:dissolution|summons|adoption)|divorce|termination\\sof\\sparental', 5, 'NOTICE OF DISSOLUTION'],
    ['on\\sexecution|virtue\\sof\\san\\sexecution', 8, "SHERIFF'S NOTICE OF SALE OF REAL ESTATE ON EXECUTION"],
    ['hereby\\ssummoned|quiet\\stitle', 5, 'YOU ARE HEREBY SUMMONED and required to appear'],
  ],
};

/** Below this score no kind of ours is claimed: the notice is `other`. */
export const MIN_SCORE = 5;
