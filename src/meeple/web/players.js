// The players around the table: names, whose turn it is, connection, public information, final rank.
import { h, seatColor } from './dom.js';
import { icon } from './icons.js';
import { scoreText } from './result.js';
import { standingBadges } from './standing.js';


function connection(seatInfo, online) {
  if (seatInfo && seatInfo.bot) return h('span', { class: 'conn conn-bot', title: 'A bot plays this seat' }, icon('bot', 'bot'));
  if (online === true) return h('span', { class: 'conn conn-on', title: 'Connected' }, h('span', { class: 'sr' }, 'connected'));
  if (online === false) return h('span', { class: 'conn conn-off', title: 'Not connected' }, h('span', { class: 'sr' }, 'away'));
  return null;
}

/**
 * Draw the players panel.
 * `p` = {table, names, seat, waiting, outcome, ranks?, presence, info(seat) -> text|Node|null};
 * `ranks` replaces the game's ranks when the platform changed them (a neutralized result).
 */
export function drawPlayers(box, p) {
  const seats = p.table ? p.table.seats : p.names.map(() => null);
  const ranks = p.outcome ? p.ranks || p.outcome.ranks : null;
  const items = p.names.map((name, i) => {
    const turn = !p.outcome && p.waiting.includes(i);
    const rank = p.outcome && !p.outcome.cooperative ? ranks[i] : null;
    const info = p.info ? p.info(i) : null;
    const badges = [
      i === p.seat ? h('span', { class: 'badge badge-you' }, 'you') : null,
      seats[i] && seats[i].bot_account ? h('span', { class: 'badge badge-bot', title: 'A program plays this account' }, 'bot') : null,
      turn ? h('span', { class: 'badge badge-turn' }, i === p.seat ? 'your turn' : 'to play') : null,
      ...standingBadges(seats[i] && seats[i].standing),
    ];
    return h('li', {
      class: `player${turn ? ' is-turn' : ''}${i === p.seat ? ' is-you' : ''}`,
      style: { '--seat': seatColor(i) }, dataset: { seat: i }, 'aria-current': turn ? 'true' : null,
    },
    h('span', { class: 'player-avatar' },
      h('span', { class: `player-dot${rank ? ` medal medal-${Math.min(rank, 4)}` : ''}`, 'aria-hidden': 'true' }, rank ? String(rank) : name.charAt(0).toUpperCase()),
      connection(seats[i], p.presence ? p.presence[i] : undefined)),
    h('div', { class: 'player-main' },
      h('div', { class: 'player-name' }, h('span', { class: 'pname' }, name), badges),
      info ? h('div', { class: 'player-info' }, info) : null,
      p.outcome ? h('div', { class: 'player-info' }, resultLine(p.outcome, ranks, i)) : null));
  });
  box.replaceChildren(h('h2', { class: 'panel-title' }, 'Players'), h('ol', { class: 'players' }, items));
}

function resultLine(outcome, ranks, seat) {
  if (outcome.cooperative) return outcome.team_won ? 'The team won' : 'The team lost';
  return `Score ${scoreText(outcome, seat)} · rank ${ranks[seat]}`;
}
