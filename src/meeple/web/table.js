// The table page: seats before the start, then the game live over the WebSocket, then the result.
import { ApiError, currentUser, games as loadGames, get } from './api.js';
import { ClockBoard } from './clocks.js';
import { ChatPanel, seatOfUser, tableChatProblem } from './chat.js';
import { fill, h, toast } from './dom.js';
import { GameLog } from './log.js';
import { TurnNotifier } from './notify.js';
import { drawPlayers } from './players.js';
import { loadRenderer } from './renderers.js';
import { finalRanks, ratingChanges } from './ratingchanges.js';
import { resultCard } from './result.js';
import { seatsPanel } from './seats.js';
import { Standings } from './standing.js';
import { TableSocket } from './socket.js';
import { TableControls, abandonedText } from './tablecontrols.js';

const PRESENCE_MS = 5000;
const ACT_TIMEOUT_MS = 10000;
const STATUS_TEXT = {
  connecting: 'Connecting…', open: 'Live', reconnecting: 'Connection lost — reconnecting…',
  lost: 'Connection lost — reconnecting…', reconnected: 'Reconnected', closed: 'Disconnected',
};
const REFUSED = {
  not_your_turn: 'It is not your turn.', finished: 'The game is over.',
  not_started: 'The game has not started yet.', not_seated: 'You are watching: only seated players can play.',
};

class TablePage {
  constructor(app, tableId, user, games, params) {
    Object.assign(this, { app, tableId, user, games, params });
    this.table = null; this.seat = null; this.names = []; this.state = null; this.labels = null;
    this.standings = new Standings(); this.standingsAsked = false;
    this.renderer = null; this.rendererFor = null; this.presence = null; this.pending = null; this.ackedV = null;
    this.clocks = new ClockBoard(app, { turnBased: () => Boolean(this.table && this.table.mode === 'turnbased'),
      onLate: () => this.drawTableControls() });
    this.controls = new TableControls({ clocks: this.clocks, command: (t, fields) => this.socket.command(t, fields) });
    this.notifier = new TurnNotifier({ user, tableId, mode: () => (this.table ? this.table.mode : 'realtime') });
    this.chat = new ChatPanel({ title: 'Table chat', user: () => this.user, invite: params.invite,
      send: (text) => this.socket.command('chat', { text }), problem: () => tableChatProblem(this.user, this.seat),
      seatOf: (id) => (this.table ? seatOfUser(this.table, id) : null) });
    this.build();
    this.socket = new TableSocket(tableId, {
      hello: (m) => this.onHello(m), table: (m) => this.onTable(m.table, m.seat), state: (m) => this.onState(m),
      ack: (m) => this.onAck(m), error: (m) => this.onError(m), pong: () => {}, status: (st, why) => this.onStatus(st, why),
      notice: (m) => this.onNotice(m), chat: (m) => this.chat.add(m), chat_history: (m) => this.chat.history(m.messages),
    }, params.invite);
  }

  build() {
    this.title = h('h1', { class: 'table-name' }, 'Table');
    this.statusBadge = h('span', { class: 'badge' });
    this.speedBadge = h('span', { class: 'badge badge-speed', id: 'speed-badge' });
    this.conn = h('span', { class: 'conn-status', role: 'status', 'aria-live': 'polite' });
    this.links = h('span', { class: 'table-links' });
    this.watchers = h('span', { class: 'watchers muted small' });
    this.banner = h('div', { class: 'banner', hidden: true, role: 'alert' });
    this.playersBox = h('aside', { class: 'panel players-panel', 'aria-label': 'Players' });
    this.prompt = h('div', { class: 'prompt', id: 'prompt', 'aria-live': 'polite' });
    this.notice = h('div', { class: 'notice', id: 'notice', role: 'alert', hidden: true });
    this.gameRoot = h('div', { class: 'game-root', id: 'game' });
    this.resultBox = h('div', { id: 'result-box' });
    this.stage = h('section', { class: 'stage', 'aria-label': 'Game' }, this.controls.el, this.resultBox, this.prompt, this.notice, this.gameRoot);
    this.logBox = h('aside', { class: 'panel log-panel', 'aria-label': 'Game log' });
    this.log = new GameLog(this.logBox);
    fill(this.app, h('div', { class: 'table-page' },
      h('div', { class: 'table-head' }, h('div', { class: 'table-heading' }, this.title, this.statusBadge, this.speedBadge), h('div', { class: 'table-meta' }, this.watchers, this.conn, this.notifier.toggle, this.links)),
      this.banner, this.notifier.explainer,
      h('div', { class: 'table-grid' }, this.playersBox, this.stage, h('div', { class: 'side-column' }, this.logBox, this.chat.el))));
  }

  start() {
    this.socket.connect();
    this.presenceTimer = setInterval(() => this.pollPresence(), PRESENCE_MS);
  }

  get game() {
    return this.table ? this.games.get(this.table.game) : null;
  }

  // -- messages ---------------------------------------------------------------

  onHello(m) {
    this.user = m.user || this.user;
    this.clearPending();
    this.onTable(m.table, m.seat, m.names);
  }

  onTable(table, seat, names) {
    const fresh = names || table.seats.map((s, i) => (s ? s.name : `Seat ${i + 1}`));
    const renamed = JSON.stringify(fresh) !== JSON.stringify(this.names);
    this.standings.learn(table);
    if (this.standings.missing(table)) this.fetchStandings();
    this.table = this.standings.fill(table);
    this.seat = seat ?? null;
    this.names = fresh;
    if (renamed) this.log.rename(this.names);
    this.chat.refresh();
    this.drawHead();
    this.draw();
    this.pollPresence();
  }

  async onState(m) {
    if (this.state && m.v < this.state.v && !m.full) return;
    const events = m.events.map((e) => ({ ...e, v: e.v ?? m.v }));
    if (m.full) this.log.reset(events, this.names);
    else this.log.add(events, this.names);
    const labels = m.labels || (m.legal.length ? await this.fetchLabels(m.v) : null);
    if (this.state && this.state.v > m.v) return;  // a newer state arrived while the labels loaded
    this.state = m;
    this.labels = labels;
    if (m.clocks) this.clocks.update(m.clocks);
    if (m.status !== 'playing') this.clocks.stop();
    if (this.ackedV !== null && m.v >= this.ackedV) this.clearPending();  // my move is on the board
    if (this.table && m.status === 'finished' && this.table.status !== 'finished') this.table = { ...this.table, status: 'finished', outcome: m.outcome };
    if (this.table && m.status === 'playing' && this.table.status === 'open') this.table = { ...this.table, status: 'playing' };
    if (this.table && m.status === 'abandoned') this.table = { ...this.table, status: 'abandoned' };
    this.drawHead();
    await this.draw();
  }

  /** A versionless notice: someone would like to think (the next state message says so too). */
  onNotice(m) {
    if (m.kind !== 'thinking' || !this.state) return;
    const thinking = this.state.thinking || [];
    if (!thinking.includes(m.seat)) this.state = { ...this.state, thinking: [...thinking, m.seat] };
    this.controls.notice(m, this.names);
    this.drawTableControls();
  }

  onAck(m) {
    if (this.chat.settle(m) || this.controls.settle(m.id)) return;
    if (!this.pending || m.id !== this.pending) return;
    this.ackedV = m.v;
    // the new state may have come first: then my move is already on the board and the next click is free
    if (this.state && this.state.v >= m.v) this.clearPending();
  }

  /** The table as the API lists it, for its players' standings (the WebSocket's table carries none). */
  async fetchStandings() {
    if (this.standingsAsked) return;
    this.standingsAsked = true;
    try {
      const query = this.params.invite ? `?invite=${encodeURIComponent(this.params.invite)}` : '';
      const answer = await get(`/api/tables/${this.tableId}${query}`);
      this.standings.learn(answer.table);
      if (this.table) { this.table = this.standings.fill(this.table); this.drawPlayers(); if (this.table.status === 'open') this.drawPreGame(); }
    } catch { /* the names show without ratings */ } finally { this.standingsAsked = false; }
  }

  async fetchLabels(v) {
    try {
      const answer = await get(`/api/tables/${this.tableId}/labels?v=${v}`);
      return answer.v === v ? answer.labels : null;
    } catch {
      return null;
    }
  }

  onError(m) {
    if (this.chat.settle(m)) return;
    if (this.controls.settle(m.id)) {
      this.showNotice(m.message, 'error');
      return;
    }
    if (this.pending && m.id === this.pending) this.clearPending();
    if (m.code === 'stale') {
      this.showNotice('The table moved on before your move arrived; here is the new position.', 'info');
      this.socket.sync();
      return;
    }
    const text = m.code === 'illegal' || m.code === 'bad_action' ? m.message : REFUSED[m.code] || m.message;
    this.showNotice(text, 'error');
  }

  showNotice(text, kind) {
    this.notice.hidden = false;
    this.notice.className = `notice notice-${kind}`;
    this.notice.textContent = text;
    clearTimeout(this.noticeTimer);
    if (kind === 'info') this.noticeTimer = setTimeout(() => this.hideNotice(), 6000);
  }

  onStatus(status, why) {
    this.conn.textContent = STATUS_TEXT[status] || status;
    this.conn.dataset.state = status;
    const bad = status === 'lost' || status === 'reconnecting' || status === 'closed';
    this.banner.hidden = !bad;
    this.gameRoot.classList.toggle('offline', bad);
    this.banner.textContent = status === 'closed' ? `Disconnected: ${why}` : 'Connection lost — reconnecting by itself…';
    if (status === 'reconnected') {
      toast('Reconnected: you are back at the table.', 'success');
      setTimeout(() => { if (this.socket.status === 'reconnected') this.conn.textContent = STATUS_TEXT.open; }, 4000);
    }
  }

  // -- acting -----------------------------------------------------------------

  act(action) {
    if (this.pending || !this.state || this.state.status !== 'playing') return false;
    const id = this.socket.act(action, this.state.v);
    if (!id) {
      this.showNotice('You are offline right now; wait for the connection to come back.', 'error');
      return false;
    }
    this.hideNotice();
    this.pending = id;
    this.gameRoot.classList.add('busy');
    this.gameRoot.setAttribute('aria-busy', 'true');
    this.pendingTimer = setTimeout(() => this.clearPending(), ACT_TIMEOUT_MS);
    return true;
  }

  clearPending() {
    this.pending = null;
    this.ackedV = null;
    clearTimeout(this.pendingTimer);
    this.gameRoot.classList.remove('busy');
    this.gameRoot.removeAttribute('aria-busy');
  }

  hideNotice() {
    this.notice.hidden = true;
  }

  // -- drawing ----------------------------------------------------------------

  drawHead() {
    const game = this.game;
    const t = this.table;
    if (!t) return;
    const title = game ? game.title : t.game;
    this.title.textContent = title;
    const status = t.status === 'abandoned' || !this.state ? t.status : this.state.status;
    this.statusBadge.textContent = { open: 'waiting for players', playing: 'in play', finished: 'finished', abandoned: 'cancelled' }[status] || status;
    this.statusBadge.className = `badge status-${status}`;
    this.speedBadge.textContent = [t.ranked ? 'Ranked' : 'Casual', t.speed_label].filter(Boolean).join(' · ');
    fill(this.links, h('a', { href: `/games/${t.game}/rules`, target: '_blank', rel: 'noopener' }, 'Rules'),
      status === 'finished' ? h('a', { href: this.replayHref() }, 'Replay') : null);
    const mine = this.isMyTurn();
    document.title = `${mine ? '● Your turn · ' : ''}${title} · Meeple`;
    this.notifier.update({ myTurn: mine, seated: this.seat !== null && (status === 'open' || status === 'playing'),
      known: Boolean(this.state) || status === 'open', title });
    this.app.dataset.status = status;
    this.app.dataset.v = this.state ? String(this.state.v) : '';
    this.app.dataset.myTurn = String(mine);
  }

  /** The replay's address, with the invite this page was opened with (an invite-only table's replay needs it). */
  replayHref() {
    const invite = this.params.invite ? `?invite=${encodeURIComponent(this.params.invite)}` : '';
    return `/replay/${this.table.id}${invite}`;
  }

  isMyTurn() {
    return Boolean(this.state && this.state.status === 'playing' && this.seat !== null && this.state.waiting.includes(this.seat));
  }

  async draw() {
    const t = this.table;
    if (!t) return;
    if (t.status === 'open' || t.status === 'abandoned' || !this.state) {
      this.drawPlayers();
      this.drawPreGame();
      return;
    }
    await this.ensureRenderer();
    this.drawPrompt();
    const active = document.activeElement;
    const hadFocus = active && this.gameRoot.contains(active);
    const key = hadFocus ? active.dataset.key : null;
    await this.render();
    if (hadFocus) this.refocus(key);
    this.drawTableControls();
    fill(this.resultBox, this.state.outcome ? this.result(this.state.outcome) : null);
    if (this.state.outcome) clearInterval(this.presenceTimer);
  }

  /** The result card, with the rating changes and the neutralized ranks once the table's record has them. */
  result(outcome) {
    return resultCard(outcome, this.names, { seat: this.seat, replayHref: this.replayHref(),
      ranks: finalRanks(this.table, outcome), extra: ratingChanges(this.table, this.names, this.seat) });
  }

  /** Whatever depends on the clocks and the table's record: the players panel and the controls bar. */
  drawTableControls() {
    if (!this.table) return;
    this.drawPlayers();
    this.controls.draw(this.controlContext());
  }

  controlContext() {
    return { table: this.table, state: this.state, seat: this.seat, names: this.names, presence: this.presence,
      game: this.game };
  }

  /** Draw the game; a renderer that fails hands over to the generic one rather than leave a blank table. */
  async render() {
    try {
      this.renderer.update(this.frame());
    } catch (err) {
      console.error('The renderer failed on this state:', err);
      if (this.params.forceGeneric) {
        fill(this.gameRoot, h('p', { class: 'notice notice-error' }, 'This position cannot be drawn. The game goes on: try reloading the page.'));
        return;
      }
      this.params.forceGeneric = true;
      this.rendererFor = null;
      await this.ensureRenderer();
      await this.render();
    }
  }

  /** Keep keyboard play going after a redraw: the same thing again, else the first button. */
  refocus(key) {
    const same = key ? this.gameRoot.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
    const target = same && !same.disabled ? same : this.gameRoot.querySelector('button:not([disabled])');
    if (target) target.focus({ preventScroll: true });
  }

  frame() {
    const m = this.state;
    return { view: m.view, legal: m.legal, labels: this.labels, waiting: m.waiting, seat: this.seat, names: this.names,
      status: m.status, outcome: m.outcome, v: m.v, replay: false, act: (a) => this.act(a) };
  }

  async ensureRenderer() {
    if (this.renderer && this.rendererFor === this.table.game) return;
    const mod = await loadRenderer(this.game, { forceGeneric: this.params.forceGeneric });
    if (this.renderer && this.rendererFor === this.table.game) return;
    this.gameRoot.replaceChildren();
    this.renderer = mod.createRenderer(this.gameRoot, { names: () => this.names });
    this.rendererFor = this.table.game;
  }

  drawPrompt() {
    const m = this.state;
    let text;
    let kind = 'wait';
    if (m.status === 'finished') text = '';  // the result card says it
    else if (this.isMyTurn()) { text = 'Your turn!'; kind = 'turn'; }
    else if (m.legal.length) { text = 'You may act now.'; kind = 'turn'; }
    else {
      const who = m.waiting.map((s) => this.names[s] ?? `Seat ${s + 1}`);
      text = `${this.seat === null ? 'You are watching. ' : ''}Waiting for ${who.join(', ') || 'the game'}…`;
    }
    this.prompt.className = `prompt prompt-${kind}`;
    this.prompt.textContent = text;
  }

  drawPlayers() {
    const view = this.state ? this.state.view : null;
    const gameInfo = view && this.renderer && this.renderer.seatInfo ? (seat) => this.renderer.seatInfo(view, seat) : () => null;
    const ctx = this.controlContext();
    const info = (seat) => {
      const extras = this.controls.seatExtras(seat, ctx);
      const more = gameInfo(seat);
      return extras || more ? [extras, more] : null;
    };
    const outcome = this.state ? this.state.outcome : null;
    drawPlayers(this.playersBox, { table: this.table, names: this.names, seat: this.seat,
      waiting: this.state ? this.state.waiting : [], outcome,
      ranks: outcome && this.table ? finalRanks(this.table, outcome) : null, presence: this.presence, info });
  }

  drawPreGame() {
    const t = this.table;
    this.prompt.className = 'prompt';
    this.prompt.textContent = '';
    if (t.status === 'abandoned') {
      this.clocks.stop();
      this.controls.draw(this.controlContext());
      fill(this.gameRoot, h('section', { class: 'card empty', id: 'abandoned' }, h('h2', {}, abandonedText(t)), h('a', { href: '/' }, 'Back to the lobby')));
      return;
    }
    if (t.status !== 'open') {
      fill(this.gameRoot, h('p', { class: 'muted loading' }, 'Loading the game…'));
      return;
    }
    fill(this.gameRoot, seatsPanel(t, { user: this.user, invite: this.params.invite, onTable: (table) => this.onLocalTable(table) }));
  }

  onLocalTable(table) {
    const held = this.user ? table.seats.findIndex((s) => s && s.user_id === this.user.id) : -1;
    this.onTable(table, held >= 0 ? held : null);
  }

  async pollPresence() {
    if (!this.table || this.table.status === 'finished' || this.table.status === 'abandoned') return;
    try {
      const query = this.params.invite ? `?invite=${encodeURIComponent(this.params.invite)}` : '';
      const answer = await get(`/api/tables/${this.tableId}/presence${query}`);
      const changed = JSON.stringify(answer.seats) !== JSON.stringify(this.presence);
      this.presence = answer.seats;
      this.watchers.textContent = answer.watchers ? `${answer.watchers} watching` : '';
      if (changed) this.drawTableControls();
    } catch { /* presence is a nicety; the next poll tries again */ }
  }
}

/** Show table `tableId` in `app`. `?renderer=generic` forces the generic renderer; `?invite=` joins invite-only tables. */
export async function showTable(app, tableId) {
  const params = new URLSearchParams(location.search);
  const invite = params.get('invite');
  const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
  const [user, games, found] = await Promise.all([currentUser(), loadGames(),
    get(`/api/tables/${encodeURIComponent(tableId)}${query}`).catch((err) => err)]);
  if (found instanceof ApiError && found.status === 404) {  // a mistyped, cancelled or invite-only address
    fill(app, h('section', { class: 'card empty', id: 'table-not-found' }, h('h1', {}, 'Table not found'),
      h('p', {}, `There is no table ${tableId} here: it may have been cancelled, or it is by invitation and the address lacks its invite code. `,
        h('a', { href: '/' }, 'Go to the lobby'), '.')));
    return null;
  }
  const page = new TablePage(app, tableId, user, games,
    { invite: params.get('invite'), forceGeneric: params.get('renderer') === 'generic' });
  page.start();
  window.meepleTable = page;  // for the browser tests and the curious: the page's state and act()
  return page;
}
