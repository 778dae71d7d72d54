// The final result: ranks, scores, tie-breaks, and the way to the replay.
import { h, nameTag, withNames } from './dom.js';


function fmt(n) {
  return Number.isInteger(n) ? String(n) : Number(n).toFixed(1);
}

function sentence(text) {
  const t = text.trim();
  return t.charAt(0).toUpperCase() + t.slice(1) + (/[.!?]$/.test(t) ? '' : '.');
}

function headline(outcome, ranks, names, seat) {
  if (outcome.cooperative) return outcome.team_won ? 'The team won!' : 'The team lost.';
  const winners = ranks.map((r, i) => (r === 1 ? i : -1)).filter((i) => i >= 0);
  if (seat !== null && seat !== undefined && winners.includes(seat)) return winners.length > 1 ? 'You share the win!' : 'You won!';
  if (winners.length === 1) return [nameTag(names, winners[0]), ' wins!'];
  return ['A shared win: ', winners.flatMap((w, i) => [i ? ' and ' : '', nameTag(names, w)])];
}

/**
 * The result card for `outcome` (from a state message or a replay). `ranks` replaces the game's ranks
 * (a neutralized result), `extra` goes below the scores (the rating changes).
 */
export function resultCard(outcome, names, { seat = null, tableId = null, replay = false, ranks = outcome.ranks, extra = null } = {}) {
  const order = ranks.map((r, i) => [r, i]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const rows = order.map(([rank, i]) => h('tr', { class: i === seat ? 'is-you' : '' },
    h('td', { class: 'rank' }, outcome.cooperative
      ? h('span', { class: outcome.team_won ? 'yes' : 'no' }, outcome.team_won ? 'won' : 'lost')
      : h('span', { class: `medal medal-${Math.min(rank, 4)}` }, String(rank))),
    h('td', {}, nameTag(names, i)),
    h('td', { class: 'num' }, fmt(outcome.scores[i])),
    outcome.tiebreaks ? h('td', { class: 'num muted' }, (outcome.tiebreaks[i] || []).join(', ')) : null));
  return h('section', { class: 'card result', id: 'result', 'aria-labelledby': 'result-title' },
    h('h2', { id: 'result-title' }, 'Game over'),
    h('p', { class: 'result-headline' }, headline(outcome, ranks, names, seat)),
    h('table', { class: 'result-table' },
      h('thead', {}, h('tr', {}, h('th', {}, 'Rank'), h('th', {}, 'Player'), h('th', { class: 'num' }, 'Score'),
        outcome.tiebreaks ? h('th', { class: 'num' }, 'Tie-break') : null)),
      h('tbody', {}, rows)),
    outcome.notes ? h('p', { class: 'hint' }, withNames(sentence(outcome.notes), names)) : null,
    extra,
    h('div', { class: 'form-actions' },
      !replay && tableId ? h('a', { class: 'btn btn-primary', href: `/replay/${tableId}` }, 'Watch the replay') : null,
      h('a', { class: 'btn btn-ghost', href: '/' }, 'Back to the lobby')));
}
