// Replays: step forwards and backwards through a finished game, as any seat saw it or as a spectator.
import { games as loadGames, get } from './api.js';
import { replayChat } from './chat.js';
import { fill, h, withNames } from './dom.js';
import { icon } from './icons.js';
import { drawPlayers } from './players.js';
import { loadRenderer } from './renderers.js';
import { resultCard } from './result.js';

const AUTOPLAY_MS = 700;

function moveLines(move) {
  if (move.events.length) return move.events.map((e) => ({ text: e.text, to: e.to }));
  return [{ text: move.label ? `{p${move.seat}}: ${move.label}` : `{p${move.seat}} moves.` }];
}

class ReplayPage {
  constructor(app, tableId, games, params) {
    Object.assign(this, { app, tableId, games, params });
    this.seat = params.seat;
    this.step = 0;
    this.cache = new Map();
    this.renderer = null;
    this.timer = null;
  }

  /** `?seat=` and, for an invite-only table, its `invite=` (what the page was opened with). */
  query(withSeat = true) {
    const q = new URLSearchParams();
    if (withSeat && this.seat !== null) q.set('seat', this.seat);
    if (this.params.invite) q.set('invite', this.params.invite);
    const text = q.toString();
    return text ? `?${text}` : '';
  }

  async load() {
    this.info = await get(`/api/tables/${this.tableId}/replay${this.query()}`);
    this.cache.clear();
  }

  build() {
    const info = this.info;
    const seatSelect = h('select', { id: 'replay-seat', 'aria-label': 'Watch as',
      onchange: async () => { this.seat = seatSelect.value === '' ? null : Number(seatSelect.value); await this.load(); this.go(this.step); } },
    h('option', { value: '' }, 'Spectator view'),
    info.names.map((n, i) => h('option', { value: String(i), selected: this.seat === i }, `${n}'s view`)));
    const button = (text, label, fn, id) => h('button', { type: 'button', class: 'btn', id, 'aria-label': label, onclick: fn }, text);
    this.slider = h('input', { type: 'range', min: 0, max: info.total, value: 0, 'aria-label': 'Move',
      oninput: () => this.go(Number(this.slider.value)) });
    this.count = h('span', { class: 'step-count', 'aria-live': 'polite' });
    this.playBtn = button([icon('play'), ' Play'], null, () => this.toggleAutoplay(), 'replay-play');
    this.moveLine = h('p', { class: 'replay-move' });
    this.gameRoot = h('div', { class: 'game-root', id: 'game' });
    this.playersBox = h('aside', { class: 'panel players-panel', 'aria-label': 'Players' });
    this.logList = h('ol', { class: 'log' });
    this.resultBox = h('div');
    const game = this.games.get(info.game);
    fill(this.app, h('div', { class: 'table-page replay-page' },
      h('div', { class: 'table-head' },
        h('div', { class: 'table-heading' }, h('h1', {}, `${game ? game.title : info.title}: replay`), h('span', { class: 'badge status-finished' }, `${info.total} moves`)),
        h('div', { class: 'table-links' }, h('a', { href: `/t/${this.tableId}` }, 'Table'), h('a', { href: `/api/tables/${this.tableId}/export${this.query(false)}`, download: `${this.tableId}.json` }, 'Download'), h('a', { href: `/games/${info.game}/rules` }, 'Rules'))),
      h('div', { class: 'replay-bar' },
        button(icon('first'), 'First move', () => this.go(0), 'replay-first'),
        button(icon('prev'), 'Previous move', () => this.go(this.step - 1), 'replay-prev'),
        this.count,
        button(icon('next'), 'Next move', () => this.go(this.step + 1), 'replay-next'),
        button(icon('last'), 'Last move', () => this.go(info.total), 'replay-last'),
        this.slider, this.playBtn, seatSelect),
      h('div', { class: 'table-grid' }, this.playersBox,
        h('section', { class: 'stage', 'aria-label': 'Game' }, this.resultBox, this.moveLine, this.gameRoot),
        h('div', { class: 'side-column' }, h('aside', { class: 'panel log-panel', 'aria-label': 'Game log' }, h('h2', { class: 'panel-title' }, 'Game log'), this.logList), this.chat.el))));
    document.addEventListener('keydown', (e) => {
      if (e.target.closest && e.target.closest('input, select, textarea')) return;
      if (e.key === 'ArrowRight') this.go(this.step + 1);
      else if (e.key === 'ArrowLeft') this.go(this.step - 1);
    });
  }

  toggleAutoplay() {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
      fill(this.playBtn, icon('play'), ' Play');
      return;
    }
    fill(this.playBtn, icon('pause'), ' Pause');
    this.timer = setInterval(() => {
      if (this.step >= this.info.total) this.toggleAutoplay();
      else this.go(this.step + 1);
    }, AUTOPLAY_MS);
  }

  async position(step) {
    const key = `${this.seat}:${step}`;
    if (!this.cache.has(key)) {
      this.cache.set(key, get(`/api/tables/${this.tableId}/replay/${step}${this.query()}`));
    }
    return this.cache.get(key);
  }

  async go(step) {
    const target = Math.max(0, Math.min(this.info.total, step));
    this.step = target;
    this.slider.value = String(target);
    this.count.textContent = `${target} / ${this.info.total}`;
    const pos = await this.position(target);
    if (this.step !== target) return;
    const info = this.info;
    const end = target === info.total;
    const move = target ? info.moves[target - 1] : null;
    fill(this.moveLine, move ? [h('span', { class: 'step-no' }, `Move ${target}`), withNames(moveLines(move)[0].text, info.names)] : 'The start of the game.');
    this.renderer.update({ view: pos.view, legal: [], labels: null, waiting: pos.waiting, seat: this.seat, names: info.names,
      status: end ? 'finished' : 'playing', outcome: end ? info.outcome : null, v: target, replay: true, act: () => false });
    const view = pos.view;
    drawPlayers(this.playersBox, { table: null, names: info.names, seat: this.seat, waiting: pos.waiting,
      outcome: end ? info.outcome : null, presence: null,
      info: this.renderer.seatInfo ? (s) => this.renderer.seatInfo(view, s) : null });
    fill(this.resultBox, end && info.outcome ? resultCard(info.outcome, info.names, { seat: this.seat, replay: true }) : null);
    this.drawLog(target);
    this.chat.until(target);
    this.app.dataset.step = String(target);
  }

  drawLog(step) {
    const items = [];
    for (const move of this.info.moves.slice(0, step)) {
      moveLines(move).forEach((line, i) => items.push(h('li', {
        class: `log-line${i === 0 ? ' move-start' : ''}${move.step === step ? ' current' : ''}${line.to ? ' private' : ''}`,
      }, line.to ? h('span', { class: 'lock', title: 'Only this seat saw this' }, icon('lock', 'private'), ' ') : null, withNames(line.text, this.info.names))));
    }
    if (!items.length) items.push(h('li', { class: 'log-line muted' }, 'Nothing has happened yet.'));
    fill(this.logList, items);
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  async start() {
    await this.load();
    this.chat = await replayChat(this.tableId, this.params.invite);
    this.build();
    const mod = await loadRenderer(this.games.get(this.info.game), { forceGeneric: this.params.forceGeneric });
    this.renderer = mod.createRenderer(this.gameRoot, { names: () => this.info.names });
    await this.go(this.params.step ?? 0);
  }
}

/** Show the replay of table `tableId` (`?seat=N` to watch as a seat, `?step=N` to start there, `?invite=` for an
 * invite-only table). */
export async function showReplay(app, tableId) {
  const params = new URLSearchParams(location.search);
  const seat = params.get('seat');
  const step = params.get('step');
  const games = await loadGames();
  document.title = 'Replay · Meeple';
  const page = new ReplayPage(app, tableId, games, { seat: seat === null || seat === '' ? null : Number(seat),
    step: step === null ? null : Number(step), forceGeneric: params.get('renderer') === 'generic',
    invite: params.get('invite') });
  await page.start();
}
