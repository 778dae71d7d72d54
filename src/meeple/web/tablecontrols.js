// The platform's controls at a table: my clock, "I would like to think a little", undo, concede, abandon,
// and beside each late player the button to skip (or expel, when absent) them.
// Which buttons show follows the server's rules (docs/api.md); the server checks again and says why not
// (its refusals are sentences, shown as they come).
import { fill, h, toast } from './dom.js';

const CONCEDE_FROM = 0.5;

function seated(ctx) {
  return ctx.seat !== null && ctx.seat !== undefined;
}

function zombies(ctx) {
  return (ctx.state && ctx.state.zombies) || (ctx.table && ctx.table.zombies) || [];
}

function playing(ctx) {
  return Boolean(ctx.state && ctx.state.status === 'playing' && ctx.table && ctx.table.status === 'playing');
}

/** Human seats (those with an account): the ones with a vote and a clock worth skipping. */
function humanSeats(table) {
  return table.seats.map((s, i) => (s && !s.bot ? i : -1)).filter((i) => i >= 0);
}

/**
 * Whether I may push `target` aside now: 'skip' when they are late and here, 'expel' when late and
 * absent, null otherwise. Same rule as the server: their clock is negative and mine is not more so.
 */
export function pushAside(ctx, clocks, target) {
  if (!playing(ctx) || !seated(ctx) || target === ctx.seat || !clocks.known || clocks.unlimited) return null;
  const holder = ctx.table.seats[target];
  if (!holder || holder.bot || zombies(ctx).includes(target) || zombies(ctx).includes(ctx.seat)) return null;
  const theirs = clocks.remaining(target);
  const mine = clocks.remaining(ctx.seat);
  if (theirs === null || theirs >= 0 || (mine !== null && mine < theirs)) return null;
  return ctx.presence && ctx.presence[target] === false ? 'expel' : 'skip';
}

export class TableControls {
  /** `command(t, fields)` sends a table command and returns its id (null when offline). */
  constructor({ clocks, command }) {
    Object.assign(this, { clocks, command });
    this.el = h('div', { class: 'table-controls', id: 'table-controls', role: 'group', 'aria-label': 'Table controls', hidden: true });
    this.sent = new Map();  // command id -> its type, until the server answers
    this.confirming = false;
    this.ctx = null;
  }

  /** Draw the bar for `ctx` = {table, state, seat, names, presence}. */
  draw(ctx) {
    this.ctx = ctx;
    if (!playing(ctx) || !seated(ctx)) {
      fill(this.el);
      this.el.hidden = true;
      return;
    }
    this.el.hidden = false;
    const focused = this.el.contains(document.activeElement) ? document.activeElement.id : null;
    const gone = zombies(ctx).includes(ctx.seat);
    fill(this.el,
      this.myClock(ctx),
      gone ? h('p', { class: 'notice notice-error zombie-note' }, 'You were skipped: a bot plays your seat until the end.') : null,
      h('div', { class: 'control-buttons' },
        gone ? null : this.thinkButton(ctx),
        gone ? null : this.undoButton(ctx),
        gone ? null : this.concedeControl(ctx),
        this.abandonControl(ctx)));
    const again = focused && document.getElementById(focused);
    if (again && this.el.contains(again)) again.focus({ preventScroll: true });  // keyboard users keep their place
  }

  myClock(ctx) {
    if (!this.clocks.known) return null;
    const turn = ctx.state.waiting.includes(ctx.seat);
    return h('div', { class: `my-clock${turn ? ' my-turn' : ''}` },
      h('span', { class: 'my-clock-label' }, 'Your time'), this.clocks.tag(ctx.seat, { big: true }));
  }

  button(label, t, fields, props = {}) {
    const busy = [...this.sent.values()].includes(t);
    return h('button', { class: 'btn btn-ghost', type: 'button', dataset: { command: t }, disabled: busy, ...props,
      onclick: () => this.send(t, fields) }, label);
  }

  send(t, fields = {}) {
    this.confirming = false;
    const id = this.command(t, fields);
    if (!id) {
      toast('You are offline right now; wait for the connection to come back.', 'error');
      return;
    }
    this.sent.set(id, t);
    this.redraw();
  }

  redraw() {
    if (this.ctx) this.draw(this.ctx);
  }

  thinkButton(ctx) {
    if (!ctx.state.waiting.includes(ctx.seat)) return null;
    if ((ctx.state.thinking || []).includes(ctx.seat)) {
      return h('span', { class: 'muted small thinking-said' }, 'The others know you are thinking.');
    }
    return this.button('I would like to think a little', 'think', {}, { id: 'think' });
  }

  undoButton(ctx) {
    if (!ctx.state.undo) return null;
    return this.button('Undo', 'undo', { v: ctx.state.v }, { id: 'undo', title: 'Take back your moves since the start of your turn' });
  }

  concedeControl(ctx) {
    if (ctx.table.players !== 2 || (ctx.game && ctx.game.cooperative)) return null;
    const progress = ctx.table.progress;
    if (typeof progress === 'number' && progress < CONCEDE_FROM) {
      return h('button', { class: 'btn btn-ghost', type: 'button', id: 'concede', disabled: true,
        title: 'You can concede from half-way through the game' }, 'Concede');
    }
    if (!this.confirming) {
      return h('button', { class: 'btn btn-ghost danger', type: 'button', id: 'concede',
        onclick: () => { this.confirming = true; this.redraw(); } }, 'Concede');
    }
    return h('span', { class: 'confirm-concede' }, 'Concede and lose this game?',
      this.button('Yes, concede', 'concede', {}, { id: 'concede-yes', class: 'btn btn-primary danger-fill' }),
      h('button', { class: 'btn btn-ghost', type: 'button', onclick: () => { this.confirming = false; this.redraw(); } }, 'Keep playing'));
  }

  abandonControl(ctx) {
    const votes = ctx.table.abandon_votes || [];
    const voters = humanSeats(ctx.table);
    const mine = votes.includes(ctx.seat);
    const tally = votes.length
      ? h('span', { class: 'abandon-votes small', id: 'abandon-votes' },
        `Voted to abandon: ${votes.map((s) => ctx.names[s]).join(', ')} (${votes.length} of ${voters.length})`)
      : null;
    const control = mine
      ? this.button('Withdraw my vote', 'abandon', { cancel: true }, { id: 'abandon' })
      : this.button(votes.length ? 'Agree to abandon' : 'Propose to abandon', 'abandon', {},
        { id: 'abandon', title: 'When every player agrees, the game ends and nothing is recorded' });
    return h('span', { class: 'abandon' }, control, tally);
  }

  /** What the players panel shows under `seat`: clock, zombie and thinking marks, skip or expel. */
  seatExtras(seat, ctx) {
    const marks = [];
    if (this.clocks.known) marks.push(this.clocks.tag(seat));
    if (zombies(ctx).includes(seat)) marks.push(h('span', { class: 'badge badge-zombie', title: 'Skipped: a bot plays this seat' }, 'skipped'));
    if (ctx.state && (ctx.state.thinking || []).includes(seat)) marks.push(h('span', { class: 'badge badge-thinking' }, 'thinking'));
    const push = pushAside(ctx, this.clocks, seat);
    if (push) {
      const label = push === 'skip' ? 'Skip their turn' : 'Expel';
      const title = push === 'skip'
        ? 'They are out of time: from now on a bot plays for them and the result is neutralized'
        : 'They are out of time and away: a bot plays for them and the result is neutralized';
      marks.push(this.button(label, push, { seat }, { class: 'btn btn-small danger', title, dataset: { command: push, seat } }));
    }
    return marks.length ? h('span', { class: 'seat-extras' }, marks) : null;
  }

  /** The server answered command `id` (ack or error): true when it was one of ours. */
  settle(id) {
    if (!this.sent.delete(id)) return false;
    this.redraw();
    return true;
  }

  /** A notice message from the table (someone would like to think). */
  notice(m, names) {
    if (m.kind === 'thinking' && m.seat !== this.ctx?.seat) toast(`${names[m.seat] ?? `Seat ${m.seat + 1}`} would like to think a little.`);
  }
}

/** What the card of an abandoned table says: agreed during play, or cancelled before the start. */
export function abandonedText(table) {
  return table.started_at ? 'Every player agreed to abandon this game: nothing is recorded.' : 'This table was cancelled.';
}
