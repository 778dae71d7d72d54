// A readable rendering of any game's view JSON: facts, a players table, cards as chips,
// records as tables, boards as grids, big nested parts folded away.
import { h, humanize, nameTag, withNames } from './dom.js';

const SEAT_KEYS = new Set(['turn', 'current', 'dealer', 'leader', 'bidder', 'high_bidder', 'challenger', 'starter',
  'to_move', 'winner', 'seat', 'start_player', 'player', 'you', 'owner', 'mover', 'active_player', 'first_player']);
const SEAT_LISTS = new Set(['waiting', 'winners', 'losers', 'eliminated_seats', 'seats', 'order', 'turn_order']);
const FOLD_CHARS = 400;
const isScalar = (v) => v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);
const isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Whether `key: value` names a seat (`"turn": 1` -> the player in seat 1). */
export function isSeatRef(key, value, players) {
  return SEAT_KEYS.has(key) && Number.isInteger(value) && value >= 0 && value < players;
}

/** A scalar as text or a name chip. */
export function scalar(value, ctx, key = '') {
  if (value === null || value === undefined) return h('span', { class: 'muted' }, '—');
  if (typeof value === 'boolean') return h('span', { class: value ? 'yes' : 'no' }, value ? 'yes' : 'no');
  if (isSeatRef(key, value, ctx.names.length)) return nameTag(ctx.names, value);
  return h('span', {}, withNames(String(value), ctx.names));
}

function isBoard(value) {
  return Array.isArray(value) && value.length >= 3 && value.every((r) => typeof r === 'string')
    && value[0].length >= 3 && value.every((r) => r.length === value[0].length);
}

function board(rows) {
  return h('div', { class: 'vt-board', style: { '--cols': rows[0].length }, role: 'img',
    'aria-label': `Board of ${rows.length} by ${rows[0].length}` },
  rows.flatMap((row) => [...row].map((c) => h('span', { class: `vt-cell${c === '.' ? ' empty' : ''}` }, c === '.' ? '' : c))));
}

function chips(list, ctx, key) {
  if (!list.length) return h('span', { class: 'muted' }, 'none');
  const seats = SEAT_LISTS.has(key) && list.every((v) => isSeatRef('seat', v, ctx.names.length));
  return h('ul', { class: 'vt-chips' }, list.map((v) => {
    if (v === null) return h('li', { class: 'chip hidden-item', title: 'hidden' }, '?');
    if (seats) return h('li', { class: 'chip' }, nameTag(ctx.names, v));
    return h('li', { class: 'chip' }, Array.isArray(v) ? v.map((x) => (isScalar(x) ? String(x ?? '?') : JSON.stringify(x))).join(' – ') : scalar(v, ctx, key));
  }));
}

function recordsTable(rows, ctx) {
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return h('div', { class: 'vt-scroll' }, h('table', { class: 'vt-table' },
    h('thead', {}, h('tr', {}, cols.map((c) => h('th', {}, humanize(c))))),
    h('tbody', {}, rows.map((r) => h('tr', {}, cols.map((c) => h('td', {}, value(r[c], ctx, c, 2))))))));
}

function dict(obj, ctx, depth) {
  const entries = Object.entries(obj);
  if (!entries.length) return h('span', { class: 'muted' }, 'none');
  return h('dl', { class: `vt-dict depth-${depth}` }, entries.flatMap(([k, v]) => [
    h('dt', {}, keyText(k)), h('dd', {}, value(v, ctx, k, depth + 1))]));
}

/** Identifiers read as words (`high_bid` -> `High bid`); codes such as `b4` or `R5` stay as they are. */
function keyText(k) {
  return /\d/.test(k) || k.length <= 2 ? k : humanize(k);
}

function fold(label, content, size, path) {
  return h('details', { class: 'vt-fold', dataset: { path } }, h('summary', {}, label, h('span', { class: 'muted' }, ` (${size})`)), content);
}

/** Any JSON value, readable. */
export function value(v, ctx, key = '', depth = 0) {
  if (isScalar(v)) return scalar(v, ctx, key);
  if (isBoard(v)) return board(v);
  if (Array.isArray(v)) {
    if (v.every((x) => isScalar(x) || (Array.isArray(x) && x.every(isScalar)))) return chips(v, ctx, key);
    if (v.every(isRecord)) return recordsTable(v, ctx);
    const out = h('ol', { class: 'vt-list' }, v.map((x) => h('li', {}, value(x, ctx, key, depth + 1))));
    return depth > 1 && JSON.stringify(v).length > FOLD_CHARS ? fold(humanize(key || 'items'), out, `${v.length} items`, `${depth}:${key}`) : out;
  }
  const out = dict(v, ctx, depth);
  return depth > 1 && JSON.stringify(v).length > FOLD_CHARS ? fold(humanize(key || 'details'), out, `${Object.keys(v).length} entries`, `${depth}:${key}`) : out;
}

/** Split a view's top level: facts, per-seat columns, seat records, and the rest. */
export function splitView(view, players, notPerSeat) {
  const parts = { facts: [], perSeat: [], seatRecords: [], rest: [] };
  for (const [k, v] of Object.entries(view)) {
    if (Array.isArray(v) && v.length !== players) notPerSeat.add(k);
    const bySeat = Array.isArray(v) && players > 1 && v.length === players && !notPerSeat.has(k) && !isBoard(v);
    if (isScalar(v)) parts.facts.push([k, v]);
    else if (bySeat && v.every(isRecord) && v.every((r, i) => !('seat' in r) || r.seat === i)) parts.seatRecords.push([k, v]);
    else if (bySeat && !v.some(isRecord)) parts.perSeat.push([k, v]);
    else parts.rest.push([k, v]);
  }
  return parts;
}

/** The per-seat table: one row per player, one column per per-seat list (or record field). */
export function playersTable(parts, ctx) {
  const cols = parts.perSeat.map(([k]) => ({ label: humanize(k), get: (i) => [k, parts.perSeat.find(([x]) => x === k)[1][i]] }));
  for (const [k, rows] of parts.seatRecords) {
    const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((f) => f !== 'seat');
    for (const f of fields) cols.push({ label: parts.seatRecords.length > 1 ? `${humanize(k)}: ${humanize(f)}` : humanize(f), get: (i) => [f, rows[i][f]] });
  }
  if (!cols.length) return null;
  return h('div', { class: 'vt-scroll' }, h('table', { class: 'vt-table vt-players' },
    h('thead', {}, h('tr', {}, h('th', {}, 'Player'), cols.map((c) => h('th', {}, c.label)))),
    h('tbody', {}, ctx.names.map((_, i) => h('tr', { class: i === ctx.seat ? 'is-you' : '' },
      h('th', { scope: 'row' }, nameTag(ctx.names, i)),
      cols.map((c) => { const [k, v] = c.get(i); return h('td', {}, value(v, ctx, k, 2)); }))))));
}

/** Facts (scalars at the top level) as a compact grid. */
export function factsGrid(facts, ctx) {
  const shown = facts.filter(([, v]) => v !== null && v !== '');  // unset values (no bid yet...) would only add noise
  if (!shown.length) return null;
  return h('dl', { class: 'vt-facts' }, shown.map(([k, v]) => h('div', { class: 'fact' },
    h('dt', {}, humanize(k)), h('dd', {}, scalar(v, ctx, k)))));
}
