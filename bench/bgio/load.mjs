// Load generator for turn-based game servers (Pickomino, 2 players/match).
//
// Creates M matches through the server's lobby, connects 2 clients per match,
// and lets every player play random legal moves as fast as the server allows
// for a fixed duration. For each move it records the time from sending it to
// the moment the OPPONENT's client receives the resulting state, and prints
// one JSON object on stdout.
//
// The transport is pluggable: --adapter NAME loads ./adapters/NAME.mjs
// (interface in ./adapters/README.md).
//   bgio-socketio  boardgame.io server via raw socket.io-client (default)
//   bgio-client    boardgame.io server via boardgame.io's own Client
//   ws-json        STUB for our plain-WebSocket JSON server
//
// Usage:
//   node load.mjs --matches 100 --duration 20 --warmup 3 --port 8123 \
//                 --server-pid 1234 [--adapter bgio-socketio] [--seed 1]
//
// Traffic goes to --host only, which must be a loopback address. Every loop
// is bounded in time (warmup + duration + drain + setup timeouts) and count.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import { Pickomino, legalMoves } from './pickomino.mjs';

// ---------------------------------------------------------------- options --
function parseArgs(argv) {
  const o = {
    adapter: 'bgio-socketio',
    host: '127.0.0.1',
    port: 8123,
    matches: 10,
    duration: 20,
    warmup: 3,
    drain: 3,
    seed: 1,
    serverPid: null,
    moveTimeoutMs: 5000,
    setupConcurrency: 20,
    setupTimeout: 120,
    maxMatches: 5000,
    maxRetriesPerMatch: 1000,
  };
  for (let i = 2; i < argv.length; i++) {
    const k = argv[i].replace(/^--/, '').replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (!(k in o)) throw new Error(`unknown option ${argv[i]}`);
    const v = argv[++i];
    o[k] = typeof o[k] === 'number' || o[k] === null ? Number(v) : v;
  }
  if (!/^(127\.\d+\.\d+\.\d+|localhost|::1)$/.test(o.host)) {
    throw new Error(`refusing to send traffic to non-loopback host ${o.host}`);
  }
  if (!(o.matches >= 1 && o.matches <= o.maxMatches)) throw new Error(`--matches must be 1..${o.maxMatches}`);
  if (!(o.duration > 0 && o.duration <= 600)) throw new Error('--duration must be in (0, 600] s');
  if (!/^[a-z0-9-]+$/.test(o.adapter)) throw new Error('bad --adapter');
  return o;
}

// ------------------------------------------------------------------ utils --
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

const round = (x, d = 2) => (x === null || x === undefined ? null : Number(x.toFixed(d)));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let CLK_TCK = 100;
try {
  CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
} catch {
  /* keep default */
}

function procStatus(pid) {
  try {
    const txt = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => {
      const m = txt.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'));
      return m ? Number(m[1]) : null;
    };
    return { rssKB: kb('VmRSS'), hwmKB: kb('VmHWM') };
  } catch {
    return null;
  }
}

function procCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state); utime = field 14, stime = field 15
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return null;
  }
}

/** Run async tasks with bounded concurrency. */
async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ------------------------------------------------------------------- main --
const opts = parseArgs(process.argv);
const { createAdapter } = await import(`./adapters/${opts.adapter}.mjs`);
const adapter = createAdapter({ host: opts.host, port: opts.port, game: Pickomino, gameName: 'pickomino' });

const errors = {};
const countError = (type) => {
  errors[type] = (errors[type] || 0) + 1;
};

const clock = () => performance.now();
let phase = 'setup'; // setup -> warmup -> measure -> drain -> done
let measureStart = Infinity;
let measureEnd = Infinity;
const windowLatencies = [];
let warmupMoves = 0;
let movesSent = 0;
let movesSentInWindow = 0;
let gamesCompleted = 0;
let gamesStarted = 0;

class MatchDriver {
  constructor(idx) {
    this.idx = idx;
    this.rand = mulberry32(opts.seed * 1000003 + idx);
    this.conns = [null, null];
    this.seats = [null, null];
    this.matchID = null;
    this.lastSeen = [-1, -1];
    this.lastView = [null, null];
    this.pending = new Map(); // expected stateID -> { t0, mover }
    this.actedFrom = -1; // stateID the last move was sent from
    this.ready = false;
    this.over = false;
    this.connecting = false;
    this.lastProgress = clock();
    this.retries = 0;
  }

  async open() {
    const { matchID } = await adapter.createMatch({ numPlayers: 2 });
    const seats = [];
    for (const p of [0, 1]) {
      seats.push(await adapter.joinMatch(matchID, { playerID: String(p), playerName: `bot-${this.idx}-${p}` }));
    }
    this.matchID = matchID;
    this.seats = seats;
    this.lastSeen = [-1, -1];
    this.lastView = [null, null];
    this.pending.clear();
    this.actedFrom = -1;
    this.ready = false;
    this.over = false;
    this.lastProgress = clock();
    this.connecting = true;
    gamesStarted++;
    await Promise.all(
      [0, 1].map(async (p) => {
        const seat = { matchID, playerID: seats[p].playerID, credentials: seats[p].credentials, numPlayers: 2 };
        if (this.conns[p] && this.conns[p].rejoin) {
          this.conns[p].rejoin(seat);
          return;
        }
        if (this.conns[p]) this.conns[p].close();
        this.conns[p] = null;
        this.conns[p] = await adapter.connect({
          ...seat,
          onUpdate: (view) => this.onUpdate(p, view),
          onError: (e) => countError(e),
        });
      }),
    );
    this.connecting = false;
    // Views that arrived while connecting were recorded but not acted on.
    for (const p of [0, 1]) if (this.ready && this.isMover(p, this.lastView[p])) this.act(p, this.lastView[p]);
  }

  onUpdate(p, view) {
    if (view.matchID !== undefined && view.matchID !== this.matchID) return; // previous match
    if (view.stateID < this.lastSeen[p]) return; // out of date
    const isNew = view.stateID > this.lastSeen[p];
    this.lastSeen[p] = view.stateID;
    const now = clock();

    if (isNew) {
      this.lastProgress = now;
      for (const [sid, pend] of this.pending) {
        if (sid <= view.stateID && pend.mover !== p) {
          this.pending.delete(sid);
          if (pend.t0 >= measureStart && pend.t0 < measureEnd) windowLatencies.push(now - pend.t0);
          else if (pend.t0 < measureStart) warmupMoves++;
        }
      }
    }

    this.lastView[p] = view;
    if (!this.ready) {
      if (this.lastSeen[0] < 0 || this.lastSeen[1] < 0) return;
      // Both seats have the initial state: let the current player start.
      this.ready = true;
      this.lastProgress = now;
      const other = 1 - p;
      if (this.isMover(other, this.lastView[other])) this.act(other, this.lastView[other]);
    }

    if (view.ctx.gameover !== undefined) {
      if (!this.over) {
        this.over = true;
        gamesCompleted++;
        this.restart();
      }
      return;
    }

    if (!isNew && this.isMover(p, view) && this.pending.has(view.stateID + 1) && this.actedFrom === view.stateID) {
      // Same stateID echoed back to the mover: the server rejected the move.
      countError('move-rejected');
      this.pending.delete(view.stateID + 1);
      this.actedFrom = -1;
    }
    if (this.isMover(p, view)) this.act(p, view);
  }

  isMover(p, view) {
    return !!view && this.seats[p] && view.ctx.currentPlayer === this.seats[p].playerID && view.ctx.gameover === undefined;
  }

  act(p, view) {
    if (phase !== 'warmup' && phase !== 'measure') return;
    if (this.connecting || !this.conns[p]) return; // open() kicks the mover when done
    if (view.stateID <= this.actedFrom) return; // already moved from this state
    if (this.retries > opts.maxRetriesPerMatch) return;
    const moves = view.legalMoves || legalMoves(view.G, view.ctx, this.seats[p].playerID);
    if (moves.length === 0) {
      countError('no-legal-move');
      return;
    }
    const m = moves[Math.floor(this.rand() * moves.length)];
    this.actedFrom = view.stateID;
    const t0 = clock();
    this.pending.set(view.stateID + 1, { t0, mover: p });
    movesSent++;
    if (t0 >= measureStart && t0 < measureEnd) movesSentInWindow++;
    this.conns[p].sendMove(m.move, m.args, view.stateID);
  }

  async restart() {
    if (phase !== 'warmup' && phase !== 'measure') return;
    try {
      await this.open();
    } catch (e) {
      countError(`restart:${e.message.slice(0, 60)}`);
    }
  }

  checkStall(now) {
    if (!this.ready || this.over || phase === 'setup' || phase === 'done') return;
    if (now - this.lastProgress < opts.moveTimeoutMs) return;
    if (phase === 'drain' && this.pending.size === 0) return;
    countError('stall-timeout');
    this.retries++;
    this.lastProgress = now;
    this.pending.clear();
    this.actedFrom = -1;
    for (const c of this.conns) if (c) c.resync();
  }

  close() {
    for (const c of this.conns) if (c) c.close();
  }
}

// ---- setup: create matches through the lobby and connect both seats ------
const tSetup0 = clock();
const drivers = Array.from({ length: opts.matches }, (_, i) => new MatchDriver(i));
const setupDeadline = setTimeout(() => {
  console.error(`setup did not finish within ${opts.setupTimeout}s`);
  process.exit(3);
}, opts.setupTimeout * 1000);
let setupFailures = 0;
await pool(drivers, opts.setupConcurrency, async (d) => {
  try {
    await d.open();
  } catch (e) {
    setupFailures++;
    countError(`setup:${String(e.message).slice(0, 60)}`);
  }
});
clearTimeout(setupDeadline);
const setupSeconds = (clock() - tSetup0) / 1000;
const live = drivers.filter((d) => d.matchID && d.conns[0] && d.conns[1]);

// Wait (bounded) until every match has both seats synced.
for (let i = 0; i < 100 && live.some((d) => !d.ready); i++) await sleep(50);

// ---- run ------------------------------------------------------------------
const serverStart = opts.serverPid ? { ...procStatus(opts.serverPid), cpu: procCpuSeconds(opts.serverPid) } : null;
const elDelay = monitorEventLoopDelay({ resolution: 10 });
const stallTimer = setInterval(() => {
  const now = clock();
  for (const d of live) d.checkStall(now);
}, 250);

phase = 'warmup';
const tRun0 = clock();
measureStart = tRun0 + opts.warmup * 1000;
measureEnd = measureStart + opts.duration * 1000;
for (const d of live) {
  // Setup time is not a stall: without this, a setup longer than --move-timeout-ms
  // made every match look stalled at the first check (and resync) right after the start.
  d.lastProgress = tRun0;
  // Kick whichever seat is to move in the initial state.
  for (const p of [0, 1]) if (d.isMover(p, d.lastView[p])) d.act(p, d.lastView[p]);
}

await sleep(opts.warmup * 1000);
phase = 'measure';
const cpuGen0 = process.cpuUsage();
const serverCpu0 = opts.serverPid ? procCpuSeconds(opts.serverPid) : null;
elDelay.enable();
await sleep(Math.max(0, measureEnd - clock()));
elDelay.disable();
const cpuGen = process.cpuUsage(cpuGen0);
const serverCpu1 = opts.serverPid ? procCpuSeconds(opts.serverPid) : null;
const serverAtEnd = opts.serverPid ? procStatus(opts.serverPid) : null;

phase = 'drain'; // no new moves; wait (bounded) for in-flight ones
const drainDeadline = clock() + opts.drain * 1000;
while (clock() < drainDeadline && live.some((d) => d.pending.size > 0)) await sleep(20);
let unanswered = 0;
for (const d of live) {
  for (const pend of d.pending.values()) if (pend.t0 >= measureStart && pend.t0 < measureEnd) unanswered++;
}
if (unanswered) errors['unanswered-at-end'] = unanswered;
phase = 'done';
clearInterval(stallTimer);
for (const d of drivers) d.close();
await adapter.close();

// ---- report ---------------------------------------------------------------
const lat = Float64Array.from(windowLatencies).sort();
const mean = lat.length ? lat.reduce((a, b) => a + b, 0) / lat.length : null;
const serverCpuS = serverCpu0 !== null && serverCpu1 !== null ? serverCpu1 - serverCpu0 : null;
const genCpuS = (cpuGen.user + cpuGen.system) / 1e6;
const report = {
  adapter: adapter.name,
  target: `${opts.host}:${opts.port}`,
  matches: opts.matches,
  clients: live.length * 2,
  matches_live: live.length,
  duration_s: opts.duration,
  warmup_s: opts.warmup,
  setup_s: round(setupSeconds),
  moves_applied: lat.length,
  moves_per_s: round(lat.length / opts.duration, 1),
  moves_sent_in_window: movesSentInWindow,
  moves_sent_total: movesSent,
  warmup_moves: warmupMoves,
  games_started: gamesStarted,
  games_completed: gamesCompleted,
  latency_ms: {
    p50: round(percentile(lat, 50)),
    p95: round(percentile(lat, 95)),
    p99: round(percentile(lat, 99)),
    max: round(lat.length ? lat[lat.length - 1] : null),
    mean: round(mean),
  },
  server: opts.serverPid
    ? {
        pid: opts.serverPid,
        rss_mb_end: serverAtEnd && serverAtEnd.rssKB !== null ? round(serverAtEnd.rssKB / 1024, 1) : null,
        rss_mb_before_run: serverStart && serverStart.rssKB !== null ? round(serverStart.rssKB / 1024, 1) : null,
        rss_peak_mb: serverAtEnd && serverAtEnd.hwmKB !== null ? round(serverAtEnd.hwmKB / 1024, 1) : null,
        cpu_s_in_window: round(serverCpuS),
        cpu_util_pct: serverCpuS !== null ? round((100 * serverCpuS) / opts.duration, 1) : null,
        cpu_ms_per_move: serverCpuS !== null && lat.length ? round((1000 * serverCpuS) / lat.length, 3) : null,
      }
    : null,
  loadgen: {
    cpu_s_in_window: round(genCpuS),
    cpu_util_pct: round((100 * genCpuS) / opts.duration, 1),
    event_loop_delay_p99_ms: round(elDelay.percentile(99) / 1e6),
    event_loop_delay_max_ms: round(elDelay.max / 1e6),
  },
  errors: { total: Object.values(errors).reduce((a, b) => a + b, 0), by_type: errors },
};
console.log(JSON.stringify(report));
process.exit(0);
