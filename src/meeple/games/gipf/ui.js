// GIPF's renderer: the hexagonal board with its 24 dots, the pieces (a GIPF is a stack of two),
// each side's reserve and captures. Click a dot to enter, a highlighted spot to push toward,
// a highlighted row to remove it and Keep or Take beside a GIPF of that row; the choice of a GIPF or a
// single piece (tournament) is a click on one of the two pieces drawn in the mover's reserve.
// The view's shape is in games/gipf/README.md ("View").
import { ActionPanel } from '/web/actions.js';
import { h, nameTag, plainNames, plural, s } from '/web/dom.js';

const COLUMNS = 'abcdefghi';
const STEPS = [[0, 1], [1, 1], [1, 0], [0, -1], [-1, -1], [-1, 0]];  // as in geometry.py
const U = 60;                      // SVG units between two neighbouring points
const PAD = 0.7 * U;
const COL_W = U * Math.sqrt(3) / 2;
const WIDTH = 2 * PAD + 8 * COL_W;
const HEIGHT = 2 * PAD + 8.45 * U;  // with room for the column letters under the board
const PIECE_R = 0.36 * U;
const HIT = 0.92 * U;              // a clickable point's size (about 40 px on a phone)
const LOSSES = { reserve: 'no piece left in reserve', gipf: 'no GIPF left on the board' };

/** The 61 points by name: axial (x, r) as in geometry.py, their neighbours, whether a spot, where drawn. */
function buildPoints() {
  const points = new Map();
  const at = new Map();
  for (let x = 0; x < COLUMNS.length; x += 1) {
    const shift = Math.max(0, x - 4);
    for (let r = 1 + shift; r <= 5 + Math.min(x, 4); r += 1) {
      const p = { label: `${COLUMNS[x]}${r - shift}`, x, r, X: PAD + x * COL_W, Y: PAD + (7 - (r - x / 2)) * U };
      points.set(p.label, p);
      at.set(`${x},${r}`, p);
    }
  }
  for (const p of points.values()) {
    p.near = STEPS.map(([dx, dr]) => at.get(`${p.x + dx},${p.r + dr}`) || null);
    p.spot = p.near.every(Boolean);
  }
  return points;
}

const POINTS = buildPoints();
const CENTRE = POINTS.get('e5');

/** The spots a push from `dot` in direction `d` runs along. */
function ray(dot, d) {
  const out = [];
  for (let p = dot.near[d]; p && p.spot; p = p.near[d]) out.push(p);
  return out;
}

/** The spots a piece on `dot` could be pushed toward now (the ray has an empty spot). */
function openTargets(dot, board) {
  return dot.near.map((n, d) => [n, d]).filter(([n, d]) => n && n.spot && ray(dot, d).some((p) => !board[p.label])).map(([n]) => n);
}

const pct = (v, whole) => `${(100 * v / whole).toFixed(3)}%`;

function labelOf(frame, action, fallback) {
  const i = frame.legal.indexOf(action);
  const label = frame.labels && i >= 0 ? frame.labels[i] : null;
  return label ? plainNames(label, frame.names) : fallback;
}

// -- drawing -------------------------------------------------------------------------------------

function boardShape() {
  const corners = ['a1', 'a5', 'e9', 'i5', 'i1', 'e1'].map((l) => POINTS.get(l));
  const grow = (4 * U + 0.42 * U) / (4 * U);
  const pts = corners.map((c) => `${CENTRE.X + (c.X - CENTRE.X) * grow},${CENTRE.Y + (c.Y - CENTRE.Y) * grow}`).join(' ');
  return s('polygon', { points: pts, class: 'gp-hex' });
}

function gridLines() {
  const out = [];
  for (const p of POINTS.values()) {
    for (const n of p.near.slice(0, 3)) {
      if (n && (p.spot || n.spot)) out.push(s('line', { x1: p.X, y1: p.Y, x2: n.X, y2: n.Y, class: 'gp-line' }));
    }
  }
  return out;
}

function pointMarks() {
  const out = [];
  for (const p of POINTS.values()) {
    out.push(p.spot ? s('circle', { cx: p.X, cy: p.Y, r: 3, class: 'gp-spot' }) : s('circle', { cx: p.X, cy: p.Y, r: 0.12 * U, class: 'gp-dot' }));
  }
  for (let x = 0; x < COLUMNS.length; x += 1) {
    const bottom = POINTS.get(`${COLUMNS[x]}1`);
    out.push(s('text', { x: bottom.X, y: bottom.Y + 0.8 * U, class: 'gp-coord' }, COLUMNS[x]));
  }
  return out;
}

/** A piece at (x, y): `w`/`b` a single piece, `W`/`B` a GIPF (two stacked, with a ring on top). */
function piece(code, x, y, extra = '', point = null) {
  const colour = code.toLowerCase() === 'w' ? 'white' : 'black';
  const disc = (dy, cls) => [
    s('circle', { cx: x, cy: y + dy, r: PIECE_R, class: `gp-piece ${colour} ${cls}` }),
    s('circle', { cx: x, cy: y + dy, r: PIECE_R * 0.62, class: `gp-piece-inner ${colour}` }),
  ];
  const gipf = code === 'W' || code === 'B';
  return s('g', { class: `gp-stone${gipf ? ' gipf' : ''} ${extra}`.trim(), dataset: point ? { code, point } : { code } },
    gipf ? disc(6, 'under') : null, disc(gipf ? -3 : 0, 'top'),
    gipf ? s('circle', { cx: x, cy: y - 3, r: PIECE_R * 0.3, class: `gp-crown ${colour}` }) : null);
}

function arrow(from, to, cls) {
  const dx = to.X - from.X;
  const dy = to.Y - from.Y;
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const start = [from.X + ux * 0.2 * U, from.Y + uy * 0.2 * U];
  const tip = [to.X - ux * 0.45 * U, to.Y - uy * 0.45 * U];
  const head = 0.16 * U;
  const wing = (side) => [tip[0] - ux * head + side * uy * head * 0.8, tip[1] - uy * head - side * ux * head * 0.8];
  const [l, r] = [wing(1), wing(-1)];
  return s('g', { class: `gp-arrow ${cls}` },
    s('line', { x1: start[0], y1: start[1], x2: tip[0], y2: tip[1] }),
    s('polygon', { points: `${tip[0] + ux * 4},${tip[1] + uy * 4} ${l[0]},${l[1]} ${r[0]},${r[1]}` }));
}

function band(labels, cls) {
  const a = POINTS.get(labels[0]);
  const b = POINTS.get(labels[labels.length - 1]);
  return s('line', { x1: a.X, y1: a.Y, x2: b.X, y2: b.Y, class: `gp-band ${cls}` });
}

function svgBoard(view, pushTargets) {
  const board = view.board;
  const layers = [boardShape(), gridLines(), pointMarks()];
  const last = view.last_move;
  if (last && view.phase !== 'push') {
    layers.push(arrow(POINTS.get(last.dot), POINTS.get(last.toward), 'last'));
    for (const m of last.moved) layers.push(s('circle', { cx: POINTS.get(m).X, cy: POINTS.get(m).Y, r: PIECE_R + 5, class: 'gp-moved' }));
  }
  for (const row of view.rows) layers.push(band(row, 'choice'));
  if (view.removing) layers.push(band(view.removing.row, 'removing'));
  for (const [label, code] of Object.entries(board)) {
    const p = POINTS.get(label);
    const asked = view.removing && view.removing.ask === label;
    const kept = view.removing && view.removing.keep.includes(label);
    layers.push(piece(code, p.X, p.Y, asked ? 'asked' : kept ? 'kept' : '', label));
  }
  if (view.phase === 'push' && view.dot) {
    const dot = POINTS.get(view.dot);
    for (const t of pushTargets) layers.push(arrow(dot, t, 'push'));
    const code = view.turn === 0 ? 'w' : 'b';
    layers.push(piece(view.entering === 'gipf' ? code.toUpperCase() : code, dot.X, dot.Y, 'entering'));
  }
  return s('svg', { viewBox: `0 0 ${WIDTH.toFixed(1)} ${HEIGHT.toFixed(1)}`, class: 'gp-svg', role: 'img',
    'aria-label': `GIPF board: ${Object.keys(board).length} pieces` }, layers);
}

// -- what can be clicked ---------------------------------------------------------------------------

/** A round button over point `p`. */
function pointButton(p, action, frame, key, cls, fallback, data = {}) {
  return h('button', { type: 'button', class: `gp-hit ${cls}`, dataset: { key, point: p.label, ...data },
    style: { left: pct(p.X, WIDTH), top: pct(p.Y, HEIGHT), width: pct(HIT, WIDTH) },
    'aria-label': labelOf(frame, action, fallback), title: labelOf(frame, action, fallback), onclick: () => frame.act(action) });
}

/** A long button lying over a row, from its first to its last spot. */
function rowButton(action, frame, view) {
  const row = view.rows.find((r) => r[0] === action.from && r[r.length - 1] === action.to) || [action.from, action.to];
  const a = POINTS.get(row[0]);
  const b = POINTS.get(row[row.length - 1]);
  const len = Math.hypot(b.X - a.X, b.Y - a.Y) + HIT;
  const angle = Math.atan2(b.Y - a.Y, b.X - a.X) * 180 / Math.PI;
  const text = labelOf(frame, action, `Take row ${action.from}–${action.to}`);
  return h('button', { type: 'button', class: 'gp-hit row', dataset: { key: `row:${action.from}-${action.to}` },
    style: { left: pct((a.X + b.X) / 2, WIDTH), top: pct((a.Y + b.Y) / 2, HEIGHT), width: pct(len, WIDTH),
      aspectRatio: `${len.toFixed(1)} / ${(0.7 * U).toFixed(1)}`, transform: `translate(-50%, -50%) rotate(${angle.toFixed(2)}deg)` },
    'aria-label': text, title: text, onclick: () => frame.act(action) });
}

/** Keep or Take beside the GIPF asked about, on either side of the row being removed (off its pieces). */
function gipfButton(action, frame, view) {
  const p = POINTS.get(action.at);
  const row = view.removing ? view.removing.row.map((l) => POINTS.get(l)) : [];
  const [a, b] = row.length > 1 ? [row[0], row[row.length - 1]] : [p, { X: p.X + 1, Y: p.Y }];
  const len = Math.hypot(b.X - a.X, b.Y - a.Y);
  const side = (action.keep ? -0.75 : 0.75) * U;  // across the row: keep on one side, take on the other
  const x = p.X - ((b.Y - a.Y) / len) * side;
  const y = p.Y + ((b.X - a.X) / len) * side;
  const word = action.keep ? 'Keep' : 'Take';
  const text = labelOf(frame, action, `${word} the GIPF at ${action.at}`);
  return h('button', { type: 'button', class: `gp-hit gipf-choice ${action.keep ? 'keep' : 'take'}`,
    dataset: { key: `gipf:${action.at}:${action.keep ? 'keep' : 'take'}`, point: action.at },
    style: { left: pct(x, WIDTH), top: pct(y, HEIGHT) },
    'aria-label': text, title: text, onclick: () => frame.act(action) }, word);
}

/** The board's buttons for the legal actions it can show; the others are returned for the panel. */
function boardButtons(view, frame, legal) {
  const buttons = [];
  const rest = [];
  const choices = [];
  for (const action of legal) {
    if (action.type === 'enter') {
      const dot = POINTS.get(action.dot);
      const targets = openTargets(dot, view.board);
      const hint = targets.length === 1 ? `Enter at ${action.dot} toward ${targets[0].label}` : `Enter at ${action.dot}`;
      buttons.push(pointButton(dot, action, frame, `enter:${action.dot}`, 'enter', hint, { targets: targets.map((p) => p.label).join(' ') }));
    } else if (action.type === 'push') {
      buttons.push(pointButton(POINTS.get(action.toward), action, frame, `push:${action.toward}`, 'push', `Push toward ${action.toward}`));
    } else if (action.type === 'take_row') {
      buttons.push(rowButton(action, frame, view));
    } else if (action.type === 'gipf' && POINTS.has(action.at)) {
      buttons.push(gipfButton(action, frame, view));
    } else if (action.type === 'piece') {
      choices.push(action);  // drawn in the reserve
    } else {
      rest.push(action);
    }
  }
  return { buttons, rest, choices };
}

// -- around the board ------------------------------------------------------------------------------

function pieceIcon(code, size = 22) {
  return s('svg', { viewBox: `${-U / 2} ${-U / 2} ${U} ${U}`, width: size, height: size, class: 'gp-icon', 'aria-hidden': 'true' }, piece(code, 0, 0));
}

/** Tournament: the two pieces the mover may take from the reserve, a GIPF (two pieces) or a single one. */
function pieceChoice(frame, code, choices) {
  if (!choices.length) return null;
  return h('div', { class: 'gp-pick-row' }, choices.map((action) => {
    const gipf = action.piece === 'gipf';
    const text = labelOf(frame, action, gipf ? 'enter a GIPF' : 'enter a single piece');
    return h('button', { type: 'button', class: `gp-pick ${action.piece}`, dataset: { key: `piece:${action.piece}` },
      'aria-label': text, title: text, onclick: () => frame.act(action) },
    pieceIcon(gipf ? code.toUpperCase() : code, 34), h('span', {}, gipf ? 'GIPF' : 'Single', h('small', {}, gipf ? '2 pieces' : '1 piece')));
  }));
}

function sideCard(view, frame, seat, choices) {
  const code = seat === 0 ? 'w' : 'b';
  const active = view.to_move === seat;
  const reserve = view.reserve[seat];
  return h('div', { class: `gp-side${active ? ' active' : ''}`, dataset: { seat } },
    h('div', { class: 'gp-side-head' }, pieceIcon(code), nameTag(frame.names, seat), h('span', { class: 'muted' }, view.colours[seat])),
    h('div', { class: 'gp-reserve', title: `${plural(reserve, 'piece')} in reserve` },
      h('span', { class: 'gp-reserve-num' }, `${reserve} in reserve`),
      h('span', { class: 'gp-pips', 'aria-hidden': 'true' }, Array.from({ length: reserve }, () => h('span', { class: `gp-pip ${code}` })))),
    active ? pieceChoice(frame, code, choices) : null,
    h('div', { class: 'gp-facts' },
      h('span', {}, h('strong', {}, String(view.captured[seat])), ' captured'),
      h('span', {}, h('strong', {}, String(view.gipfs[seat])), ` GIPF${view.gipfs[seat] === 1 ? '' : 's'} on the board`)));
}

function statusText(view, frame, mine) {
  const who = view.to_move;
  if (view.phase === 'over') {
    if (view.winner === null || view.winner === undefined) return [`Drawn: ${view.quiet_limit} turns in a row without a capture.`];
    const loser = nameTag(frame.names, 1 - view.winner);
    return [nameTag(frame.names, view.winner), ' wins: ', loser, ` has ${LOSSES[view.result] || view.result}.`];
  }
  const what = view.entering === 'gipf' ? 'a GIPF' : 'a piece';
  const you = {
    piece: 'Enter a GIPF or a single piece this turn? Click one in your reserve.',
    dot: `Click a highlighted dot to enter ${what}.`,
    push: `Click a highlighted spot to push ${what} in from ${view.dot}.`,
    row: 'Rows cross: click the row to remove.',
    gipf: view.removing ? `Keep or take the GIPF at ${view.removing.ask}? Click Keep or Take beside it.` : 'Keep or take the GIPF?',
  };
  const them = {
    piece: ' chooses a GIPF or a single piece.',
    dot: ` is entering ${what}.`,
    push: ` chooses where to push from ${view.dot}.`,
    row: ' chooses which row to remove.',
    gipf: view.removing ? ` decides about the GIPF at ${view.removing.ask}.` : ' decides about a GIPF.',
  };
  if (mine) return [you[view.phase] || ''];
  return [nameTag(frame.names, who), them[view.phase] || ''];
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('gp-root');
  const panel = new ActionPanel();
  let last = null;

  function draw() {
    const frame = last;
    const view = frame.view;
    const legal = frame.replay ? [] : frame.legal;
    const mine = legal.length > 0;
    const pushTargets = legal.filter((a) => a.type === 'push').map((a) => POINTS.get(a.toward));
    if (view.phase === 'push' && !pushTargets.length && view.dot) pushTargets.push(...openTargets(POINTS.get(view.dot), view.board));
    const { buttons, rest, choices } = boardButtons(view, frame, legal);
    const restFrame = { ...frame, legal: rest, labels: frame.labels ? rest.map((a) => frame.labels[frame.legal.indexOf(a)]) : null };
    const quiet = view.phase === 'over' ? null
      : h('span', { class: 'gp-quiet muted', title: `The game is drawn after ${view.quiet_limit} turns in a row without a capture` },
        `${view.turns_without_capture}/${view.quiet_limit} turns without capture`);
    root.replaceChildren(h('div', { class: 'gp', dataset: { phase: view.phase, v: String(frame.v) } },
      h('section', { class: 'gp-top' },
        h('p', { class: `gp-status${mine ? ' mine' : ''}`, id: 'gp-status' }, statusText(view, frame, mine)),
        h('div', { class: 'gp-sides' }, [0, 1].map((seat) => sideCard(view, frame, seat, choices))), quiet),
      panel.render(restFrame, draw),
      h('section', { class: 'gp-board-box' },
        h('div', { class: 'gp-board', style: { aspectRatio: `${WIDTH.toFixed(1)} / ${HEIGHT.toFixed(1)}` } }, svgBoard(view, pushTargets), buttons))));
  }

  return {
    update(frame) {
      last = frame;
      draw();
    },
    seatInfo(view, seat) {
      return `${view.colours[seat]} · ${view.reserve[seat]} in reserve · ${view.captured[seat]} captured`;
    },
  };
}

if (!document.getElementById('gp-style')) {
  document.head.append(h('link', { id: 'gp-style', rel: 'stylesheet', href: '/games/gipf/ui.css' }));
}
