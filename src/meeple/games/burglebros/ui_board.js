// Burgle Bros' building: the floors side by side as grids of room tiles with their walls, tokens,
// guards and thieves. Rooms that a legal action points at are buttons: one action plays at once,
// several open a small choice under the floor.
import { h, s, seatColor } from '/web/dom.js';
import { ROOM_NAMES, TILE_NAMES, patrolCard, squareName, thiefName, title } from './ui_text.js';

const CATEGORY = {
  laser: 'alarm', motion: 'alarm', fingerprint: 'alarm', thermo: 'alarm', camera: 'alarm', detector: 'alarm',
  computer_fingerprint: 'computer', computer_laser: 'computer', computer_motion: 'computer',
  safe: 'safe', stairs: 'way', walkway: 'way', keypad: 'lock', deadbolt: 'lock',
};
const VERB = { move: 'Move', peek: 'Peek', entrance: 'Enter', beam: 'Beam', alarm: 'Pick', choose: 'Choose',
  xray: 'X-Ray', enhance: 'Enhance', crybaby: 'Alarm', crow: 'Crow' };
// actions on a safe (named by `safe`) and actions in the acting thief's own room (named by nothing)
const SAFE_VERB = { add_die: '+Die', roll: 'Roll' };
const HERE_VERB = { hack: 'Hack', escape: 'Escape', pickup: 'Take', reroute: 'Reroute' };
const VERBS = { ...VERB, ...SAFE_VERB, ...HERE_VERB };
const COMPUTER_KIND = { computer_fingerprint: 'fingerprint', computer_laser: 'laser', computer_motion: 'motion' };

/**
 * The cell a legal action points at on the board, or null for actions that are buttons: the room moved
 * into or looked at, the safe cracked (adding a die, rolling), and for hacking a computer, escaping up the
 * stairs or picking up what lies there, the room the thief on turn stands in.
 */
export function boardCell(action, view) {
  if (action.type === 'move') return action.to;
  if (action.type === 'beam') return action.square;  // the beam stands on every floor: floor 1's square takes the click
  if (action.type in VERB && Number.isInteger(action.cell)) return action.cell;
  if (action.type in SAFE_VERB) return action.safe;
  if (action.type in HERE_VERB) {
    const thief = view.thieves[view.turn];
    return thief && thief.pos >= 0 ? thief.pos : null;
  }
  return null;
}

// -- pictures ----------------------------------------------------------------------------

const MEEPLE = 'M12 2.2a3.3 3.3 0 0 1 3.3 3.3c0 1-.4 1.8-1 2.4l5.4 1.9c1 .4 1.7 1.3 1.4 2.3-.2.9-1.1 1.4-2 1.2l-3.1-.6 2.7 7.3c.3.9-.3 1.8-1.2 1.8h-3L12 16.5l-2.5 5.3h-3c-.9 0-1.5-.9-1.2-1.8l2.7-7.3-3.1.6c-.9.2-1.8-.3-2-1.2-.3-1 .4-1.9 1.4-2.3l5.4-1.9c-.6-.6-1-1.4-1-2.4A3.3 3.3 0 0 1 12 2.2z';

function meeple(color, label) {
  return s('svg', { viewBox: '0 0 24 24', class: 'bb-meeple', role: 'img', 'aria-label': label },
    s('title', {}, label), s('path', { d: MEEPLE, fill: color, stroke: '#1e2430', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }));
}

function guardIcon(label) {
  return s('svg', { viewBox: '0 0 24 24', class: 'bb-guard', role: 'img', 'aria-label': label }, s('title', {}, label),
    s('circle', { cx: 12, cy: 12, r: 11.5, fill: '#f6f3ec', stroke: '#1f2a44', 'stroke-width': 1 }),
    s('path', { d: 'M6.5 21.5c0-4.6 2.2-7.8 5.5-7.8s5.5 3.2 5.5 7.8z', fill: '#1f2a44' }),
    s('circle', { cx: 12, cy: 9.6, r: 3.8, fill: '#1f2a44' }),
    s('path', { d: 'M7.2 7.2h9.6l-1.3-3H8.5z', fill: '#1f2a44', stroke: '#f6f3ec', 'stroke-width': .8 }),
    s('rect', { x: 10.7, y: 16, width: 2.6, height: 2.6, rx: .6, fill: '#f2c94c' }));
}

function bell() {
  return s('svg', { viewBox: '0 0 24 24', class: 'bb-bell', 'aria-hidden': 'true' },
    s('path', { d: 'M12 3a6 6 0 0 0-6 6v4.5L4 17h16l-2-3.5V9a6 6 0 0 0-6-6zM9.5 18.5a2.5 2.5 0 0 0 5 0z', fill: 'currentColor' }));
}

/** The guard's patrol destination (a bull's eye), or with `alarm` the alarm he heads for instead. */
function destMark(label, alarm = false) {
  return s('svg', { viewBox: '0 0 24 24', class: `bb-dest${alarm ? ' alarm' : ''}`, role: 'img', 'aria-label': label }, s('title', {}, label),
    s('circle', { cx: 12, cy: 12, r: 9, fill: alarm ? '#fff' : 'none', stroke: '#1f2a44', 'stroke-width': 2.4, 'stroke-dasharray': alarm ? '4 2.5' : null }),
    s('circle', { cx: 12, cy: 12, r: 4, fill: '#1f2a44' }));
}

function chip(text, cls, tip) {
  return h('span', { class: `bb-chip ${cls}`, title: tip || text }, text);
}

// -- what the view says, by cell -----------------------------------------------------------

/** Per-cell lookups built once per view. */
export function indexView(view) {
  const squares = view.size * view.size;
  const byCell = (pairs) => new Map(pairs.map(([c, n]) => [c, n]));
  const idx = {
    squares,
    rooms: new Map(view.rooms.map(([c, kind, number]) => [c, { kind, number }])),
    alarms: new Set(view.alarms), cracked: new Set(view.cracked), disabled: new Set(view.disabled),
    keypads: new Set(view.keypads_open), safeDice: byCell(view.safe_dice), safesOpen: new Set(view.safes_open),
    stealth: byCell(view.room_stealth), labs: new Set(view.labs_used), walls: new Set(view.walls.map(([a, b]) => `${a}:${b}`)),
    items: new Map(Object.entries(view.items).map(([k, v]) => [Number(k), v])), thieves: new Map(), holes: new Map(),
  };
  const p = view.prompt;
  const choosingBeam = Boolean(p && (p.kind === 'beam' || (p.kind === 'vote' && p.what === 'beam')));
  idx.beam = choosingBeam ? null : view.beam;  // the crew is still choosing it: every square is open
  idx.proposed = p && p.kind === 'vote' && p.choice ? p.choice : null;
  view.thieves.forEach((t, i) => {
    if (t.pos >= 0) idx.thieves.set(t.pos, [...(idx.thieves.get(t.pos) || []), i]);
  });
  for (const [lo, hi] of view.thermal) {
    idx.holes.set(lo, [...(idx.holes.get(lo) || []), hi < 0 ? 'hole to the roof' : 'hole up']);
    if (hi >= 0) idx.holes.set(hi, [...(idx.holes.get(hi) || []), 'hole down']);
  }
  return idx;
}

function marks(cell, view, idx) {
  const room = idx.rooms.get(cell);
  const out = [];
  if (idx.alarms.has(cell)) out.push(h('span', { class: 'bb-chip alarm', title: 'Alarm: the guard comes here' }, bell(), 'Alarm'));
  if (idx.safeDice.has(cell)) {
    const n = idx.safeDice.get(cell);
    out.push(chip(`${n} ${n === 1 ? 'die' : 'dice'}`, 'dice', 'Dice on this safe'));
  }
  if (idx.safesOpen.has(cell)) out.push(chip('Open', 'open', 'This safe is open'));
  if (idx.cracked.has(cell)) out.push(chip('✓ cracked', 'crack', 'A crack token: this number is found'));
  if (room && room.kind === 'keypad') out.push(idx.keypads.has(cell) ? chip('Unlocked', 'open', 'This keypad is open') : chip('Locked', 'locked', 'Roll to open the keypad'));
  if (room && room.kind === 'deadbolt' && !idx.disabled.has(cell)) out.push(chip('3 actions', 'locked', 'Entering costs two more actions'));
  if (idx.disabled.has(cell)) out.push(chip('Crowbarred', 'off', 'The Crowbar put this room out of order'));
  if (idx.stealth.has(cell)) out.push(chip(`${idx.stealth.get(cell)} stealth`, 'stealth', 'Stealth tokens lying here'));
  if (idx.labs.has(cell)) out.push(chip('Tool taken', 'off', 'The Laboratory’s tool is taken'));
  for (const hole of idx.holes.get(cell) || []) out.push(chip(hole, 'hole', 'A Thermal Bomb hole'));
  const below = cell - idx.squares;
  if (below >= 0 && idx.rooms.get(below) && idx.rooms.get(below).kind === 'stairs') out.push(chip('▼ stairs', 'way', 'The stairs from the floor below arrive here'));
  for (const item of idx.items.get(cell) || []) out.push(chip(title(item), 'item', 'Lying here: pick it up'));
  if (view.crow === cell) out.push(chip('Crow', 'crow', 'The Raven’s crow'));
  const offer = idx.proposed;
  if (offer && (offer.cell === cell || (offer.type === 'beam' && offer.square === cell % idx.squares))) {
    out.push(chip('Proposed', 'proposed', 'The crew votes on this choice'));
  }
  return out;
}

function pawns(cell, view, idx, names) {
  const out = [];
  const floor = Math.floor(cell / idx.squares);
  const guard = view.guards[floor];
  if (guard && guard.pos === cell) out.push(guardIcon(`The floor ${floor + 1} guard${guard.donut ? ' (eating a donut)' : ''}`));
  for (const i of idx.thieves.get(cell) || []) {
    const t = view.thieves[i];
    out.push(h('span', { class: `bb-thief${i === view.turn ? ' on-turn' : ''}`, dataset: { thief: i } },
      meeple(seatColor(i), `${thiefName(i, view, names)}${t.character ? ` (${title(t.character)})` : ''}`)));
  }
  return out;
}

/** The picture of one square: face down, a revealed room, or the beam. */
function face(cell, view, idx, names) {
  const square = cell % idx.squares;
  const floor = Math.floor(cell / idx.squares);
  const guard = view.guards[floor];
  const corner = [];
  if (guard && guard.active && guard.dest === cell) corner.push(destMark(`The guard’s destination (${squareName(square, view.size)})`));
  if (guard && guard.active && guard.target !== null && guard.target !== guard.dest && guard.target === cell) {
    corner.push(destMark('The guard heads for this alarm', true));
  }
  const room = idx.rooms.get(cell);
  if (room && COMPUTER_KIND[room.kind]) corner.push(chip(String(view.hacks[COMPUTER_KIND[room.kind]]), 'hack', 'Hack tokens of this computer'));
  const body = room
    ? [h('span', { class: 'bb-num', title: 'Combination number' }, room.number ? String(room.number) : ''),
      h('span', { class: 'bb-name', title: ROOM_NAMES[room.kind] || title(room.kind) }, TILE_NAMES[room.kind] || ROOM_NAMES[room.kind] || title(room.kind))]
    : [h('span', { class: 'bb-sq' }, squareName(square, view.size))];
  return [h('span', { class: 'bb-corner' }, corner), body, h('span', { class: 'bb-marks' }, marks(cell, view, idx)),
    h('span', { class: 'bb-pawns' }, pawns(cell, view, idx, names))];
}

function tileClasses(cell, view, idx) {
  const room = idx.rooms.get(cell);
  const cls = ['bb-tile', room ? `up cat-${CATEGORY[room.kind] || 'plain'} room-${room.kind}` : 'down'];
  if (idx.alarms.has(cell)) cls.push('alarmed');
  if (idx.safesOpen.has(cell)) cls.push('opened');
  return cls;
}

/** A square of the grid: a plain tile, or a button when legal actions point at it. */
function square(cell, view, idx, ctx) {
  const place = { gridRow: String(Math.floor((cell % idx.squares) / view.size) + 1), gridColumn: String((cell % view.size) + 1) };
  if (idx.beam !== null && cell % idx.squares === idx.beam) {
    return h('div', { class: 'bb-tile beam', style: place, title: 'The support beam: no room here' }, h('span', { class: 'bb-name' }, 'Beam'));
  }
  const acts = ctx.acts.get(cell) || [];
  const cls = tileClasses(cell, view, idx);
  const pic = face(cell, view, idx, ctx.names);
  const data = { cell: String(cell) };
  if (!acts.length) return h('div', { class: cls.join(' '), style: place, dataset: data }, pic);
  const verbs = [...new Set(acts.map((it) => VERBS[it.action.type]))].join('/');
  cls.push('can', ctx.selected === cell ? 'selected' : '');
  const one = acts.length === 1;
  return h('button', {
    type: 'button', class: cls.join(' '), style: place, dataset: { ...data, key: `room:${cell}`, verbs },
    'aria-label': one ? acts[0].label : `${ctx.cellLabel(cell)}: ${verbs}`,
    onclick: () => (one ? ctx.act(acts[0].action) : ctx.select(ctx.selected === cell ? null : cell)),
  }, pic, h('span', { class: 'bb-verb', 'aria-hidden': 'true' }, verbs));
}

function wallBars(floor, view, idx) {
  const out = [];
  const base = floor * idx.squares;
  for (let sq = 0; sq < idx.squares; sq += 1) {
    const cell = base + sq;
    const row = Math.floor(sq / view.size) + 1;
    const col = (sq % view.size) + 1;
    if (sq % view.size < view.size - 1 && idx.walls.has(`${cell}:${cell + 1}`)) {
      out.push(h('span', { class: 'bb-wall v', style: { gridRow: String(row), gridColumn: String(col) }, 'aria-hidden': 'true' }));
    }
    if (sq + view.size < idx.squares && idx.walls.has(`${cell}:${cell + view.size}`)) {
      out.push(h('span', { class: 'bb-wall hz', style: { gridRow: String(row), gridColumn: String(col) }, 'aria-hidden': 'true' }));
    }
  }
  return out;
}

function guardLine(floor, view) {
  const g = view.guards[floor];
  const deck = view.patrol[floor];
  if (!g || !deck) return h('div', { class: 'bb-floor-facts muted' }, 'No guard or patrol deck yet');  // the beam comes first
  const top = deck.discard.length ? deck.discard[deck.discard.length - 1] : null;
  const facts = [];
  if (!g.active) facts.push(h('span', { class: 'muted' }, `No guard yet (die ${g.die})`));
  else if (g.pos === null) facts.push(h('span', { class: 'bb-fact' }, 'Guard out of sight'));
  else {
    const alarmsHere = g.speed - g.die;
    facts.push(h('span', { class: 'bb-fact speed', title: 'Moves per walk: the die plus the alarms on this floor' },
      `Speed ${g.speed}`, alarmsHere ? h('small', {}, ` (${g.die}+${alarmsHere})`) : null));
  }
  if (g.donut) facts.push(chip('Donut', 'item', 'The guard skips his next walk'));
  facts.push(h('span', { class: 'bb-fact patrol', title: 'The patrol discard pile: the last card drawn, and the cards left' },
    'Patrol ', h('b', {}, top === null ? '—' : patrolCard(top, view)), h('small', { class: 'muted' }, ` · ${deck.deck} left`)));
  if (deck.known_top.length) facts.push(h('span', { class: 'bb-fact' }, 'Next ', h('b', {}, deck.known_top.map((c) => patrolCard(c, view)).join(', '))));
  return h('div', { class: 'bb-floor-facts' }, facts);
}

function chooser(cell, ctx) {
  const acts = ctx.acts.get(cell) || [];
  return h('div', { class: 'bb-choice', role: 'group', 'aria-label': `Choices for ${ctx.cellLabel(cell)}` },
    h('span', { class: 'bb-choice-title' }, ctx.cellLabel(cell)),
    acts.map((it) => h('button', { type: 'button', class: 'btn btn-primary', dataset: { key: `pick:${it.index}`, type: it.action.type },
      onclick: () => ctx.act(it.action) }, it.label)),
    h('button', { type: 'button', class: 'btn btn-ghost', dataset: { key: 'pick:cancel' }, onclick: () => ctx.select(null) }, 'Cancel'));
}

/** One floor: a title with its guard and patrol pile, the grid, and a choice when one of its rooms is selected. */
function floorCard(floor, view, idx, ctx) {
  const cells = Array.from({ length: idx.squares }, (_, sq) => floor * idx.squares + sq);
  const here = view.thieves.some((t) => t.pos >= 0 && Math.floor(t.pos / idx.squares) === floor);
  const pick = ctx.selected !== null && Math.floor(ctx.selected / idx.squares) === floor ? chooser(ctx.selected, ctx) : null;
  return h('section', { class: `bb-floor${here ? ' occupied' : ''}`, dataset: { floor: String(floor) }, 'aria-label': `Floor ${floor + 1}` },
    h('header', { class: 'bb-floor-head' }, h('h3', {}, `Floor ${floor + 1}`), guardLine(floor, view)),
    h('div', { class: `bb-grid size-${view.size}`, style: { '--n': String(view.size) } }, cells.map((c) => square(c, view, idx, ctx)), wallBars(floor, view, idx)),
    pick);
}

/** The whole building; `ctx` = {acts: Map cell -> [{action, index, label}], selected, select, act, names, cellLabel}. */
export function building(view, ctx) {
  const idx = indexView(view);
  const floors = Array.from({ length: view.floors }, (_, f) => floorCard(f, view, idx, ctx));
  return h('div', { class: `bb-building floors-${view.floors}` }, floors);
}
