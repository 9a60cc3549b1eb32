import type { NoticeDocument } from '../../text/document.js';
import type { ProbateEntity } from './entity.js';

/** Probate pipeline: not implemented yet (returns no entities). */
export function extractProbate(doc: NoticeDocument): ProbateEntity[] {
  void doc;
  return [];
}
