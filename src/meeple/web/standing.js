// A player's standing beside their name: rating points, rank, and the double time of a first game.
import { h } from './dom.js';

const FLOOR = 'Ratings are points above the start: everyone begins at 0, and no result takes anyone below it.';

/**
 * The badges for a seat's `standing` ({rating, rank, first_game} from the server), or none for a bot or an unknown
 * one. `compact` (a lobby line) shows the rating alone; the rank and the first game are in its tooltip.
 */
export function standingBadges(standing, { compact = false } = {}) {
  if (!standing) return [];
  const first = standing.first_game ? ' Their first game of it: their clock has double time.' : '';
  const title = `Rating ${standing.rating} in this game: ${standing.rank}. ${FLOOR}`;
  if (compact) return [h('span', { class: 'badge badge-rating', title: title + first }, String(standing.rating))];
  return [
    h('span', { class: 'badge badge-rating', title }, `${standing.rating} · ${standing.rank}`),
    standing.first_game ? h('span', { class: 'badge badge-first',
      title: "Their first game of this game: their clock has double time." }, '1st game: 2× time') : null,
  ];
}

/**
 * Keeps the standings of a table's seated players: the table pushed over the WebSocket carries none, so
 * `fill(table)` copies the known ones onto its seats and `missing(table)` says whether to ask the server again.
 */
export class Standings {
  constructor() { this.byUser = new Map(); }

  learn(table) {
    for (const s of table.seats) if (s && s.user_id != null && s.standing) this.byUser.set(s.user_id, s.standing);
  }

  missing(table) {
    return table.seats.some((s) => s && s.user_id != null && !this.byUser.has(s.user_id));
  }

  fill(table) {
    return { ...table, seats: table.seats.map((s) => (s && s.user_id != null && this.byUser.has(s.user_id)
      ? { ...s, standing: this.byUser.get(s.user_id) } : s)) };
  }
}
