// The final result: ranks, scores, tie-breaks, and the way to the replay.
import { h, nameTag, withNames } from './dom.js';


function fmt(n) {
  return Number.isInteger(n) ? String(n) : Number(n).toFixed(1);
}

/** Seat `seat`'s score as the game writes it ("$71,000"), or the bare number; a dash when there is none (a concession). */
export function scoreText(outcome, seat) {
  if (outcome.score_text) return outcome.score_text[seat];
  return outcome.scores ? fmt(outcome.scores[seat]) : '—';
}

/** Seat `seat`'s tie-break values, each with its name where the game gives one ("coins left 3, highest property 28"). */
function tiebreakText(outcome, seat) {
  const values = (outcome.tiebreaks && outcome.tiebreaks[seat]) || [];
  const names = outcome.tiebreak_names || [];
  return values.map((v, k) => (names[k] ? `${names[k]} ${fmt(v)}` : fmt(v))).join(', ');
}

/** Whether the table shows a score column: not in a cooperative game unless the game writes a score (a lost team's 0 means nothing). */
function showsScores(outcome) {
  return Boolean(outcome.scores) && (!outcome.cooperative || Boolean(outcome.score_text));
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
 * (a neutralized result), `extra` goes below the scores (the rating changes), `replayHref` is where "Watch the
 * replay" leads (none in a replay).
 */
export function resultCard(outcome, names, { seat = null, replayHref = null, replay = false, ranks = outcome.ranks, extra = null } = {}) {
  const order = ranks.map((r, i) => [r, i]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const scores = showsScores(outcome);
  const rows = order.map(([rank, i]) => h('tr', { class: i === seat ? 'is-you' : '' },
    h('td', { class: 'rank' }, outcome.cooperative
      ? h('span', { class: outcome.team_won ? 'yes' : 'no' }, outcome.team_won ? 'won' : 'lost')
      : h('span', { class: `medal medal-${Math.min(rank, 4)}` }, String(rank))),
    h('td', {}, nameTag(names, i)),
    scores ? h('td', { class: 'num' }, scoreText(outcome, i)) : null,
    outcome.tiebreaks ? h('td', { class: 'num muted' }, tiebreakText(outcome, i)) : null));
  return h('section', { class: 'card result', id: 'result', 'aria-labelledby': 'result-title' },
    h('h2', { id: 'result-title' }, 'Game over'),
    h('p', { class: 'result-headline' }, headline(outcome, ranks, names, seat)),
    h('table', { class: 'result-table' },
      h('thead', {}, h('tr', {}, h('th', {}, 'Rank'), h('th', {}, 'Player'), scores ? h('th', { class: 'num' }, 'Score') : null,
        outcome.tiebreaks ? h('th', { class: 'num' }, 'Tie-break') : null)),
      h('tbody', {}, rows)),
    outcome.notes ? h('p', { class: 'hint' }, withNames(sentence(outcome.notes), names)) : null,
    extra,
    h('div', { class: 'form-actions' },
      !replay && replayHref ? h('a', { class: 'btn btn-primary', href: replayHref }, 'Watch the replay') : null,
      h('a', { class: 'btn btn-ghost', href: '/' }, 'Back to the lobby')));
}
