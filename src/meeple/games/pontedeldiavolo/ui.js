// Ponte del Diavolo's renderer: the 10×10 lagoon with its light and dark tiles, islands outlined,
// bridges as planks, and each player's colour and score so far. Click a marked square to place a
// tile; click a tile and then a second one to build a bridge between them. The colour choice
// (pie rule) and passing are buttons of the shared action panel.
// The view's shape is in games/pontedeldiavolo/README.md ("Squares and actions").
import { ActionPanel } from '/web/actions.js';
import { h, nameTag, plainNames, plural, s } from '/web/dom.js';

const FILES = 'abcdefghij';
const C = 40;                 // one square, in SVG units
const LEFT = 24;              // room for the rank numbers
const TOP = 6;
const BOTTOM = 24;            // room for the file letters
const ISLAND = 4;

/** The squares of a `size`×`size` board, read from the view's rows (rank 10 first). */
function readBoard(view) {
  const size = view.size;
  const cells = new Map();
  view.board.forEach((line, i) => {
    const row = size - 1 - i;
    [...line].forEach((mark, col) => cells.set(`${FILES[col]}${row + 1}`, { col, row, mark, name: `${FILES[col]}${row + 1}` }));
  });
  return { size, cells, at: (col, row) => cells.get(`${FILES[col]}${row + 1}`) || null };
}

/** Each tile's orthogonal group of its own colour (an island when it has four tiles). */
function groups(board) {
  const group = new Map();
  for (const cell of board.cells.values()) {
    if (!'LD'.includes(cell.mark) || group.has(cell.name)) continue;
    const members = [];
    const todo = [cell];
    group.set(cell.name, members);
    while (todo.length) {
      const c = todo.pop();
      members.push(c);
      for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const n = board.at(c.col + dc, c.row + dr);
        if (n && n.mark === cell.mark && !group.has(n.name)) { group.set(n.name, members); todo.push(n); }
      }
    }
  }
  return group;
}

const xOf = (col) => LEFT + col * C;
const yOf = (row, size) => TOP + (size - 1 - row) * C;
const pct = (v, whole) => `${(100 * v / whole).toFixed(3)}%`;

function labelOf(frame, action, fallback) {
  const i = frame.legal.indexOf(action);
  const label = frame.labels && i >= 0 ? frame.labels[i] : null;
  const text = label ? plainNames(label, frame.names) : fallback;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// -- drawing -------------------------------------------------------------------------------------

function water(size) {
  const out = [s('rect', { x: LEFT, y: TOP, width: size * C, height: size * C, rx: 6, class: 'pd-water' })];
  for (let i = 1; i < size; i += 1) {
    out.push(s('line', { x1: LEFT + i * C, y1: TOP, x2: LEFT + i * C, y2: TOP + size * C, class: 'pd-grid' }));
    out.push(s('line', { x1: LEFT, y1: TOP + i * C, x2: LEFT + size * C, y2: TOP + i * C, class: 'pd-grid' }));
  }
  for (let i = 0; i < size; i += 1) {
    out.push(s('text', { x: LEFT + i * C + C / 2, y: TOP + size * C + BOTTOM / 2 + 2, class: 'pd-coord' }, FILES[i]));
    out.push(s('text', { x: LEFT / 2, y: TOP + (size - 1 - i) * C + C / 2, class: 'pd-coord' }, String(i + 1)));
  }
  return out;
}

/** The tiles, joined to their orthogonal neighbours of the same colour so groups read as one piece of land. */
function tiles(board, group, placed) {
  const out = [];
  const size = board.size;
  for (const cell of board.cells.values()) {
    if (!'LD'.includes(cell.mark)) continue;
    const kind = cell.mark === 'L' ? 'light' : 'dark';
    const x = xOf(cell.col);
    const y = yOf(cell.row, size);
    out.push(s('rect', { x: x + 3, y: y + 3, width: C - 6, height: C - 6, rx: 6, class: `pd-tile ${kind}`, dataset: { cell: cell.name, colour: kind } }));
    const right = board.at(cell.col + 1, cell.row);
    const up = board.at(cell.col, cell.row + 1);
    if (right && right.mark === cell.mark) out.push(s('rect', { x: x + C - 4, y: y + 6, width: 8, height: C - 12, class: `pd-join ${kind}` }));
    if (up && up.mark === cell.mark) out.push(s('rect', { x: x + 6, y: y - 4, width: C - 12, height: 8, class: `pd-join ${kind}` }));
    if (placed.includes(cell.name)) out.push(s('rect', { x: x + 1, y: y + 1, width: C - 2, height: C - 2, rx: 8, class: 'pd-placed' }));
  }
  for (const members of new Set(group.values())) {
    if (members.length === ISLAND) out.push(islandOutline(members, board));
  }
  return out;
}

/** The outer edge of an island's four squares, as one path. */
function islandOutline(members, board) {
  const names = new Set(members.map((c) => c.name));
  const inside = (col, row) => { const n = board.at(col, row); return n !== null && names.has(n.name); };
  const d = [];
  for (const c of members) {
    const x = xOf(c.col);
    const y = yOf(c.row, board.size);
    if (!inside(c.col, c.row + 1)) d.push(`M${x} ${y}h${C}`);
    if (!inside(c.col, c.row - 1)) d.push(`M${x} ${y + C}h${C}`);
    if (!inside(c.col - 1, c.row)) d.push(`M${x} ${y}v${C}`);
    if (!inside(c.col + 1, c.row)) d.push(`M${x + C} ${y}v${C}`);
  }
  const kind = members[0].mark === 'L' ? 'light' : 'dark';
  return s('path', { d: d.join(''), class: `pd-island ${kind}`, dataset: { island: members.map((c) => c.name).sort().join(' ') } });
}

function centre(board, name) {
  const c = board.cells.get(name);
  return [xOf(c.col) + C / 2, yOf(c.row, board.size) + C / 2];
}

/** A bridge: a wooden plank from the centre of one tile to the other's. */
function plank(board, from, to, cls = '') {
  const [x1, y1] = centre(board, from);
  const [x2, y2] = centre(board, to);
  const line = (c) => s('line', { x1, y1, x2, y2, class: c });
  return s('g', { class: `pd-bridge ${cls}`.trim(), dataset: { from, to } }, line('pd-plank-edge'), line('pd-plank'), line('pd-slats'));
}

function svgBoard(view, board, selected, partners) {
  const group = groups(board);
  const layers = [water(board.size), tiles(board, group, view.placed_this_turn)];
  for (const b of view.bridges) layers.push(plank(board, b.from, b.to, b.colour));
  if (selected) for (const p of partners) layers.push(plank(board, selected, p, 'ghost'));
  const w = LEFT + board.size * C + TOP;
  const hgt = TOP + board.size * C + BOTTOM;
  return { svg: s('svg', { viewBox: `0 0 ${w} ${hgt}`, class: 'pd-svg', role: 'img',
    'aria-label': `Ponte del Diavolo board: ${view.tiles.light.length} light tiles, ${view.tiles.dark.length} dark tiles, ${plural(view.bridges.length, 'bridge')}` }, layers), w, hgt };
}

// -- what can be clicked ---------------------------------------------------------------------------

/** The legal bridges by end square: {c5: [[action, other end], ...]}. */
function bridgeEnds(legal) {
  const ends = new Map();
  for (const a of legal) {
    if (a.type !== 'bridge') continue;
    for (const [end, other] of [[a.from, a.to], [a.to, a.from]]) {
      if (!ends.has(end)) ends.set(end, []);
      ends.get(end).push([a, other]);
    }
  }
  return ends;
}

function squareButton(board, name, size, cls, props) {
  const c = board.cells.get(name);
  const [w, hgt] = size;
  return h('button', { type: 'button', class: `pd-hit ${cls}`, ...props, dataset: { cell: name, ...props.dataset },
    style: { left: pct(xOf(c.col), w), top: pct(yOf(c.row, board.size), hgt), width: pct(C, w), height: pct(C, hgt) } });
}

// -- around the board ------------------------------------------------------------------------------

function seatCard(view, frame, seat) {
  const colour = view.colours[seat];
  const score = view.scores[seat];
  const active = view.turn === seat;
  return h('div', { class: `pd-side${active ? ' active' : ''}`, dataset: { seat } },
    h('div', { class: 'pd-side-head' }, h('span', { class: `pd-swatch ${colour}`, 'aria-hidden': 'true' }), nameTag(frame.names, seat),
      h('span', { class: 'muted' }, colour)),
    h('div', { class: 'pd-facts' },
      h('span', {}, h('strong', { class: 'pd-points' }, String(score.points)), score.points === 1 ? ' point' : ' points'),
      h('span', {}, plural(score.islands, 'island')), h('span', {}, plural(score.bridges, 'bridge'))));
}

function statusText(view, frame, mine) {
  const mover = view.turn;
  if (view.phase === 'over') return ['Game over: these are the final scores.'];
  const colour = mover === null ? '' : view.colours[mover];
  const second = view.placed_this_turn.length === 1;
  if (mine) {
    if (view.phase === 'opening') return [second ? 'Place the second light tile.' : 'Place two light tiles anywhere: then your opponent chooses a colour.'];
    if (view.phase === 'choose') return ['Keep the dark tiles and move next, or swap and take the light ones (with the two tiles on the board)?'];
    if (second) return [`Place your second ${colour} tile.`];
    const has = (type) => frame.legal.some((a) => a.type === type);
    const text = [has('place') ? `place two ${colour} tiles (click a marked square)` : null,
      has('bridge') ? 'build a bridge (click one end, then the other)' : null,
      has('pass') ? 'end the game (you cannot place two tiles)' : null].filter(Boolean).join(', or ');
    return [view.final_turn ? `Last turn: ${text}.` : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`];
  }
  const doing = { opening: ' places the two opening light tiles.', choose: ' chooses a colour: keep dark or swap to light.' };
  const text = doing[view.phase] || (second ? ` places a second ${colour} tile.` : ` (${colour}) plays${view.final_turn ? ' the last turn' : ''}.`);
  return [nameTag(frame.names, mover), text];
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('pd-root');
  const panel = new ActionPanel();
  let last = null;
  let selected = null;    // the first end of a bridge being built
  let legalKey = '';

  function draw() {
    const frame = last;
    const view = frame.view;
    const legal = frame.replay ? [] : frame.legal;
    const key = JSON.stringify(legal);
    if (key !== legalKey) { selected = null; legalKey = key; }
    const board = readBoard(view);
    const ends = bridgeEnds(legal);
    if (selected && !ends.has(selected)) selected = null;
    const partners = selected ? ends.get(selected).map(([, other]) => other) : [];
    const { svg, w, hgt } = svgBoard(view, board, selected, partners);
    const size = [w, hgt];
    const mine = frame.seat === null ? null : view.colours[frame.seat];
    const buttons = [];
    for (const a of legal) {
      if (a.type !== 'place') continue;
      buttons.push(squareButton(board, a.cell, size, `place ${mine}`, { dataset: { key: `place:${a.cell}` },
        'aria-label': labelOf(frame, a, `Place ${a.cell}`), title: labelOf(frame, a, `Place ${a.cell}`), onclick: () => frame.act(a) }));
    }
    for (const [end, options] of ends) {
      const other = selected && selected !== end ? options.find(([, o]) => o === selected) : null;
      if (other) {
        const text = labelOf(frame, other[0], `Bridge ${other[0].from}–${other[0].to}`);
        buttons.push(squareButton(board, end, size, 'end partner', { dataset: { key: `bridge:${end}` }, 'aria-label': text, title: text,
          onclick: () => frame.act(other[0]) }));
      } else {
        const picked = selected === end;
        const text = picked ? `Cancel the bridge from ${end}` : `Build a bridge from ${end}`;
        buttons.push(squareButton(board, end, size, `end${picked ? ' selected' : ''}`, { dataset: { key: `bridge:${end}` },
          'aria-label': text, title: text, 'aria-pressed': picked ? 'true' : 'false', onclick: () => { selected = picked ? null : end; draw(); } }));
      }
    }
    const rest = legal.filter((a) => a.type !== 'place' && a.type !== 'bridge');
    const restFrame = { ...frame, legal: rest, labels: frame.labels ? rest.map((a) => frame.labels[frame.legal.indexOf(a)]) : null };
    root.replaceChildren(h('div', { class: 'pd', dataset: { phase: view.phase, v: String(frame.v) } },
      h('section', { class: 'pd-top' },
        h('p', { class: `pd-status${legal.length ? ' mine' : ''}`, id: 'pd-status' }, statusText(view, frame, legal.length > 0)),
        h('div', { class: 'pd-sides' }, view.colours.map((_, seat) => seatCard(view, frame, seat)))),
      panel.render(restFrame, draw),
      h('section', { class: 'pd-board-box' },
        h('div', { class: 'pd-board', style: { aspectRatio: `${w} / ${hgt}` } }, svg, buttons))));
  }

  return {
    update(frame) {
      last = frame;
      draw();
    },
    seatInfo(view, seat) {
      const score = view.scores[seat];
      return `${view.colours[seat]} · ${plural(score.points, 'point')} · ${plural(score.islands, 'island')}`;
    },
  };
}

if (!document.getElementById('pd-style')) {
  document.head.append(h('link', { id: 'pd-style', rel: 'stylesheet', href: '/games/pontedeldiavolo/ui.css' }));
}
