import type { NoticeDocument } from '../../text/document.js';
import type { BidEntity } from './entity.js';

/** Bid / RFP pipeline: not implemented yet (returns no entities). */
export function extractBids(doc: NoticeDocument): BidEntity[] {
  void doc;
  return [];
}
