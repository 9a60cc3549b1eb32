/** The extract view: the notice with every extracted value marked in place, and one card per entity. */
import { api, ApiError } from './api.js';
import { fieldsOf, KINDS, kindOf, labelOf, showValue } from './fields.js';
import { $, el } from './dom.js';
import { flash, renderMarked } from './highlight.js';

const DOMAIN_NOUN = { foreclosure: 'Foreclosure sale', bids: 'Solicitation', probate: 'Estate' };

/** What the page shows now; the copy buttons read it. */
let current = null;
/** Counts extract runs, so the answer to an older request never overwrites a newer one. */
let runs = 0;

function status(message, isError = false) {
  const s = $('extract-status');
  s.textContent = message;
  s.classList.toggle('error', isError);
}

function renderLegend() {
  $('legend').replaceChildren(...KINDS.map(([kind, label]) => el('li', {}, el('span', { class: `swatch k-${kind}` }), label)),
    el('li', {}, el('span', { class: 'swatch k-cue' }), 'classification cue'));
}

/** Whether a value reads as its printed text, line breaks and runs of spaces aside (then the card shows it once). */
const sameText = (a, b) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** One row of a card: a button that shows the value's span (or a plain row when the value has no span). */
function fieldRow(id, path, field) {
  const hasSpan = field.end > field.start;
  const value = showValue(field.value);
  const found = `${field.recognizer} · ${field.rule}`;
  const provenance = field.stated
    ? `stated · ${found}`
    : `inferred · ${found}${hasSpan ? ` from “${field.text}”` : ' (not printed)'}`;
  const content = [
    el('span', { class: 'f-label' }, el('span', { class: `swatch k-${kindOf(path)}` }), labelOf(path)),
    el('span', { class: 'f-printed' }, hasSpan ? el('q', {}, field.text) : el('em', {}, 'not printed')),
    value && !sameText(value, field.text) ? el('span', { class: 'f-value' }, el('span', { class: 'sr-only' }, 'standardized: '), value) : null,
    el('span', { class: `f-prov ${field.stated ? 'stated' : 'inferred'}` }, provenance),
  ];
  if (!hasSpan) return el('li', {}, el('div', { class: 'field', 'data-id': id }, ...content));
  const button = el('button', { type: 'button', class: 'field', 'data-id': id, title: 'Show in the notice' }, ...content);
  button.addEventListener('click', () => flash($('doc'), id));
  return el('li', {}, button);
}

function renderCards(domain, entities) {
  if (!entities.length) {
    $('cards').replaceChildren(el('p', { class: 'empty' }, domain === 'other'
      ? 'No entities: the notice was not classified as a foreclosure, bid or probate notice. Pick a domain to extract anyway.'
      : 'The engine found no entity in this notice.'));
    return;
  }
  $('cards').replaceChildren(...entities.map((entity, i) => {
    const { found, missing } = fieldsOf(entity);
    return el('article', { class: 'card', 'data-entity': String(i) },
      el('h4', {}, `${DOMAIN_NOUN[domain] ?? 'Entity'} ${i + 1}`, el('span', { class: 'count' }, ` · ${found.length} values`)),
      el('ul', { class: 'fields' }, ...found.map(({ path, field }) => fieldRow(`e${i}:${path}`, path, field))),
      missing.length ? el('p', { class: 'missing' }, `Not in the notice: ${missing.map(labelOf).join(', ')}`) : null);
  }));
}

function renderClassification(classification) {
  const box = $('classification');
  if (!classification) {
    box.hidden = true;
    return;
  }
  const c = classification;
  const chips = c.cues.map((cue, i) => {
    const chip = el('button', { type: 'button', class: 'chip', 'data-id': `c${i}` }, cue.text, el('span', { class: 'weight' }, ` ${cue.weight}`));
    chip.addEventListener('click', () => flash($('doc'), `c${i}`));
    return chip;
  });
  box.replaceChildren(
    el('p', {}, 'Classified as ', el('strong', {}, c.domain), ` · confidence ${c.score.toFixed(2)} · cue weight ` +
      Object.entries(c.scores).map(([k, v]) => `${k} ${v}`).join(', ')),
    chips.length ? el('div', { class: 'chips', 'aria-label': 'Deciding cues' }, el('span', { class: 'hint' }, 'Deciding cues:'), ...chips) : null);
  box.hidden = false;
}

/** Marks every value of every entity and every deciding cue; records the time taken on the container. */
function renderDocument(text, entities, classification) {
  const info = new Map();
  const spans = [];
  entities.forEach((entity, i) => {
    for (const { path, field } of fieldsOf(entity).found) {
      const id = `e${i}:${path}`;
      info.set(id, { kind: kindOf(path), label: `${labelOf(path)}${entities.length > 1 ? ` (${i + 1})` : ''}` });
      spans.push({ id, start: field.start, end: field.end });
    }
  });
  (classification?.cues ?? []).forEach((cue, i) => {
    info.set(`c${i}`, { kind: 'cue', label: `Cue for ${cue.domain} (weight ${cue.weight})` });
    spans.push({ id: `c${i}`, start: cue.start, end: cue.end });
  });
  const doc = $('doc');
  const ms = renderMarked(doc, text, spans, (id) => info.get(id));
  doc.dataset.highlightMs = ms.toFixed(1);
  return ms;
}

/** Classifies (domain "auto") and extracts `text`, then shows the result. */
export async function runExtract(text, domainChoice, context = '') {
  const run = ++runs;
  const doc = $('doc');
  // The plain text first, in the same box the marks will fill: marking it then moves nothing.
  doc.textContent = text;
  delete doc.dataset.highlightMs;
  $('cards').replaceChildren(el('p', { class: 'empty' }, 'Extracting…'));
  renderClassification(null);
  for (const b of [$('copy-gold'), $('copy-wire')]) b.disabled = true;
  status('Extracting…');
  try {
    const classification = domainChoice === 'auto' ? (await api.classify(text)).data : null;
    const domain = classification ? classification.domain : domainChoice;
    const result = domain === 'other' ? { data: [], spans: [], gold: [] } : await api.extract(domain, text);
    if (run !== runs) return;
    current = { domain, text, result };
    // The notice first: its marking is timed on its own, before the cards add their layout to the page.
    const ms = renderDocument(text, result.spans, classification);
    renderClassification(classification);
    renderCards(domain, result.spans);
    for (const b of [$('copy-gold'), $('copy-wire')]) b.disabled = domain === 'other';
    status(`${context}${result.spans.length} ${domain} entit${result.spans.length === 1 ? 'y' : 'ies'} · ` +
      `${text.length.toLocaleString()} characters · marked in ${ms.toFixed(0)} ms`);
  } catch (error) {
    if (run !== runs) return;
    current = null;
    $('cards').replaceChildren(el('p', { class: 'empty' }, 'No result.'));
    status(!(error instanceof ApiError) ? String(error)
      : error.status === 401 ? `This service wants a bearer token for extraction too: enter it in Browse (${error.message}).`
        : `The service refused the text: ${error.message} (${error.code})`, true);
  }
}

async function copy(kind) {
  if (!current) return;
  const json = JSON.stringify(kind === 'gold' ? current.result.gold : current.result.data, null, 2);
  try {
    await navigator.clipboard.writeText(json);
  } catch {
    // Without clipboard permission (an http page on another host): the old way, through a selection.
    const area = el('textarea', { value: json, class: 'offscreen' });
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  status(`Copied the ${kind} JSON (${json.length.toLocaleString()} characters).`);
}

async function readFile(file) {
  if (!file) return;
  if (file.size > 200 * 1024) {
    status(`${file.name} has ${file.size.toLocaleString()} bytes; the service takes up to 200 KiB.`, true);
    return;
  }
  $('notice-text').value = await file.text();
  status(`Loaded ${file.name}. Press Extract.`);
}

export function initExtractView() {
  renderLegend();
  const area = $('notice-text');
  $('extract-form').addEventListener('submit', (event) => {
    event.preventDefault();
    runExtract(area.value, $('domain').value);
  });
  // Ctrl/Cmd+Enter in the text box extracts, as in most editors.
  area.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) $('extract-form').requestSubmit();
  });
  area.addEventListener('dragover', (event) => {
    event.preventDefault();
    area.classList.add('dropping');
  });
  area.addEventListener('dragleave', () => area.classList.remove('dropping'));
  area.addEventListener('drop', (event) => {
    area.classList.remove('dropping');
    const file = event.dataTransfer?.files?.[0];
    if (!file) return; // dropped text: the text box inserts it as usual
    event.preventDefault();
    readFile(file);
  });
  $('file-input').addEventListener('change', (event) => readFile(event.target.files?.[0]));
  // The way back: a click on a mark shows its value's row on the card (the innermost value, when several cover it).
  $('doc').addEventListener('click', (event) => {
    const mark = event.target.closest?.('mark');
    const id = mark?.dataset.ids.split(' ').find((x) => x.startsWith('e'));
    const row = id && $('cards').querySelector(`[data-id="${CSS.escape(id)}"]`);
    if (!row) return;
    row.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    row.classList.remove('flash');
    void row.offsetWidth; // restart the animation
    row.classList.add('flash');
  });
  $('copy-gold').addEventListener('click', () => copy('gold'));
  $('copy-wire').addEventListener('click', () => copy('wire'));
}

/** Opens a text in the view (from the browse view) and extracts it. */
export function openInExtract(text, domainChoice, context) {
  $('notice-text').value = text;
  $('domain').value = domainChoice;
  return runExtract(text, domainChoice, context);
}
