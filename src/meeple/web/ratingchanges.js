// After a ranked game: each player's rating change and new rank, who left, who ran out of time,
// and why a neutralized result ranks the way it does.
import { h, nameTag } from './dom.js';

const MINUS = '\u2212';

/** +15, −40, ±0. */
export function signedDelta(delta) {
  const n = Math.round(delta);
  if (n === 0) return '±0';
  return n > 0 ? `+${n}` : `${MINUS}${-n}`;
}

/** Seats that left (skipped or expelled): from the results when there are some, else the zombies. */
function leavers(table) {
  const results = table.results || [];
  return results.length ? results.filter((r) => r.left).map((r) => r.seat) : table.zombies || [];
}

/**
 * The ranks the result stands on: the game's own, or when neutralized every leaver last and everyone
 * else tied first (the platform's rule for a game someone left).
 */
export function finalRanks(table, outcome) {
  if (!table || !table.neutralized || outcome.cooperative) return outcome.ranks;
  const left = new Set(leavers(table));
  const last = outcome.ranks.length - left.size + 1;
  return outcome.ranks.map((_, seat) => (left.has(seat) ? last : 1));
}

function neutralizedNote(table, names) {
  const left = leavers(table);
  const share = typeof table.left_at === 'number' ? `${Math.round(table.left_at * 100)}%` : 'a share';
  return h('p', { class: 'neutralized-note', id: 'neutralized' },
    h('strong', {}, 'Result neutralized. '),
    left.flatMap((s, i) => [i ? ' and ' : '', nameTag(names, s)]),
    left.length > 1 ? ' left the game and rank last;' : ' left the game and ranks last;',
    ` every other player shares the win, gains ${share} of the points a win would bring (how far the game had gone), and loses none.`);
}

function markers(r) {
  return [
    r.left ? h('span', { class: 'badge badge-left', title: 'Left the game: a leave on the record and 10 more points lost' }, 'left') : null,
    r.clock_penalty ? h('span', { class: 'badge badge-penalty', title: 'Ran out of time during the game' }, 'clock penalty') : null,
  ];
}

/** The "Ratings" part of the result card, or null for a casual table (or before the results arrive). */
export function ratingChanges(table, names, seat) {
  const results = (table && table.results) || [];
  if (!table || (!results.length && !table.neutralized)) return null;
  const rows = [...results].sort((a, b) => b.delta - a.delta || a.seat - b.seat).map((r) => h('tr', { class: r.seat === seat ? 'is-you' : '', dataset: { seat: r.seat } },
    h('td', {}, h('a', { href: `/players/${encodeURIComponent(r.name)}`, class: 'profile-link' }, nameTag(names, r.seat)), ' ', markers(r)),
    h('td', { class: `num delta ${r.delta > 0 ? 'up' : r.delta < 0 ? 'down' : ''}` }, signedDelta(r.delta)),
    h('td', { class: 'num' }, String(r.shown_after)),
    h('td', {}, h('span', { class: 'rank-name' }, r.rank_name))));
  return h('div', { class: 'rating-changes', id: 'rating-changes' },
    table.neutralized ? neutralizedNote(table, names) : null,
    results.length ? h('table', { class: 'result-table ratings-table' },
      h('caption', {}, 'Ratings'),
      h('thead', {}, h('tr', {}, h('th', {}, 'Player'), h('th', { class: 'num' }, 'Change'), h('th', { class: 'num' }, 'Rating'), h('th', {}, 'Rank'))),
      h('tbody', {}, rows)) : null);
}
