// Each player's game clock: the server's remaining times, ticking down here between state messages.
// The server says when it computed the times (`clocks.at`); the page never polls for them.
import { h } from './dom.js';

const TICK_MS = 250;
const RESYNC_S = 5;  // a server time this far from the estimate means the clock moved: trust the new one
const MINUS = '\u2212';

function pad(n) {
  return String(n).padStart(2, '0');
}

/** `seconds` as a clock: m:ss (h:mm:ss past an hour) in real time, days and hours turn based, ∞ for no limit. */
export function formatClock(seconds, turnBased = false) {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '∞';
  const sign = seconds < 0 ? MINUS : '';
  // Whole seconds towards the moment of running out: 0.4 s left reads 0:00, 0.4 s late reads −0:01.
  const total = seconds < 0 ? Math.ceil(-seconds) : Math.floor(seconds);
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  if (turnBased && days) return `${sign}${days}d ${hours}h`;
  if (turnBased && hours) return `${sign}${hours}h ${pad(minutes)}m`;
  if (total >= 3600) return `${sign}${days * 24 + hours}:${pad(minutes)}:${pad(secs)}`;
  return `${sign}${minutes}:${pad(secs)}`;
}

/**
 * The clocks of one table. `update(clocks)` takes the `clocks` of a state message; every element made by
 * `tag(seat)` then shows that seat's time, ticking for running clocks. `onLate(seats)` is called when the
 * set of late seats (negative clocks) changes between two state messages, so buttons that depend on it
 * can appear without waiting for the server.
 */
export class ClockBoard {
  constructor(root, { turnBased = () => false, onLate = () => {} } = {}) {
    Object.assign(this, { root, turnBased, onLate });
    this.clocks = null;
    this.offset = null;  // client time minus server time, in seconds (the smallest seen: the least delayed message)
    this.lateKey = '';
    this.timer = null;
  }

  /** New times from the server; starts the ticking. */
  update(clocks) {
    if (!clocks || !Array.isArray(clocks.remaining)) return;
    const sample = Date.now() / 1000 - clocks.at;
    if (this.offset === null || sample < this.offset || sample > this.offset + RESYNC_S) this.offset = sample;
    this.clocks = { at: clocks.at, remaining: clocks.remaining, running: new Set(clocks.running || []) };
    this.lateKey = this.late().join(',');
    if (!this.timer) this.timer = setInterval(() => this.tick(), TICK_MS);
    this.tick();
  }

  get known() {
    return this.clocks !== null;
  }

  /** True when the table has no time limit (every clock is null). */
  get unlimited() {
    return this.known && this.clocks.remaining.every((r) => r === null);
  }

  /** Seconds left for `seat` now (negative when late), or null when there is no limit or nothing is known yet. */
  remaining(seat) {
    if (!this.clocks) return null;
    const base = this.clocks.remaining[seat];
    if (base === null || base === undefined) return null;
    if (!this.clocks.running.has(seat)) return base;
    const serverNow = Date.now() / 1000 - this.offset;
    return base - Math.max(0, serverNow - this.clocks.at);
  }

  running(seat) {
    return Boolean(this.clocks && this.clocks.running.has(seat));
  }

  /** Seats whose clock is negative now. */
  late() {
    if (!this.clocks) return [];
    return this.clocks.remaining.map((_, s) => s).filter((s) => (this.remaining(s) ?? 0) < 0);
  }

  /** An element showing `seat`'s clock; `big` for the player's own clock at the top of the page. */
  tag(seat, { big = false } = {}) {
    const el = h('span', { class: `clock${big ? ' clock-big' : ''}`, dataset: { clockSeat: seat }, role: big ? 'timer' : null });
    this.paint(el);
    return el;
  }

  paint(el) {
    const seat = Number(el.dataset.clockSeat);
    const left = this.remaining(seat);
    el.textContent = this.known ? formatClock(left, this.turnBased()) : '';
    el.hidden = !this.known;
    el.classList.toggle('clock-late', left !== null && left < 0);
    el.classList.toggle('clock-running', this.running(seat));
    el.title = left === null ? 'No time limit' : left < 0 ? 'Out of time' : 'Time left to think';
  }

  tick() {
    for (const el of this.root.querySelectorAll('[data-clock-seat]')) this.paint(el);
    const key = this.late().join(',');
    if (key !== this.lateKey) {
      this.lateKey = key;
      this.onLate(this.late());
    }
  }

  /** Stop ticking (the game is over: the clocks stay as they are). */
  stop() {
    clearInterval(this.timer);
    this.timer = null;
    if (this.clocks) this.clocks = { ...this.clocks, running: new Set() };
    this.tick();
  }
}
