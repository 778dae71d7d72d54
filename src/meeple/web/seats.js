// Before the start: the seats, joining and leaving, bots (for the creator), the invite link, starting.
import { del, post } from './api.js';
import { authForm } from './auth.js';
import { h, seatColor, toast } from './dom.js';
import { seatName } from './icons.js';
import { standingBadges } from './standing.js';

// The bots a creator can seat (GET /api/bots lists the same): spec -> level.
const BOT_LEVELS = [['random', 'Random'], ['ismcts:easy', 'Easy'], ['ismcts:medium', 'Medium'], ['ismcts:hard', 'Hard']];
let botLevel = 'ismcts:medium'; // the last level picked, kept across re-renders

function botLevelSelect(seat) {
  return h('select', { class: 'bot-level', 'aria-label': `Bot level for seat ${seat + 1}`, dataset: { botLevel: seat },
    onchange: (e) => { botLevel = e.target.value; } },
  BOT_LEVELS.map(([spec, label]) => h('option', { value: spec, selected: spec === botLevel }, label)));
}

function inviteLink(table) {
  const url = new URL(`/t/${table.id}`, location.origin);
  if (table.invite_code) url.searchParams.set('invite', table.invite_code);
  return url.toString();
}

async function run(call, onTable) {
  try {
    const answer = await call();
    if (answer && answer.table) onTable(answer.table);
  } catch (err) {
    toast(err.message, 'error');
  }
}

function seatRow(table, i, ctx) {
  const s = table.seats[i];
  const creator = ctx.user && table.creator_id === ctx.user.id;
  const mine = s && ctx.user && s.user_id === ctx.user.id;
  const seatedSomewhere = ctx.user && table.seats.some((x) => x && x.user_id === ctx.user.id);
  const base = `/api/tables/${table.id}`;
  const buttons = [];
  if (!s && ctx.user && !seatedSomewhere) {
    buttons.push(h('button', { class: 'btn btn-primary', type: 'button', dataset: { join: i },
      onclick: () => run(() => post(`${base}/join`, { seat: i, invite: ctx.invite || undefined }), ctx.onTable) }, 'Sit here'));
  }
  if (!s && creator) {
    const level = botLevelSelect(i);
    buttons.push(level, h('button', { class: 'btn btn-ghost', type: 'button', dataset: { addBot: i },
      onclick: () => run(() => post(`${base}/bots`, { seat: i, bot: level.value }), ctx.onTable) }, 'Add a bot'));
  }
  if (s && s.bot && creator) {
    buttons.push(h('button', { class: 'btn btn-ghost', type: 'button',
      onclick: () => run(() => del(`${base}/bots/${i}`), ctx.onTable) }, 'Remove bot'));
  }
  if (mine && !creator) {
    buttons.push(h('button', { class: 'btn btn-ghost', type: 'button',
      onclick: () => run(() => post(`${base}/leave`), ctx.onTable) }, 'Leave'));
  }
  return h('li', { class: `seat-row${s ? '' : ' free'}`, style: { '--seat': seatColor(i) } },
    h('span', { class: 'player-dot', 'aria-hidden': 'true' }, String(i + 1)),
    h('span', { class: 'seat-name' }, s ? seatName(s) : 'Free seat', mine ? h('span', { class: 'badge badge-you' }, 'you') : null,
      ...standingBadges(s && s.standing)),
    h('span', { class: 'seat-buttons' }, buttons));
}

/** The pre-game panel; `ctx` = {user, invite, onTable(table)}. */
export function seatsPanel(table, ctx) {
  const creator = ctx.user && table.creator_id === ctx.user.id;
  const full = table.seats.every(Boolean);
  const link = inviteLink(table);
  const copy = async () => {
    try { await navigator.clipboard.writeText(link); toast('Invite link copied'); } catch { toast('Copy the link by hand.'); }
  };
  const parts = [
    h('h2', {}, full ? 'Everyone is here' : 'Waiting for players'),
    h('ol', { class: 'seat-list' }, table.seats.map((_, i) => seatRow(table, i, ctx))),
    h('div', { class: 'invite' },
      h('label', { for: 'invite-link' }, table.invite_only ? 'Invite link (this table is not listed)' : 'Invite link'),
      h('div', { class: 'invite-row' },
        h('input', { id: 'invite-link', readonly: true, value: link, onfocus: (e) => e.target.select() }),
        h('button', { class: 'btn btn-ghost', type: 'button', onclick: copy }, 'Copy'))),
  ];
  if (!ctx.user) parts.push(h('div', { class: 'card inset' }, h('p', {}, 'Log in or play as a guest to take a seat.'), authForm()));
  if (table.auto_start) parts.push(h('p', { class: 'muted', id: 'auto-start-note' }, 'The game starts by itself as soon as every seat is taken.'));
  if (creator) {
    parts.push(h('div', { class: 'form-actions' },
      h('button', { class: 'btn btn-primary', type: 'button', id: 'start', disabled: !full,
        onclick: () => run(() => post(`/api/tables/${table.id}/start`), ctx.onTable) }, full ? 'Start the game' : 'Start (every seat must be taken)'),
      h('button', { class: 'btn btn-ghost danger', type: 'button',
        onclick: () => run(async () => { await del(`/api/tables/${table.id}`); location.href = '/'; }, ctx.onTable) }, 'Cancel the table')));
  } else if (full && !table.auto_start) {
    parts.push(h('p', { class: 'muted' }, 'Every seat is taken: the game starts when the table’s creator says so.'));
  }
  return h('section', { class: 'card seats-panel', id: 'seats' }, parts);
}
