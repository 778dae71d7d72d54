// Rows of tables for the lobby: what is played, by whom, and the one thing to do about it.
import { post } from './api.js';
import { h, nameTag, seatColor, toast } from './dom.js';
import { standingBadges } from './standing.js';
import { seatName } from './icons.js';

const MODE = { realtime: 'Real time', turnbased: 'Turn based' };
const STATUS = { open: 'Waiting for players', playing: 'In play', finished: 'Finished', abandoned: 'Abandoned' };

function seatsLine(table) {
  const names = table.seats.map((s, i) => (s ? s.name : null));
  const taken = table.seats.filter(Boolean).length;
  return h('span', { class: 'seats-line' },
    table.seats.map((s, i) => (s
      ? h('span', { class: 'seat-pill', style: { '--seat': seatColor(i) } }, seatName(s),
        ' ', ...standingBadges(s.standing, { compact: true }))
      : h('span', { class: 'seat-pill empty' }, 'free seat'))),
    table.status === 'open' ? h('span', { class: 'muted' }, ` ${taken}/${names.length}`) : null);
}

async function join(table) {
  try {
    await post(`/api/tables/${table.id}/join`, {});
    location.href = `/t/${table.id}`;
  } catch (err) {
    toast(err.message, 'error');
  }
}

function winnerLine(table, games) {
  const outcome = table.outcome;
  if (!outcome) return null;
  const names = table.seats.map((s, i) => (s ? s.name : `Seat ${i + 1}`));
  if (outcome.cooperative) return h('span', { class: 'muted' }, outcome.team_won ? 'The team won' : 'The team lost');
  const winners = outcome.ranks.map((r, i) => (r === 1 ? i : -1)).filter((i) => i >= 0);
  return h('span', { class: 'muted' }, 'Won by ', winners.map((i) => nameTag(names, i)));
}

/**
 * One table as a row; `kind` is 'waiting' (your move), 'mine', 'open' (joinable), 'preview' (open, seen logged out),
 * 'friends' (a friend sits there: join it while a seat is free, else watch) or 'finished'.
 */
export function tableRow(table, games, kind) {
  const game = games.get(table.game);
  const title = game ? game.title : table.game;
  let action;
  const free = table.status === 'open' && table.seats.some((s) => !s);
  if (kind === 'open' || (kind === 'friends' && free)) action = h('button', { class: 'btn btn-primary', type: 'button', onclick: () => join(table) }, 'Join');
  else if (kind === 'friends') action = h('a', { class: 'btn btn-ghost', href: `/t/${table.id}` }, 'Watch');
  else if (kind === 'finished') action = h('a', { class: 'btn btn-ghost', href: `/replay/${table.id}` }, 'Replay');
  else if (kind === 'preview') action = h('a', { class: 'btn btn-primary', href: `/t/${table.id}` }, 'Take a seat');
  else action = h('a', { class: `btn ${kind === 'waiting' ? 'btn-primary' : 'btn-ghost'}`, href: `/t/${table.id}` },
    kind === 'waiting' ? 'Play' : 'Open');
  return h('li', { class: `table-row ${kind}`, dataset: { table: table.id } },
    h('div', { class: 'table-main' },
      h('a', { class: 'table-title', href: `/t/${table.id}` }, title),
      kind === 'waiting' ? h('span', { class: 'badge badge-turn' }, 'Your move') : null,
      h('span', { class: 'badge', title: MODE[table.mode] || table.mode }, table.speed_label || MODE[table.mode] || table.mode),
      table.ranked ? h('span', { class: 'badge' }, 'Ranked') : null,
      table.invite_only ? h('span', { class: 'badge' }, 'Invite only') : null,
      kind === 'mine' || kind === 'friends' ? h('span', { class: 'muted small' }, STATUS[table.status] || table.status) : null),
    h('div', { class: 'table-sub' }, kind === 'finished' ? winnerLine(table, games) : seatsLine(table)),
    h('div', { class: 'table-action' }, action));
}

/** A titled list of tables, or a friendly line when there are none. */
export function tableSection(id, title, tables, games, kind, empty) {
  return h('section', { class: 'card list-card', id, 'aria-labelledby': `${id}-title` },
    h('h2', { id: `${id}-title` }, title),
    tables.length
      ? h('ul', { class: 'table-list' }, tables.map((t) => tableRow(t, games, kind)))
      : h('p', { class: 'muted empty-line' }, empty));
}
