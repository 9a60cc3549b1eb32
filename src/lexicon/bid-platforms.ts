/**
 * Electronic bidding services named by their brand alone ("submitted electronically through DemandStar"): the
 * place bids are delivered when no office is named. Names that already say what they are ("the Elm e-Bid
 * portal") are read by their service words instead.
 */
export const BID_PLATFORMS: readonly string[] = [
  'DemandStar', 'BidNet Direct', 'BidNet', 'Bonfire', 'OpenGov Procurement', 'OpenGov', 'PlanetBids', 'QuestCDN',
  'BidSync', 'Periscope S2G', 'Periscope', 'Ionwave', 'Jaggaer', 'Negometrix', 'eBidExchange', 'Bid Express',
  'ProcureNow', 'Public Purchase', 'VendorLink', 'Vendor Registry', 'BuySpeed',
];
