/**
 * A web page's heading that says what the body is accepting bids for ("Now Accepting Bids for Winter Sand
 * 2027-2028"): the name after "for" is the title, as a page names its solicitation, over the body's longer prose.
 */
import type { NoticeDocument } from '../../text/document.js';
import type { HeadLine } from './headings.js';
import { span, trim, type TitleFinding } from './title-text.js';

const ACCEPTING_FOR = /^(?:now\s)?(?:accepting|requesting|seeking|soliciting|inviting|taking)\s(?:sealed\s)?(?:bids|proposals|quotes)\s(?:for|on)\s(?:the\s)?(?=\S)/i;

export function fromAcceptingHeading(doc: NoticeDocument, head: HeadLine[]): TitleFinding | undefined {
  const line = head[0];
  if (!line || line.kind !== 'headline') return undefined;
  const m = ACCEPTING_FOR.exec(doc.norm.slice(line.ns, line.ne));
  if (!m) return undefined;
  const s = trim(doc, line.ns + m[0].length, line.ne);
  return s.ne - s.ns >= 4 ? span(s.ns, s.ne, 'bids:title-heading') : undefined;
}
