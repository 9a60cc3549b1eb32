/**
 * Marks spans in the running text. Spans may overlap or nest (a date and its
 * standardized form share one, a place of sale holds an address), so the text
 * is cut at every span boundary and each piece is marked with all the spans
 * that cover it; the innermost one gives its color. Marks change colors only,
 * never metrics, so the text does not move when they appear.
 */

/**
 * Cuts [0, length) at every boundary of `spans` ({ id, start, end }, empty
 * spans ignored). Returns the pieces in order, each `{ start, end, ids, nested }`
 * with the ids covering it, innermost (shortest span) first, and whether spans
 * of different extents cover it.
 */
export function segments(spans, length) {
  const starts = new Map();
  const ends = new Map();
  const push = (map, at, span) => (map.get(at) ?? map.set(at, []).get(at)).push(span);
  for (const s of spans) {
    if (!(s.end > s.start) || s.start < 0 || s.end > length) continue;
    push(starts, s.start, s);
    push(ends, s.end, s);
  }
  const bounds = [...new Set([0, length, ...starts.keys(), ...ends.keys()])].sort((a, b) => a - b);
  const active = new Set();
  const out = [];
  for (let i = 0; i < bounds.length - 1; i++) {
    const at = bounds[i];
    for (const s of ends.get(at) ?? []) active.delete(s);
    for (const s of starts.get(at) ?? []) active.add(s);
    const next = bounds[i + 1];
    const covering = [...active].sort((a, b) => (a.end - a.start) - (b.end - b.start));
    // Spans of one extent (a date and its standardized form) are one mark; different extents are nesting.
    const extents = new Set(covering.map((s) => `${s.start}:${s.end}`)).size;
    out.push({ start: at, end: next, ids: covering.map((s) => s.id), nested: extents > 1 });
  }
  return out;
}

/**
 * Replaces `container`'s content with `text`, spans marked. `info(id)` gives
 * `{ kind, label }` of a span (kind `cue` for a classification cue). Each mark carries its piece's offsets
 * (`data-start`, `data-end`) and covering ids (`data-ids`); the first piece of
 * a span starts with its label for screen readers. Returns the milliseconds
 * taken, layout included.
 */
export function renderMarked(container, text, spans, info) {
  const t0 = performance.now();
  const fragment = document.createDocumentFragment();
  const begun = new Set();
  for (const piece of segments(spans, text.length)) {
    const body = text.slice(piece.start, piece.end);
    if (piece.ids.length === 0) {
      fragment.append(body);
      continue;
    }
    const mark = document.createElement('mark');
    const labels = piece.ids.map((id) => info(id).label);
    // A value's color wins over a classification cue's outline; the cue still shows as a dashed edge.
    const kinds = piece.ids.map((id) => info(id).kind);
    const color = kinds.find((k) => k !== 'cue') ?? 'cue';
    mark.className = `k-${color}${piece.nested ? ' nested' : ''}${color !== 'cue' && kinds.includes('cue') ? ' cued' : ''}`;
    mark.dataset.ids = piece.ids.join(' ');
    mark.dataset.start = String(piece.start);
    mark.dataset.end = String(piece.end);
    mark.title = labels.join('\n');
    const opening = piece.ids.filter((id) => !begun.has(id));
    if (opening.length) {
      const sr = document.createElement('span');
      sr.className = 'sr-only';
      sr.textContent = `${opening.map((id) => info(id).label).join(', ')}: `;
      mark.append(sr);
      opening.forEach((id) => begun.add(id));
    }
    mark.append(body);
    fragment.append(mark);
  }
  container.replaceChildren(fragment);
  void container.offsetHeight; // force layout, so the time includes it
  return performance.now() - t0;
}

/** Scrolls the first mark of `id` into view and flashes every piece of it. */
export function flash(container, id) {
  const marks = [...container.querySelectorAll('mark')].filter((m) => m.dataset.ids.split(' ').includes(id));
  if (!marks.length) return false;
  marks[0].scrollIntoView({ block: 'center', behavior: 'smooth' });
  for (const m of marks) {
    m.classList.remove('flash');
    void m.offsetWidth; // restart the animation when the same field is clicked twice
    m.classList.add('flash');
  }
  return true;
}
