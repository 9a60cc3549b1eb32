/** Documented limits on the work one call may do. */

/**
 * The longest notice `extract` accepts, in characters (1,000,000: the longest
 * real notices, sheriff's lists, run to some tens of kilobytes).
 */
export const MAX_TEXT_LENGTH = 1_000_000;
