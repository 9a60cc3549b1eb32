/**
 * A state printed after a name (a body's ", North Dakota", a town's ", S. D."),
 * whole or broken over two lines by a narrow column (", Ore\ngon").
 */
import { ABBREVIATED_STATE_SOURCE, STATE_NAME_SOURCE as STATE_NAMES, US_STATES } from '../lexicon/us-states.js';
/** "Ada, Minn.": an abbreviated state keeps its period; "..., State of Idaho" names it in full. */
// Not a county named for a state ("Township, Delaware Bend County, Ohio", "Iowa County").
const STATE_AFTER = new RegExp(`^,\\s(?:(?:(?:State|STATE)\\s(?:of|OF)\\s)?(?:${STATE_NAMES})(?=[,\\s.;:]|$)(?!\\s(?:[A-Z][a-z]+\\s)?(?:County|COUNTY|county|Parish)\\b)|${ABBREVIATED_STATE_SOURCE}(?=[,\\s;:]|$))`);
const STATE_SET = new Set(US_STATES.map(([, name]) => name.toLowerCase()));
/** A state's name that a narrow column broke over two lines ("Heppner, Ore\ngon"). */
const WRAPPED_STATE = /^,\s([A-Z][a-z]+)[ \t]?\n[ \t]?([a-z]+)(?=[,\s.;:]|$)/;

/** Length of ", State" printed after a name (whole or wrapped), or 0. */
export function stateAfter(text: string, ne: number): number {
  const window = text.slice(ne, ne + 40);
  const whole = STATE_AFTER.exec(window);
  if (whole) return whole[0].length;
  const wrapped = WRAPPED_STATE.exec(window);
  return wrapped && STATE_SET.has(`${wrapped[1]}${wrapped[2]}`.toLowerCase()) ? wrapped[0].length : 0;
}

/**
 * Whether the name ending at `ne` is a town: its state follows and closes the line ("Attorney for Mortgagee,\nElmton,
 * Minn."), as a signature prints the lawyer's town. Not "Jo Roe, Texas Bar No. 1", a lawyer's state bar.
 */
export function isTownClosingLine(text: string, ne: number): boolean {
  const state = stateAfter(text, ne);
  return state > 0 && /^[.,]?[ \t]*(?:\n|$)/.test(text.slice(ne + state, ne + state + 8));
}

/** ", Lincoln County" (", Lincoln county" in older print) or ", County of Lincoln" after a numbered district's name, whole or over a line break. */
// A county's name may hold a second capital ("DeKalb", "McHenry", "LaSalle", "DuPage").
const COUNTY_AFTER = /^,\s(?:(?:[A-Z][a-z]*[A-Z]?[a-z]+\s){1,2}(?:County|COUNTY|county)|(?:County|COUNTY)\sof\s[A-Z][a-z]*[A-Z]?[a-z]+(?:\s[A-Z][a-z]+)?)\b/;

/**
 * Length of the county (and its state) after a numbered district ("School
 * District No. 14, Lincoln County, Washington"): such a district is told from
 * its namesakes only by them. 0 when none is printed.
 */
export function countyAfter(text: string, ne: number): number {
  const county = COUNTY_AFTER.exec(text.slice(ne, ne + 40).replace(/\n/g, ' '));
  return county ? county[0].length + stateAfter(text, ne + county[0].length) : 0;
}
