// Transport adapter: Meeple's server (FastAPI + one plain WebSocket per table page,
// JSON messages; protocol in docs/api.md of the meeple repository).
//
// Lobby, over REST (cookie sessions + X-CSRF-Token header):
//   createMatch  POST /api/tables {game, players, join:false}       by one "host" guest
//   joinMatch    POST /api/accounts/guest (once per player name), then
//                POST /api/tables/:id/join {seat}; once every seat is taken the
//                host calls POST /api/tables/:id/start
// Play, over ws://host/ws/tables/:id with the seat's session cookie:
//   client -> server  {"t":"act","v":stateID,"id":"<unique>","action":{...}}
//                     {"t":"sync"}
//   server -> client  {"t":"state","v":N,"view":{...},"legal":[...],"waiting":[...],"outcome":...}
//                     {"t":"ack",...} | {"t":"error","code":...} | {"t":"hello"|"table",...}
//
// The generator needs no Pickomino knowledge of ours: each state's own legal
// actions become view.legalMoves = [{move: "act", args: [action]}], and
// sendMove("act", [action], v) sends that action back. A refused move
// (error) is reported with onError(code); unless it was only stale, the last
// state is handed back with the same stateID, which the generator counts as a
// rejected move.
import WebSocket from 'ws';
import { performance } from 'node:perf_hooks';

// Ack latency (send -> ack), which load.mjs does not measure: the adapter times
// the acks of moves sent inside load.mjs's measuring window, which opens
// --warmup seconds after the first move, and prints percentiles on stderr at
// close() as one JSON line {"ws_json_ack_latency_ms": {...}}.
const argOf = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const WARMUP_MS = argOf('warmup', 3) * 1000;
const DURATION_MS = argOf('duration', 20) * 1000;
const ackLatencies = [];
let firstSend = null;

function percentile(sorted, p) {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] * 100) / 100;
}

export function createAdapter({ host, port, gameName = 'pickomino' }) {
  const base = `http://${host}:${port}`;
  const wsBase = `ws://${host}:${port}`;
  const guests = new Map(); // playerName -> Promise<{cookie, csrf}>
  const seatsJoined = new Map(); // matchID -> {joined, players}
  let hostGuest = null;
  let nextId = 0;

  async function request(method, path, body, who) {
    const headers = { 'content-type': 'application/json' };
    if (who) {
      headers.cookie = who.cookie;
      headers['x-csrf-token'] = who.csrf;
    }
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text.slice(0, 200)}`);
    return { res, data: text ? JSON.parse(text) : null };
  }

  async function newGuest() {
    const { res, data } = await request('POST', '/api/accounts/guest', {});
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { cookie, csrf: data.csrf_token };
  }

  function guest(name) {
    if (!guests.has(name)) guests.set(name, newGuest());
    return guests.get(name);
  }

  return {
    name: 'ws-json',

    async createMatch({ numPlayers }) {
      if (!hostGuest) hostGuest = newGuest();
      const who = await hostGuest;
      const { data } = await request('POST', '/api/tables', { game: gameName, players: numPlayers, join: false }, who);
      seatsJoined.set(data.table.id, { joined: 0, players: numPlayers });
      return { matchID: data.table.id };
    },

    async joinMatch(matchID, { playerID, playerName }) {
      const who = await guest(playerName);
      await request('POST', `/api/tables/${matchID}/join`, { seat: Number(playerID) }, who);
      const count = seatsJoined.get(matchID);
      count.joined += 1;
      if (count.joined === count.players) {
        seatsJoined.delete(matchID);
        await request('POST', `/api/tables/${matchID}/start`, {}, await hostGuest);
      }
      return { playerID: String(playerID), credentials: who };
    },

    connect({ matchID, playerID, credentials, onUpdate, onError, timeoutMs = 15000 }) {
      const ws = new WebSocket(`${wsBase}/ws/tables/${matchID}`, {
        headers: { cookie: credentials.cookie },
        perMessageDeflate: false,
      });
      let last = null;
      const sent = new Map(); // action id -> send time, for moves sent in the measuring window

      const toView = (m) => ({
        matchID,
        stateID: m.v,
        G: m.view,
        ctx: {
          currentPlayer: m.waiting.length ? String(m.waiting[0]) : null,
          gameover: m.outcome === null ? undefined : m.outcome,
          turn: m.v,
        },
        legalMoves: m.legal.map((a) => ({ move: 'act', args: [a] })),
      });

      const conn = {
        sendMove(move, args, stateID) {
          if (move !== 'act' || ws.readyState !== WebSocket.OPEN) return;
          const id = `m${nextId++}`;
          const now = performance.now();
          if (firstSend === null) firstSend = now;
          if (now >= firstSend + WARMUP_MS && now < firstSend + WARMUP_MS + DURATION_MS) sent.set(id, now);
          ws.send(JSON.stringify({ t: 'act', v: stateID, id, action: args[0] }));
        },
        resync() {
          if (ws.readyState === WebSocket.OPEN) ws.send('{"t":"sync"}');
        },
        close() {
          ws.removeAllListeners();
          ws.on('error', () => {});
          ws.close();
        },
      };

      return new Promise((resolve, reject) => {
        let first = true;
        const timer = setTimeout(() => {
          if (first) {
            first = false;
            ws.terminate();
            reject(new Error('connect/sync timeout'));
          }
        }, timeoutMs);
        ws.on('message', (raw) => {
          const m = JSON.parse(raw.toString());
          if (m.t === 'state') {
            last = toView(m);
            if (first) {
              first = false;
              clearTimeout(timer);
              resolve(conn);
            }
            onUpdate(last);
          } else if (m.t === 'ack') {
            const t0 = sent.get(m.id);
            if (t0 !== undefined) {
              sent.delete(m.id);
              ackLatencies.push(performance.now() - t0);
            }
          } else if (m.t === 'error') {
            if (onError) onError(`error:${m.code}`);
            // A move refused for what it is (illegal, not your turn): hand back the same state
            // so the generator sees the rejection at once. A stale move needs nothing: the newer
            // state it missed has arrived or is on its way (boardgame.io drops those silently).
            if (last && m.id && m.code !== 'stale') onUpdate(last);
          }
        });
        ws.on('error', (err) => {
          if (first) {
            first = false;
            clearTimeout(timer);
            reject(err);
          } else if (onError) onError('ws-error');
        });
        ws.on('close', (code) => {
          if (!first && onError && code !== 1000 && code !== 1005) onError(`close:${code}`);
        });
      });
    },

    async close() {
      const sorted = Float64Array.from(ackLatencies).sort();
      const report = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
      process.stderr.write(`${JSON.stringify({ ws_json_ack_latency_ms: report, acks: sorted.length })}\n`);
    },
  };
}
