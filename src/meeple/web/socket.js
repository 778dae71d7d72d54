// The table's WebSocket: reconnects by itself, numbers actions, and reports its status.
// Protocol: docs/api.md ("The table WebSocket").

const PING_EVERY_MS = 20000;
const SILENCE_LIMIT_MS = 50000;
const MAX_BACKOFF_MS = 8000;
const FINAL_CLOSES = new Set([4401, 4403, 4404]);

function newId() {
  if (crypto.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export class TableSocket {
  /** `on` receives hello/state/table/ack/error messages by type, and `status(text)` on changes. */
  constructor(tableId, on, invite = null) {
    const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
    this.url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/tables/${tableId}${query}`;
    this.on = on;
    this.ws = null;
    this.backoff = 500;
    this.everOpened = false;
    this.stopped = false;
    this.lastHeard = 0;
    this.retry = null;
    this.timer = setInterval(() => this.heartbeat(), PING_EVERY_MS);
    window.addEventListener('offline', () => this.drop());
    window.addEventListener('online', () => {
      if (this.ws || this.stopped) return;
      clearTimeout(this.retry);
      this.connect();
    });
  }

  connect() {
    if (this.stopped) return;
    this.setStatus(this.everOpened ? 'reconnecting' : 'connecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.backoff = 500;
      this.lastHeard = Date.now();
      this.setStatus(this.everOpened ? 'reconnected' : 'open');
      this.everOpened = true;
    };
    ws.onmessage = (event) => {
      this.lastHeard = Date.now();
      let msg;
      try { msg = JSON.parse(event.data); } catch { return; }
      const handler = this.on[msg.t];
      if (handler) handler(msg);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (FINAL_CLOSES.has(event.code)) {
        this.stopped = true;
        this.setStatus('closed', event.reason || 'The server closed this table page.');
        return;
      }
      this.lost();
    };
  }

  /** The connection is gone: say so and try again, waiting longer each time. */
  lost() {
    if (this.stopped) return;
    this.setStatus('lost');
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.connect(), this.backoff);
    this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
  }

  /** The browser says the network is gone: do not wait for the socket to notice. */
  drop() {
    const ws = this.ws;
    if (!ws) return;
    this.ws = null;
    ws.close();
    this.lost();
  }

  heartbeat() {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return;
    if (Date.now() - this.lastHeard > SILENCE_LIMIT_MS) {
      this.drop();  // a silent socket is a dead one: reconnect
      return;
    }
    this.send({ t: 'ping' });
  }

  send(message) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /** Play `action` on version `v`; returns the action id, or null when offline. */
  act(action, v) {
    const id = newId();
    return this.send({ t: 'act', v, id, action }) ? id : null;
  }

  /** A table command (skip, expel, concede, abandon, think, undo) with its own id; null when offline. */
  command(t, fields = {}) {
    const id = newId();
    return this.send({ ...fields, t, id }) ? id : null;
  }

  sync() {
    this.send({ t: 'sync' });
  }

  setStatus(status, detail = '') {
    this.status = status;
    if (this.on.status) this.on.status(status, detail);
  }

  close() {
    this.stopped = true;
    clearInterval(this.timer);
    if (this.ws) this.ws.close();
  }
}
