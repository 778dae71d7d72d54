// Chat: a table's or the lobby's messages, live, with mute, block and report for each author.
// Protocol: docs/api.md ("Chat"). Every user-written text goes in as a text node (dom.js's h): never as HTML.
// Mute is this page's session only (sessionStorage); block is the account's (the server keeps the list).
import { ApiError, api, get, post } from './api.js';
import { useStyle } from './cards.js';
import { fill, h, seatColor, toast } from './dom.js';
import { TableSocket } from './socket.js';

const MAX_CHARS = 500;
const MUTED_KEY = 'meeple-chat-muted';
const LOBBY_PATH = '/ws/lobby';

function loadMuted() {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(MUTED_KEY) || '[]'));
  } catch {
    return new Map();
  }
}

function saveMuted(muted) {
  try { sessionStorage.setItem(MUTED_KEY, JSON.stringify([...muted])); } catch { /* private mode: this page only */ }
}

function clock(at) {
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** The seat `userId` holds at `table` (its first), or null for a spectator. */
export function seatOfUser(table, userId) {
  const seat = table.seats.findIndex((s) => s && s.user_id === userId);
  return seat >= 0 ? seat : null;
}

/** Why `user` may not write in a table's chat (null if they may): the server's rule, said before they try. */
export function tableChatProblem(user, seat) {
  if (!user) return 'Log in to chat at this table.';
  if (user.guest && seat === null) return 'Guests chat only at the tables they play at; register to chat while watching.';
  return null;
}

/** The same for the lobby's chat: registered players only. */
export function lobbyChatProblem(user) {
  if (!user) return 'Log in to chat in the lobby.';
  if (user.guest) return 'Only registered players chat in the lobby; guests can chat at their tables.';
  return null;
}

export class ChatPanel {
  /**
   * `send(text)` sends a chat frame and returns its id (null when offline); `problem()` says why the user may not
   * write (null if they may); `user()` is the logged-in user or null; `invite` is the table's invite code if any.
   * `seatOf(userId)` is the author's seat at the table (null for a spectator; left out in the lobby).
   * Without `send` the panel only reads (a replay).
   */
  constructor({ title = 'Chat', user = () => null, send = null, problem = () => null, invite = null, id = 'chat',
    seatOf = null }) {
    useStyle('chat-css', '/web/chat.css');
    Object.assign(this, { user, send, problem, invite, seatOf });
    this.messages = [];
    this.pending = new Map();  // chat frame id -> its text
    this.muted = loadMuted();  // user id -> name
    this.blocked = new Map();  // user id -> name
    this.untilStep = null;
    this.list = h('ol', { class: 'chat-list', 'aria-live': 'polite', 'aria-relevant': 'additions', 'aria-label': 'Messages' });
    this.hiddenBox = h('div', { class: 'chat-hidden small muted' });
    this.formBox = h('div', { class: 'chat-form-box' });
    this.el = h('section', { class: 'panel chat-panel', id, 'aria-label': title },
      h('h2', { class: 'panel-title' }, title), this.list, this.hiddenBox, this.formBox);
    this.drawForm();
    this.loadBlocks();
  }

  async loadBlocks() {
    if (!this.user()) return;
    try {
      const answer = await get('/api/accounts/blocks');
      this.blocked = new Map(answer.blocked.map((b) => [b.user_id, b.name]));
      this.draw();
    } catch { /* the server leaves out what it knows to hide anyway */ }
  }

  // -- messages -------------------------------------------------------------------

  /** The chat's recent past (on every (re)connection): it replaces what the panel shows. */
  history(messages) {
    const byId = new Map(this.messages.map((m) => [m.id, m]));
    for (const m of messages) byId.set(m.id, m);
    this.messages = [...byId.values()].sort((x, y) => x.id - y.id);
    this.draw(true);
  }

  /** One new message, live. */
  add(message) {
    if (this.messages.some((m) => m.id === message.id)) return;
    const atBottom = this.nearBottom();
    this.messages.push(message);
    this.messages.sort((x, y) => x.id - y.id);
    this.draw(atBottom);
  }

  /** A replay shows the messages written up to its step. */
  until(step) {
    this.untilStep = step;
    this.draw(true);
  }

  /** The answer to one of this panel's frames: true if it was one (an ack clears the box, an error says why). */
  settle(m) {
    if (!this.pending.has(m.id)) return false;
    const text = this.pending.get(m.id);
    this.pending.delete(m.id);
    if (m.t === 'ack') {
      this.showError('');
    } else {
      if (this.input && !this.input.value) this.input.value = text;  // nothing lost: send it again later
      this.showError(m.message);
    }
    return true;
  }

  hides(m) {
    return this.muted.has(m.user_id) || this.blocked.has(m.user_id) || (this.untilStep !== null && (m.step ?? 0) > this.untilStep);
  }

  nearBottom() {
    return this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 40;
  }

  // -- drawing --------------------------------------------------------------------

  draw(scroll = false) {
    const shown = this.messages.filter((m) => !this.hides(m));
    fill(this.list, shown.length ? shown.map((m) => this.line(m)) : h('li', { class: 'chat-empty muted small' }, 'No messages yet.'));
    this.drawHidden();
    if (scroll) this.list.scrollTop = this.list.scrollHeight;
  }

  line(m) {
    const me = this.user();
    const mine = me && me.id === m.user_id;
    const author = mine || !this.send
      ? h('span', { class: 'chat-author' }, m.name)
      : h('button', { type: 'button', class: 'chat-author', 'aria-haspopup': 'true', title: `Mute, block or report ${m.name}`,
        onclick: (e) => this.openMenu(m, e.currentTarget.closest('li')) }, m.name);
    const seat = this.seatOf ? this.seatOf(m.user_id) : undefined;
    if (seat !== undefined && seat !== null) author.style.setProperty('--seat', seatColor(seat));
    return h('li', { class: `chat-line${mine ? ' mine' : ''}${seat !== undefined && seat !== null ? ' seated' : ''}`,
      dataset: { id: String(m.id), author: m.name } },
    author, seat === null ? h('span', { class: 'chat-role muted small' }, 'watching ') : null,
    h('span', { class: 'chat-time muted', title: new Date(m.at).toLocaleString() }, clock(m.at)),
      h('span', { class: 'chat-text' }, m.text));
  }

  drawHidden() {
    const rows = [];
    for (const [id, name] of this.muted) {
      rows.push(h('span', { class: 'chat-hidden-item' }, `Muted: ${name} `,
        h('button', { type: 'button', class: 'linkish', onclick: () => this.unmute(id) }, 'Unmute')));
    }
    for (const [, name] of this.blocked) {
      rows.push(h('span', { class: 'chat-hidden-item' }, `Blocked: ${name} `,
        h('button', { type: 'button', class: 'linkish', onclick: () => this.unblock(name) }, 'Unblock')));
    }
    fill(this.hiddenBox, rows);
  }

  drawForm() {
    if (!this.send) {
      fill(this.formBox);
      return;
    }
    const problem = this.problem();
    if (problem) {
      this.input = null;
      fill(this.formBox, h('p', { class: 'chat-note small muted' }, problem));
      return;
    }
    if (this.input && this.formBox.contains(this.input)) return;
    this.input = h('input', { type: 'text', class: 'chat-input', maxlength: MAX_CHARS, autocomplete: 'off',
      placeholder: 'Say something…', 'aria-label': 'Chat message', oninput: () => this.showError('') });
    this.error = h('p', { class: 'chat-error small', role: 'alert', hidden: true });
    fill(this.formBox, h('form', { class: 'chat-form', onsubmit: (e) => { e.preventDefault(); this.submit(); } },
      this.input, h('button', { type: 'submit', class: 'btn btn-primary chat-send' }, 'Send')), this.error);
  }

  /** The user or their seat changed: who may write may have too. */
  refresh() {
    this.drawForm();
    this.draw();
  }

  submit() {
    const text = this.input.value.trim();
    if (!text) {
      this.showError('Write something first.');
      return;
    }
    if (text.length > MAX_CHARS) {
      this.showError(`That message has ${text.length} characters; the limit is ${MAX_CHARS}.`);
      return;
    }
    const id = this.send(text);
    if (!id) {
      this.showError('You are offline right now; your message was not sent.');
      return;
    }
    this.pending.set(id, text);
    this.input.value = '';
  }

  showError(text) {
    if (!this.error) return;
    this.error.hidden = !text;
    this.error.textContent = text;
  }

  // -- mute, block, report -------------------------------------------------------------

  openMenu(m, li) {
    this.closeMenu();
    const who = m.name;
    const loggedIn = Boolean(this.user());
    this.menu = h('div', { class: 'chat-menu', role: 'group', 'aria-label': `About ${who}` },
      h('button', { type: 'button', class: 'btn', onclick: () => this.mute(m) }, 'Mute'),
      loggedIn ? h('button', { type: 'button', class: 'btn', onclick: () => this.block(m) }, 'Block') : null,
      loggedIn ? h('button', { type: 'button', class: 'btn', onclick: () => this.reportForm(m) }, 'Report') : null,
      h('button', { type: 'button', class: 'btn btn-ghost', onclick: () => this.closeMenu() }, 'Cancel'));
    this.menu.addEventListener('keydown', (e) => { if (e.key === 'Escape') this.closeMenu(); });
    li.after(this.menu);
    this.menu.querySelector('button').focus();
  }

  closeMenu() {
    if (this.menu) this.menu.remove();
    this.menu = null;
  }

  mute(m) {
    this.closeMenu();
    this.muted.set(m.user_id, m.name);
    saveMuted(this.muted);
    this.draw();
    toast(`${m.name} is muted on this page until you close it.`);
  }

  unmute(id) {
    this.muted.delete(id);
    saveMuted(this.muted);
    this.draw();
  }

  async block(m) {
    this.closeMenu();
    try {
      const answer = await api('PUT', `/api/accounts/blocks/${encodeURIComponent(m.name)}`);
      this.blocked = new Map(answer.blocked.map((b) => [b.user_id, b.name]));
      this.draw();
      toast(`You blocked ${m.name}: you will not see their messages, nor share a table with them.`, 'success');
    } catch (err) {
      toast(err instanceof ApiError ? err.message : String(err), 'error');
    }
  }

  async unblock(name) {
    try {
      await api('DELETE', `/api/accounts/blocks/${encodeURIComponent(name)}`);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 404) {
        toast(err instanceof ApiError ? err.message : String(err), 'error');
        return;
      }
    }
    for (const [id, n] of this.blocked) if (n === name) this.blocked.delete(id);
    this.draw();
    toast(`${name} is unblocked. Their new messages will show; reload the page for the older ones.`);
  }

  reportForm(m) {
    const reason = h('input', { type: 'text', maxlength: 500, class: 'chat-reason', 'aria-label': 'Why are you reporting this message?',
      placeholder: 'Why? (optional)' });
    const form = h('form', { class: 'chat-menu chat-report', onsubmit: async (e) => {
      e.preventDefault();
      await this.report(m, reason.value);
    } }, reason, h('button', { type: 'submit', class: 'btn btn-primary' }, 'Send report'),
    h('button', { type: 'button', class: 'btn btn-ghost', onclick: () => this.closeMenu() }, 'Cancel'));
    this.menu.replaceWith(form);
    this.menu = form;
    reason.focus();
  }

  async report(m, reason) {
    const query = this.invite ? `?invite=${encodeURIComponent(this.invite)}` : '';
    try {
      await post(`/api/chat/${m.id}/report${query}`, { reason });
      this.closeMenu();
      toast(`Thank you: the message of ${m.name} is reported to the admins.`, 'success');
    } catch (err) {
      toast(err instanceof ApiError ? err.message : String(err), 'error');
    }
  }
}

/** The lobby's chat socket: the table socket's reconnecting logic on `/ws/lobby`. */
class LobbySocket extends TableSocket {
  constructor(on) {
    super('', on);
    this.url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LOBBY_PATH}`;
  }
}

/** The lobby's chat panel, live; `user` is the logged-in user or null. */
export function lobbyChat(user) {
  let socket = null;
  const panel = new ChatPanel({ title: 'Lobby chat', id: 'lobby-chat', user: () => user,
    send: (text) => socket.command('chat', { text }), problem: () => lobbyChatProblem(user) });
  socket = new LobbySocket({
    chat: (m) => panel.add(m), chat_history: (m) => panel.history(m.messages),
    ack: (m) => panel.settle(m), error: (m) => panel.settle(m), pong: () => {}, hello: () => {},
  });
  socket.connect();
  window.addEventListener('pagehide', () => socket.close(), { once: true });
  return panel;
}

/** A finished table's chat beside its replay: `until(step)` shows what was written up to that move. */
export async function replayChat(tableId, invite) {
  const panel = new ChatPanel({ title: 'Chat', id: 'replay-chat' });
  try {
    const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
    panel.history((await get(`/api/tables/${tableId}/chat${query}`)).messages);
  } catch { /* a replay without its chat is still a replay */ }
  panel.el.hidden = !panel.messages.length;  // nobody said anything: no panel
  return panel;
}
