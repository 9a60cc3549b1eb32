/**
 * A municipality printed only through its officer ("the City Purchasing Agent
 * of Clovis", "the Town Clerk of Ashton"): the body is the kind and the
 * place ("City of Clovis"), which the notice never prints together.
 */
const MUNICIPAL_KIND = '(City|Town|Village|Borough|Township|County)';
const MUNICIPAL_OFFICE = '(?:Clerk|Manager|Administrator|Agent|Treasurer|Engineer|Auditor|Recorder|Comptroller|Controller)';
/** The place is a name, not another article or kind ("the City Clerk of the City of X" is read elsewhere). */
const NOT_A_PLACE = '(?!the\\b|The\\b|City\\b|Town\\b|Village\\b|Borough\\b|Township\\b|County\\b)';
const PLACE_WORD = "[A-Z][\\w'’-]*";
/** The place ends the phrase: no further name word and no "of"/"for" that would make it an office. */
const PLACE_END = "(?![\\w'’-]|\\s(?:of|for)\\b|\\s[A-Z])";
export const MUNICIPAL_OFFICER = new RegExp(
  `^(?:the\\s)?${MUNICIPAL_KIND}\\s(?:[A-Z][a-z]+\\s){0,2}${MUNICIPAL_OFFICE}\\s(?:of|for)\\s(${NOT_A_PLACE}${PLACE_WORD}(?:\\s${PLACE_WORD}){0,2})${PLACE_END}`,
);
