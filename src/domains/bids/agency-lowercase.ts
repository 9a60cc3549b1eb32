/**
 * A body printed in lower case, as older notices print them, named by the
 * place or number after "of": "received by the school board of District No. 5,
 * Elm county, Montana", "by the board of county commissioners of Pine County", "by the municipal officers of the
 * town of Elm Falls", "by the county court of Elm county, Missouri".
 * Only after the words that name the soliciting body ("received by the"): in
 * lower case elsewhere such words are prose ("the board reserves the right").
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import type { AgencyValue } from './agency.js';

/** A capitalised word, or one a narrow column split at a line break ("Fer\ngus"). */
const NAME_WORD = "[A-Z][\\w.'’-]*(?:\\n[a-z]+)?";
const LOWER_BODY = new RegExp(
  '(?:(?:school|county|city|town|village|township|district|road|park|drainage|levee)\\s)?' +
    '(?:board(?:\\sof\\s(?:county\\s)?(?:education|directors|trustees|supervisors|commissioners|control|public\\sworks))?|council|commissioners|trustees|directors|supervisors|municipal\\sofficers|selectmen|(?<=county\\s)court)' +
    // "the municipal officers of the town of Elm Falls": a town's officers, named by the town.
    // "the board of education of the Elm Bend school district": the district's kind in lower case after its name.
    `\\sof\\s(?:the\\s)?(?:(?:town|city|village|township)\\sof\\s|school\\sdistrict\\s(?=No\\b))?(?:${NAME_WORD}|No\\.?)(?:\\s(?:${NAME_WORD}|No\\.?|\\d+|county|parish|(?:school\\s)?district\\b))*` +
    // "..., of Twin Buttes county, Idaho": the county after "of", then its state.
    `(?:,\\s(?:of\\s)?${NAME_WORD}(?:\\s${NAME_WORD})*(?:\\s(?:county|parish))?)*`,
  'y',
);

export function lowercaseBody(doc: NoticeDocument, from: number): Hit<AgencyValue> | undefined {
  const at = from + (/^the\s/i.exec(doc.norm.slice(from, from + 4))?.[0].length ?? 0);
  LOWER_BODY.lastIndex = at;
  const m = LOWER_BODY.exec(doc.norm);
  if (!m) return undefined;
  const ne = at + m[0].replace(/[.,]+$/, '').length;
  return { ns: at, ne, value: { name: doc.valueOf(at, ne) }, source: 'bids:agency-lowercase' };
}
