/**
 * Values read after a case label that are no case number: a docket year alone ("Docket No. 2024"), or a date whose month
 * the label ran into ("Case No. OCT 12 2024", "JUN-2024"). A number that goes on past the date ("JAN 2024-001") stays.
 */
export const NOT_CASE_NUMBER = /^(?:(?:19|20)\d{2}|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?[\s-]?\d{1,4}(?:,?\s\d{2,4})?)$/i;
