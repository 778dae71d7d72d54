// Heat's renderer: the circuit as a loop of two-spot spaces (race-line spots shaded, corner lines in red
// with their speed limits, the finish line chequered; on the expansion circuits flooded spaces in blue,
// tunnel spaces brown, chicanes with blue curbs), the cars on it, your piles (Engine, deck, discard), gearbox,
// play area and hand, and a table of every car. Click a gear, then cards; in your React step each symbol is
// a click on what it acts on: a Heat card in hand cools, a Stress card is discarded by Reduce Stress, the
// deck boosts, the discard pile salvages, the Engine super-cools, the played card with Accelerate
// accelerates, the Adrenaline token's two symbols, and on the track a ring on the landing space of each
// Slipstream and of the Draft; only Done is a text button. With the Garage: the Draft's market (click a card
// to pick it), every driver's upgrades, the Brakes' speed (click it on the played Brakes card; with two
// such cards, a row of speed buttons), Direct Play (click the card in hand),
// Salvage (click cards of your discard pile) and Refresh (click the card in your play area). With the
// Weather module: the tile in the middle of the circuit, each corner's road condition token (corner tokens
// before the line, sector tokens after it) and the road condition where the moving car stands. With the
// expansions' upgrades: the space a Draft would take the moving car to (a dashed ring), and the Air intake
// (Super Cool) and Front wing (Draft) cards with their own colour.
// The view's shape is in games/heat/view.py.
import { actButton, block, findAction, labelOf, useStyle } from '/web/cards.js';
import { fill, h, nameTag, s, seatColor } from '/web/dom.js';

const W = 1000;
const H = 470;
const CX = 500;
const CY = 235;
const R = 165;
const A = 270; // half the length of a straight
const PERIM = 4 * A + 2 * Math.PI * R;
const LANE = 12; // distance of a spot from the middle of the track
const CARD_NAME = { H: 'Heat', S: 'Stress' };
let upgradeNames = {}; // the view's garage.names: code -> "Family speed (symbols)"

/** The point at distance d along the loop (from the finish line, in the direction of travel) and the outward normal. */
function at(d) {
  d = ((d % PERIM) + PERIM) % PERIM;
  const arc = Math.PI * R;
  if (d < A) return { x: CX + d, y: CY + R, nx: 0, ny: 1 };
  if (d < A + arc) {
    const a = Math.PI / 2 - (d - A) / R;
    return { x: CX + A + R * Math.cos(a), y: CY + R * Math.sin(a), nx: Math.cos(a), ny: Math.sin(a) };
  }
  if (d < 3 * A + arc) return { x: CX + A - (d - A - arc), y: CY - R, nx: 0, ny: -1 };
  if (d < 3 * A + 2 * arc) {
    const a = -Math.PI / 2 - (d - 3 * A - arc) / R;
    return { x: CX - A + R * Math.cos(a), y: CY + R * Math.sin(a), nx: Math.cos(a), ny: Math.sin(a) };
  }
  return { x: CX - A + (d - 3 * A - 2 * arc), y: CY + R, nx: 0, ny: 1 };
}

/** Where a spot is drawn: lane 1 inside, lane 2 outside. */
function spotXY(track, space, lane) {
  const p = at((space - 0.5) * PERIM / track.spaces);
  const off = lane === 1 ? -LANE : LANE;
  return { x: p.x + p.nx * off, y: p.y + p.ny * off };
}

function raceLane(track, space) {
  let lane = track.corners[track.corners.length - 1].lane;
  for (const c of track.corners) if (c.after < space) lane = c.lane;
  return lane;
}

/** A line across the track at the boundary after `space`. */
function across(track, space, ext = 0) {
  const p = at(space * PERIM / track.spaces);
  const r = LANE * 2 + ext;
  return { x1: p.x - p.nx * r, y1: p.y - p.ny * r, x2: p.x + p.nx * r, y2: p.y + p.ny * r, p };
}

/** The quadrilateral of one space, drawn under its spots (flooded and tunnel spaces). */
function spaceShape(track, space, cls, title) {
  const a = across(track, space - 1, -4);
  const b = across(track, space, -4);
  return s('polygon', { class: cls, points: `${a.x1},${a.y1} ${a.x2},${a.y2} ${b.x2},${b.y2} ${b.x1},${b.y1}` },
    s('title', {}, title));
}

/** A chicane's curbs: both track edges from its first corner line to its second. */
function chicaneCurbs(track, from, to) {
  return [-25, 25].map((side) => {
    const pts = [];
    for (let k = 0; k <= 12; k += 1) {
      const p = at((from - 0.5 + (to - from + 1) * k / 12) * PERIM / track.spaces);
      pts.push(`${p.x + p.nx * side},${p.y + p.ny * side}`);
    }
    return s('polyline', { class: 'ht-chicane', points: pts.join(' ') },
      s('title', {}, `Chicane: two corner lines (after spaces ${from} and ${to}), each checked on its own`));
  });
}

/** The key of the circuit's special marks, or null on a base circuit. */
function featureKey(track) {
  const marks = [];
  if (track.flooded) marks.push('blue spaces: flooded (shifting down costs +1 Heat)');
  if (track.tunnels) marks.push('brown spaces: tunnel (no discarding from hand)');
  if (track.corners.some((c) => c.chicane)) marks.push('blue curbs: chicane');
  return marks.length ? marks.join(' · ') : null;
}

function carLabel(frame, car) {
  return car.seat === null ? `Legend ${car.car + 1}` : (frame.names[car.seat] ?? `Player ${car.seat + 1}`);
}

/** A Legend takes the colour of its car number (the column of the Legend card it follows). */
function carColor(car) {
  return seatColor(car.seat === null ? car.car : car.seat);
}

/** The road condition tokens: a corner token just before its corner line, a sector token just after it. */
function weatherMarks(track, weather) {
  const out = [];
  track.corners.forEach((c, i) => {
    const t = weather.tokens[i];
    if (!t) return;
    const p = at(c.after * PERIM / track.spaces);
    const side = t.sector ? 30 : -30;
    const x = p.x + p.nx * 50 + p.ny * side;
    const y = p.y + p.ny * 50 - p.nx * side;
    const title = t.sector ? `Road condition of the sector after corner ${i + 1}: ${t.name}${t.effect ? ` (${t.effect})` : ''}`
      : `Road condition of corner ${i + 1}: ${t.name} (limit ${weather.limits[i]})`;
    out.push(s('g', { class: `ht-token ${t.sector ? 'sector' : 'corner'}`, dataset: { corner: String(i), token: t.token } },
      s('title', {}, title), s('rect', { x: x - 14, y: y - 10, width: 28, height: 20, rx: 5 }),
      s('text', { x, y: y + 4 }, t.mark)));
  });
  return out;
}

/** The space `d` spaces ahead of `space` (1-based, around the loop). */
function spaceAhead(track, space, d) {
  return ((space - 1 + d) % track.spaces) + 1;
}

/** Where the moving car's Draft would end: the race-line spot of the space just behind the car ahead. */
function draftSpot(track, car) {
  const space = spaceAhead(track, car.space, car.draft);
  return { space, ...spotXY(track, space, raceLane(track, space)) };
}

function draftTarget(track, car) {
  const p = draftSpot(track, car);
  return s('g', { class: 'ht-draft-target', dataset: { space: String(p.space) } },
    s('title', {}, `Draft: ${car.draft} space${car.draft > 1 ? 's' : ''} up to space ${p.space}, just behind the car ahead`),
    s('circle', { cx: p.x, cy: p.y, r: 13 }));
}

/**
 * Where a Slipstream of `d` spaces lands (the blocked rule: the first space with a free spot, counting back
 * from `d` spaces ahead; the race line when it is free).
 */
function slipSpot(v, car, d) {
  const track = v.track;
  for (let k = d; k > 0; k -= 1) {
    const space = spaceAhead(track, car.space, k);
    const here = v.cars.filter((c) => c !== car && !c.finished && c.space === space);
    if (here.length >= 2) continue;
    const rl = raceLane(track, space);
    return { space, ...spotXY(track, space, here.some((c) => c.spot === 0) ? 3 - rl : rl) };
  }
  return { space: car.space, ...spotXY(track, car.space, car.lane) };
}

/**
 * The moves of the React step that land on a known space of the track: each Slipstream distance and the
 * Draft. Each is a ring around its landing spot (a ring already drawn on that spot pushes the next one off
 * the track, outwards) and, for the driver, a button over it.
 */
function trackMoves(frame) {
  const v = frame.view;
  if (frame.replay || v.active === null || v.active !== v.you || v.step !== 'react') return [];
  const me = v.cars[v.active];
  const moves = [];
  const taken = new Set();
  const add = (action, spot, key, cls, tag) => {
    let { x, y } = spot;
    for (let k = 1; taken.has(`${Math.round(x)},${Math.round(y)}`) && k < 4; k += 1) {
      const n = at((spot.space - 0.5) * PERIM / v.track.spaces);
      x = spot.x + n.nx * 34 * k;
      y = spot.y + n.ny * 34 * k;
    }
    taken.add(`${Math.round(x)},${Math.round(y)}`);
    moves.push({ action, x, y, key, cls, tag, space: spot.space });
  };
  const draft = findAction(frame.legal, 'react', (a) => a.symbol === 'draft_move');
  if (draft && me.draft) add(draft, draftSpot(v.track, me), 'react:draft_move', 'draft', me.draft);
  for (const a of frame.legal.filter((x) => x.type === 'slipstream')) {
    const d = a.spaces ?? 2;
    add(a, slipSpot(v, me, d), a.spaces ? `slipstream:${a.spaces}` : 'slipstream', 'slip', d);
  }
  return moves;
}

/** A track move's ring, with the spaces it moves inside. */
function moveRing(move) {
  return s('g', { class: `ht-move-ring ${move.cls}`, dataset: { space: String(move.space) } },
    s('circle', { cx: move.x, cy: move.y, r: 13 }),
    s('text', { x: move.x, y: move.y + 4.5 }, String(move.tag)));
}

/** The button over a track move's ring (the board's own buttons lie over the picture, as GIPF's do). */
function moveButton(frame, move) {
  const label = labelOf(frame, move.action, move.action.type);
  return h('button', { type: 'button', class: `ht-hit ${move.cls}`, dataset: { key: move.key, space: String(move.space) },
    style: { left: `${(100 * move.x / W).toFixed(2)}%`, top: `${(100 * move.y / H).toFixed(2)}%` },
    'aria-label': `${label} (to space ${move.space})`, title: `${label} (to space ${move.space})`,
    onclick: () => frame.act(move.action) });
}

/** The weather tile in the middle of the circuit: its name, its setup and its sector effect. */
function weatherTile(weather, y) {
  return s('g', { class: 'ht-weather', dataset: { tile: weather.tile } },
    s('title', {}, `Weather: ${weather.name}: ${weather.text}`),
    s('rect', { x: CX - 190, y, width: 380, height: 44, rx: 8 }),
    s('text', { class: 'ht-weather-name', x: CX, y: y + 18 }, `Weather: ${weather.name}`),
    s('text', { class: 'ht-weather-text', x: CX, y: y + 36 }, weather.text));
}

function board(frame) {
  const v = frame.view;
  const track = v.track;
  const kids = [s('path', { class: 'ht-asphalt', d: `M ${CX - A} ${CY + R} H ${CX + A} A ${R} ${R} 0 0 0 ${CX + A} ${CY - R} H ${CX - A} A ${R} ${R} 0 0 0 ${CX - A} ${CY + R} Z` })];
  for (const space of track.flooded ?? []) kids.push(spaceShape(track, space, 'ht-flooded', `Space ${space} is flooded: starting the round here, shifting down costs 1 more Heat`));
  for (const space of track.tunnels ?? []) kids.push(spaceShape(track, space, 'ht-tunnel', `Space ${space} is in a tunnel: no card may be discarded from hand here`));
  track.corners.forEach((c, i) => { if (c.chicane) kids.push(...chicaneCurbs(track, track.corners[i - 1].after, c.after)); });
  for (let space = 1; space <= track.spaces; space += 1) {
    const line = across(track, space);
    kids.push(s('line', { class: 'ht-sep', x1: line.x1, y1: line.y1, x2: line.x2, y2: line.y2 }));
    const rl = raceLane(track, space);
    for (const lane of [1, 2]) {
      const p = spotXY(track, space, lane);
      kids.push(s('circle', { class: `ht-spot${lane === rl ? ' line' : ''}`, cx: p.x, cy: p.y, r: 7 }));
    }
    if (space % 5 === 0 || space === 1) {
      const c = at((space - 0.5) * PERIM / track.spaces);
      kids.push(s('text', { class: 'ht-num', x: c.x - c.nx * 34, y: c.y - c.ny * 34 + 4 }, String(space)));
    }
  }
  const fin = across(track, 0, 4);
  kids.push(s('line', { class: 'ht-finish', x1: fin.x1, y1: fin.y1, x2: fin.x2, y2: fin.y2 }));
  track.corners.forEach((c, i) => {
    const line = across(track, c.after, 6);
    kids.push(s('line', { class: 'ht-corner', x1: line.x1, y1: line.y1, x2: line.x2, y2: line.y2 }));
    const bx = line.p.x + line.p.nx * 50;
    const by = line.p.y + line.p.ny * 50;
    const press = v.championship && v.championship.press.includes(i);
    kids.push(s('g', { class: press ? 'ht-limit ht-press' : 'ht-limit' },
      s('title', {}, `Corner ${i + 1}: speed limit ${c.limit}${press ? ' (press corner: a sponsorship card)' : ''}`),
      s('circle', { cx: bx, cy: by, r: 15 }), s('text', { x: bx, y: by + 5 }, String(c.limit))));
  });
  if (v.weather) kids.push(...weatherMarks(track, v.weather));
  if (v.legends) {
    for (const c of track.corners) {
      const line = across(track, c.legend, 2);
      kids.push(s('line', { class: 'ht-legendline', x1: line.x1, y1: line.y1, x2: line.x2, y2: line.y2 }));
      const dx = line.p.x - line.p.nx * 44;
      const dy = line.p.y - line.p.ny * 44;
      kids.push(s('g', { class: 'ht-diamond' }, s('title', {}, `Legend line of the corner after space ${c.after}`),
        s('rect', { x: dx - 6, y: dy - 6, width: 12, height: 12, transform: `rotate(45 ${dx} ${dy})` })));
      if (c.aggressive && v.legends.aggressive) {
        const q = spotXY(track, c.after, 1);
        kids.push(s('g', { class: 'ht-chevron' }, s('title', {}, 'A chevron: an Aggressive Legend starting on this space may cross one more corner line'),
          s('text', { x: q.x, y: q.y + 5 }, '^')));
      }
      if (c.double && v.legends.aggressive) {
        const q = spotXY(track, c.after, 2);
        kids.push(s('g', { class: 'ht-chevron' }, s('title', {}, 'A double chevron: an Aggressive Legend starting on this space may cross two more corner lines'),
          s('text', { x: q.x, y: q.y + 5 }, '^^')));
      }
    }
  }
  const moves = trackMoves(frame);
  const drafter = v.active === null ? null : v.cars[v.active];
  if (drafter && drafter.draft && !moves.some((m) => m.cls === 'draft')) kids.push(draftTarget(track, drafter));
  kids.push(...moves.map(moveRing));
  for (const car of v.cars) {
    if (car.finished) continue;
    const p = spotXY(track, car.space, car.lane);
    const active = v.active === car.car;
    kids.push(s('g', { class: `ht-car${active ? ' active' : ''}`, dataset: { car: String(car.car) } },
      s('title', {}, `${carLabel(frame, car)}: space ${car.space}, lap ${Math.max(car.lap, 0)}, gear ${car.gear}`),
      s('circle', { cx: p.x, cy: p.y, r: 11, fill: carColor(car) }),
      s('text', { x: p.x, y: p.y + 4 }, car.seat === null ? 'L' : String(car.seat + 1))));
  }
  kids.push(s('text', { class: 'ht-title', x: CX, y: CY - 10 }, `${track.name}`),
    s('text', { class: 'ht-sub', x: CX, y: CY + 18 }, `${track.laps} lap${track.laps > 1 ? 's' : ''} · round ${v.round}`));
  const key = featureKey(track);
  if (key) kids.push(s('text', { class: 'ht-key', x: CX, y: CY + 44 }, key));
  if (v.weather) kids.push(weatherTile(v.weather, key ? CY + 58 : CY + 36));
  return h('div', { class: 'ht-board' }, s('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': `${track.name} circuit with the cars` }, kids),
    moves.map((m) => moveButton(frame, m)));
}

/** An upgrade card: its speed large, its family and symbols small (the whole name as the tooltip). */
function upgradeEl(card, extra) {
  const name = upgradeNames[card] || card;
  const m = /^(.*?) (\d[\d/]*)(?: \((.*)\))?$/.exec(name);
  const [family, speed, marks] = m ? [m[1], m[2], m[3] || ''] : [name, '', ''];
  const expansion = /super cool/.test(marks) ? ' supercool' : /draft \d/.test(marks) ? ' draft' : '';
  return h('span', { class: `ht-card upgrade garage${expansion} ${extra}`, title: name, dataset: { card } },
    h('span', { class: 'ht-up-speed' }, speed), h('span', { class: 'ht-up-name' }, family),
    marks ? h('span', { class: 'ht-up-marks' }, marks) : null);
}

function cardEl(card, extra = '') {
  if (card.startsWith('u') || card.startsWith('p')) return upgradeEl(card, extra);
  const name = CARD_NAME[card] || card;
  const kind = card === 'H' ? 'heat' : card === 'S' ? 'stress' : (card === '0' || card === '5') ? 'upgrade' : 'speed';
  return h('span', { class: `ht-card ${kind} ${extra}`, title: name }, name);
}

/** A card face with a short note under its name: what clicking it does now. */
function taggedCard(card, tag) {
  const el = cardEl(card, 'live tagged');
  el.append(h('span', { class: 'ht-tag' }, tag));
  return el;
}

/**
 * Your hand. A card is a button when it can be played, discarded or played directly now, and in the React
 * step a Heat card cools (Cooldown, or Adrenaline's cool 1 once the Cooldown is spent) and a Stress card
 * is discarded by Reduce Stress.
 */
function handCards(frame, hand, react) {
  const seen = {};
  return hand.map((card) => {
    const action = findAction(frame.legal, 'play', (a) => a.card === card) || findAction(frame.legal, 'discard', (a) => a.card === card)
      || findAction(frame.legal, 'direct', (a) => a.card === card);
    if (action && !frame.replay) return actButton(frame, action, { key: `${action.type}:${card}`, cls: 'ht-cardbtn', content: cardEl(card, 'live') });
    const symbol = card === 'H' ? (react.cooldown ? 'cooldown' : react.adrenaline_cool ? 'adrenaline_cool' : null)
      : card === 'S' && react.reduce ? 'reduce' : null;
    if (!symbol) return cardEl(card);
    seen[card] = (seen[card] ?? -1) + 1;
    return actButton(frame, react[symbol], { key: `react:${symbol}:${seen[card]}`, cls: 'ht-cardbtn',
      content: taggedCard(card, symbol === 'reduce' ? 'reduce' : 'cool') });
  });
}

/**
 * Your gearbox: the four gears in a row, your car in the one engaged. While you choose your gear, each
 * gear you may shift to is a button (with its Heat cost when it skips a gear).
 */
function gearbox(frame, me, shifts) {
  return h('div', { class: `ht-gearbox${shifts.length ? ' choosing' : ''}`, role: 'group', 'aria-label': `Gearbox: gear ${me.gear}` },
    [1, 2, 3, 4].map((g) => {
      const a = shifts.find((x) => x.gear === g);
      const cost = a ? (labelOf(frame, a).match(/\((\d+) Heat\)/) || [])[1] : null;
      const note = g === me.gear ? (a ? 'stay' : 'engaged') : cost ? `${cost} Heat` : '';
      const face = [h('span', { class: 'ht-gearnum' }, String(g)), h('span', { class: 'ht-gearnote' }, note)];
      const cls = `ht-gearslot${g === me.gear ? ' current' : ''}`;
      if (a) return actButton(frame, a, { key: `shift:${g}`, cls: `${cls} can`, content: face });
      return h('span', { class: cls, style: g === me.gear ? { '--seat': seatColor(me.seat ?? 0) } : null }, face);
    }));
}

/** Where each React symbol is clicked, for the prompt (the board's own places; anything else is a button). */
const WHERE = {
  cooldown: 'a Heat card in your hand', adrenaline_cool: 'the Adrenaline token', adrenaline_move: 'the Adrenaline token',
  boost: 'your deck', reduce: 'a Stress card in your hand', salvage: 'your discard pile', super_cool: 'your Engine',
  accelerate: 'the card in your play area', draft_move: 'the ring on the track',
};

/** One of your piles (Engine, deck, discard): a button when a React symbol acts on it. */
function pile(frame, cls, title, count, foot, action, tag) {
  const face = h('span', { class: `ht-pile ${cls}${action ? ' live' : ''}` }, h('span', { class: 'ht-pile-name' }, title),
    h('span', { class: 'ht-pile-count' }, String(count)), foot, action ? h('span', { class: 'ht-tag' }, tag) : null);
  if (!action || frame.replay) return face;
  return actButton(frame, action, { key: `react:${action.symbol}`, cls: 'ht-pilebtn', content: face });
}

/** Upgrade cards with Accelerate (read from their names). */
function accelerates(card) {
  return /accelerate/.test(upgradeNames[card] || '');
}

/** The speeds printed on an upgrade card ("Brakes 1/2/3/4": [1, 2, 3, 4]). */
function printedSpeeds(card) {
  const m = /^(.*?) (\d[\d/]*)(?: \(.*\))?$/.exec(upgradeNames[card] || '');
  return m ? m[2].split('/').map(Number) : [];
}

/**
 * The Brakes' speed choice drawn on the card: the one played card with several speeds, each printed speed
 * paired with the speed action it gives (the other cards add the same to each). Null when no choice is
 * open, or when two such cards are played (their sums are then chosen from a row of speed buttons).
 */
function brakesChoice(frame, me) {
  const speeds = frame.replay ? [] : frame.legal.filter((a) => a.type === 'speed').sort((a, b) => a.speed - b.speed);
  if (!speeds.length) return null;
  const several = me.play.map((card, i) => [card, i, printedSpeeds(card)]).filter(([, , p]) => p.length > 1);
  if (several.length !== 1) return null;
  const [card, index, printed] = several[0];
  const sorted = [...printed].sort((a, b) => a - b);
  const extra = speeds[0].speed - sorted[0];
  if (sorted.length !== speeds.length || sorted.some((v, k) => speeds[k].speed - v !== extra)) return null;
  return { card, index, extra, values: sorted.map((v, k) => [v, speeds[k]]) };
}

/** The played Brakes card with each of its speeds a button: the turn's speed (with the other cards' added). */
function brakesCard(frame, brakes) {
  const name = upgradeNames[brakes.card] || brakes.card;
  const marks = (/\((.*)\)$/.exec(name) || [])[1];
  return h('span', { class: 'ht-card upgrade garage ht-brakes', role: 'group', title: name, dataset: { card: brakes.card },
    'aria-label': `${name}: choose your speed` },
  h('span', { class: 'ht-up-name' }, name.replace(/ \d[\d/]*( \(.*\))?$/, '')),
  h('span', { class: 'ht-brake-speeds' }, brakes.values.map(([v, a]) => actButton(frame, a, { key: `speed:${a.speed}`, cls: 'ht-brake',
    content: [h('span', { class: 'ht-brake-v' }, String(v)), brakes.extra ? h('span', { class: 'ht-brake-total' }, `= ${a.speed}`) : null] }))),
  marks ? h('span', { class: 'ht-up-marks' }, marks) : null);
}

/**
 * Your Play Area while your car moves: the cards revealed (a card with Accelerate is clicked for it in the
 * React step, a card with Refresh in the Discard step, the Brakes' speed on the card before the move) and
 * the Adrenaline token with its two symbols.
 */
function playArea(frame, me, react, brakes) {
  const cards = me.play.map((card, i) => {
    if (brakes && brakes.index === i) return brakesCard(frame, brakes);
    const refresh = findAction(frame.legal, 'refresh', (a) => a.card === card);
    if (refresh && !frame.replay) return actButton(frame, refresh, { key: `refresh:${card}`, cls: 'ht-cardbtn', content: taggedCard(card, 'refresh') });
    if (react.accelerate && accelerates(card) && !frame.replay) {
      return actButton(frame, react.accelerate, { key: `react:accelerate:${i}`, cls: 'ht-cardbtn', content: taggedCard(card, 'accelerate') });
    }
    return cardEl(card);
  });
  const symbol = (name, text) => {
    const a = react[name];
    if (a && !frame.replay) return actButton(frame, a, { key: `react:${name}`, cls: 'ht-adr-sym live', content: text });
    return h('span', { class: `ht-adr-sym ${me.used.includes(name) ? 'used' : 'off'}` }, text);
  };
  const adrenaline = me.adrenaline ? h('span', { class: 'ht-adrenaline', role: 'group', 'aria-label': 'Adrenaline' },
    h('span', { class: 'ht-adr-name' }, 'Adrenaline'), symbol('adrenaline_move', '+1 speed'), symbol('adrenaline_cool', 'cool 1')) : null;
  return h('div', { class: 'ht-row ht-playarea', 'aria-label': 'Your play area' }, h('span', { class: 'muted' }, 'Play area: '), cards, adrenaline);
}

function controls(frame) {
  const v = frame.view;
  if (v.you === null || frame.replay) return null;
  const me = v.cars[v.you];
  const rows = [];
  const shifts = frame.legal.filter((a) => a.type === 'shift');
  if (shifts.length) {
    rows.push(h('p', { class: 'ht-prompt' }, `Step 1: you are in gear ${me.gear}. Click your gear for this round on the gearbox.`));
  } else if (v.phase === 'plan' && v.plan_gear !== null && !me.ready) {
    rows.push(h('p', { class: 'ht-prompt' }, `Step 2: gear ${v.plan_gear}: play ${v.plan_gear - v.plan.length} more card(s) face down.`));
  } else if (v.phase === 'plan' && me.ready) {
    rows.push(h('p', { class: 'ht-prompt muted' }, 'Your cards are down; waiting for the other drivers.'));
  }
  const react = Object.fromEntries(frame.legal.filter((a) => a.type === 'react').map((a) => [a.symbol, a]));
  const onTrack = new Set(trackMoves(frame).map((m) => m.action));
  const shown = new Set([...Object.keys(WHERE).map((k) => react[k]), ...onTrack].filter(Boolean));
  if (!(v.hand || []).includes('S')) shown.delete(react.reduce);
  if (!(v.hand || []).includes('H')) { shown.delete(react.cooldown); if (!me.adrenaline) shown.delete(react.adrenaline_cool); }
  if (!me.play.some(accelerates)) shown.delete(react.accelerate);
  const done = findAction(frame.legal, 'done');
  const speeds = frame.legal.filter((a) => a.type === 'speed');
  const brakes = brakesChoice(frame, me);
  if (brakes) {
    rows.push(h('p', { class: 'ht-prompt' }, 'Your Brakes: click your speed for this turn on the card in your play area',
      brakes.extra ? ` (your other cards add ${brakes.extra}).` : '.'));
  } else if (speeds.length) {  // two cards with several speeds: their sums
    rows.push(h('p', { class: 'ht-prompt' }, 'Your Brakes: choose your speed for this turn.'),
      h('div', { class: 'ht-reacts' }, speeds.map((a) => actButton(frame, a, { key: `speed:${a.speed}`, cls: 'btn' }))));
  } else if (v.step === 'salvage' && done) {
    const salvage = (v.garage && v.garage.salvage) || [];
    rows.push(h('p', { class: 'ht-prompt' }, 'Salvage: click cards of your discard pile to shuffle them into your deck.'),
      h('div', { class: 'ht-row ht-salvage', 'aria-label': 'Your discard pile' }, salvage.map((c) => {
        const a = findAction(frame.legal, 'salvage', (x) => x.card === c);
        return a ? actButton(frame, a, { key: `salvage:${c}`, cls: 'ht-cardbtn', content: cardEl(c, 'live') }) : cardEl(c);
      })),
      h('div', { class: 'ht-reacts' }, actButton(frame, done, { key: 'done', cls: 'btn btn-primary' })));
  } else if (v.step === 'react' && done) {
    const hints = frame.legal.filter((a) => shown.has(a) && a.type !== 'direct').map((a) => {
      const heat = a.symbol === 'adrenaline_cool' && !react.cooldown && (v.hand || []).includes('H') ? ' or a Heat card' : '';
      const where = a.type === 'slipstream' ? 'its ring on the track' : WHERE[a.symbol] + heat;
      return h('li', {}, h('strong', {}, labelOf(frame, a)), `: ${where}`);
    });
    if (frame.legal.some((a) => a.type === 'direct')) hints.push(h('li', {}, h('strong', {}, 'Direct Play'), ': the card in your hand'));
    const rest = frame.legal.filter((a) => ['react', 'slipstream'].includes(a.type) && !shown.has(a));
    rows.push(h('p', { class: 'ht-prompt' }, `React: your speed is ${me.speed}. `,
      hints.length ? 'Click on the board:' : 'Nothing to use: go on to the corners.'),
    hints.length ? h('ul', { class: 'ht-hints' }, hints) : null,
    h('div', { class: 'ht-reacts' }, rest.map((a) => actButton(frame, a, { key: reactKey(a), cls: 'btn' })),
      actButton(frame, done, { key: 'done', cls: 'btn btn-primary' })));
  } else if (v.step === 'discard' && done) {
    const refresh = frame.legal.some((a) => a.type === 'refresh') ? ' A card marked refresh in your play area goes back on top of your deck.' : '';
    const rest = frame.legal.filter((a) => a.type === 'refresh' && !me.play.includes(a.card));
    rows.push(h('p', { class: 'ht-prompt' }, `Discard: click cards to discard them, then draw back to 7.${refresh}`),
      h('div', { class: 'ht-reacts' }, rest.map((a) => actButton(frame, a, { key: `refresh:${a.card}`, cls: 'btn' })),
        actButton(frame, done, { key: 'done', cls: 'btn btn-primary' })));
  }
  const plan = v.plan && v.plan.length ? h('div', { class: 'ht-row' }, h('span', { class: 'muted' }, 'Face down: '), v.plan.map((c) => cardEl(c, 'down'))) : null;
  const moving = v.active === v.you ? playArea(frame, me, react, brakes) : null;
  const discardFoot = me.discard_top ? cardEl(me.discard_top, 'small') : null;
  const mat = h('div', { class: 'ht-mat' },
    pile(frame, 'engine', 'Engine', me.engine, h('span', { class: 'ht-pile-foot' }, 'Heat'), react.super_cool, 'super cool'),
    pile(frame, 'deck', 'Deck', me.deck, null, react.boost, 'boost'),
    pile(frame, 'discard', 'Discard', me.discard, discardFoot, react.salvage, 'salvage'),
    gearbox(frame, me, shifts));
  return block('Your car', [rows, mat, plan, moving,
    h('div', { class: 'ht-hand', 'aria-label': 'Your hand' }, handCards(frame, v.hand || [], react))], { cls: 'ht-you' });
}

/** The data-key of a React step button left in the "Your car" block (a symbol with no place on the board). */
function reactKey(a) {
  if (a.type === 'react') return `react:${a.symbol}`;
  return a.spaces ? `slipstream:${a.spaces}` : 'slipstream';
}

/** The Garage: during the Draft the market (click to pick when it is your turn); then every driver's upgrades. */
function garageBlock(frame) {
  const g = frame.view.garage;
  if (!g) return null;
  const drafting = frame.view.phase === 'draft';
  const picks = Object.entries(g.picks).map(([car, cards]) => {
    const c = frame.view.cars[Number(car)];
    return h('div', { class: 'ht-row ht-picks', dataset: { car } }, nameTag(frame.names, c.seat),
      cards.length ? cards.map((x) => cardEl(x, 'small')) : h('span', { class: 'muted' }, 'no upgrade yet'));
  });
  if (!drafting) return block('Garage upgrades', picks, { cls: 'ht-garage' });
  const picking = g.picking === null ? null : frame.view.cars[g.picking];
  const mine = picking && picking.seat === frame.view.you;
  const market = g.market.map((c, i) => {
    const a = frame.replay ? null : findAction(frame.legal, 'draft', (x) => x.card === c);
    return a ? actButton(frame, a, { key: `draft:${c}:${i}`, cls: 'ht-cardbtn', content: cardEl(c, 'live') }) : cardEl(c);
  });
  const who = picking ? (mine ? 'your pick: click a card' : h('span', {}, nameTag(frame.names, picking.seat), ' is picking')) : '';
  return block(`Garage: draft round ${g.round} of 3`, [
    h('p', { class: 'ht-prompt' }, `Market (${g.market.length} cards) · `, who),
    h('div', { class: 'ht-row ht-market', 'aria-label': 'Draft market' }, market), picks], { cls: 'ht-garage' });
}

/** The season: this race and its event, each race's points, the standings (leader first). */
function championshipBlock(frame) {
  const c = frame.view.championship;
  if (!c) return null;
  const ev = h('p', { class: 'ht-event' }, h('strong', {}, c.event.name), `: ${c.event.rule}`,
    c.press.length ? ` Press corners: ${c.press.map((i) => i + 1).join(', ')}.` : ' No press corner.');
  const head = h('tr', {}, h('th', {}, 'Driver'), ...c.schedule.map((r, i) =>
    h('th', { title: `${r.track}: ${r.event}`, class: i + 1 === c.race ? 'now' : '' }, `${i + 1}. ${r.track}`)),
  h('th', {}, 'Total'));
  const rows = c.standings.map((seat) => h('tr', { dataset: { seat } }, h('td', {}, nameTag(frame.names, seat)),
    ...c.schedule.map((_, i) => h('td', {}, i < c.points.length ? String(c.points[i][seat])
      : (i === c.race - 1 && c.out.includes(seat) ? 'out' : ''))),
    h('td', {}, h('strong', {}, String(c.totals[seat])))));
  return block(`Championship ${c.season}: race ${c.race} of ${c.races}`, [ev,
    h('table', { class: 'ht-standings', 'aria-label': 'Season standings' }, h('thead', {}, head), h('tbody', {}, rows))],
  { cls: 'ht-championship' });
}

function moving(frame) {
  const v = frame.view;
  if (v.active === null) return null;
  const car = v.cars[v.active];
  return block('Moving now', h('div', { class: 'ht-row' }, car.seat === null ? carLabel(frame, car) : nameTag(frame.names, car.seat),
    h('span', {}, ` gear ${car.gear}, speed ${car.speed ?? 0}: `), car.play.map((c) => cardEl(c)),
    car.adrenaline ? h('span', { class: 'badge' }, 'Adrenaline') : null,
    car.road ? h('span', { class: 'badge ht-road', title: 'The road condition of the sector the car stands in' }, `road: ${car.road}`) : null),
  { cls: 'ht-moving' });
}

/** This round's Legend card: each Legend's helmet (speed on a straight) and diamond (spaces before a corner). */
function legendCard(frame) {
  const lg = frame.view.legends;
  if (!lg) return null;
  const legends = frame.view.cars.filter((c) => c.seat === null);
  const rows = legends.map((car) => {
    const got = lg.cars && lg.cars[String(car.car)];
    return h('div', { class: 'ht-legend', style: { '--seat': carColor(car) }, dataset: { car: String(car.car) } },
      h('span', { class: 'ht-dot' }), h('span', {}, carLabel(frame, car)),
      got ? [h('span', { class: 'ht-helmet', title: 'Speed on a straight' }, String(got[1])),
        h('span', { class: 'ht-diamondval', title: 'Diamond: spaces before the corner; added to the limit in it' }, `◆${got[0]}`)]
        : h('span', { class: 'muted' }, car.finished ? `finished ${frame.view.hall.indexOf(car.car) + 1}` : '—'));
  });
  const head = lg.card === null ? 'not turned over yet this round' : `card ${lg.card + 1}`;
  return block('Legends', [h('p', { class: 'muted ht-legendhead' },
    `Legend card: ${head} · ${lg.deck} left in the deck${lg.pro ? ` · Pro +${lg.pro}` : ''}${lg.aggressive ? ' · aggressive' : ''}`),
  h('div', { class: 'ht-legends' }, rows)], { cls: 'ht-legendcard' });
}

function table(frame) {
  const v = frame.view;
  const place = new Map(v.standings.map((c, i) => [c, i + 1]));
  const rows = v.standings.map((i) => {
    const car = v.cars[i];
    const who = car.seat === null ? h('span', {}, carLabel(frame, car)) : nameTag(frame.names, car.seat);
    const planning = car.seat === null ? '' : car.ready ? 'cards down' : 'planning';
    const status = car.finished ? `finished ${v.hall.indexOf(i) + 1}` : v.phase === 'draft' ? 'drafting'
      : v.phase === 'plan' ? planning : (v.active === i ? 'moving' : '');
    return h('tr', { class: v.active === i ? 'active' : '', style: { '--seat': carColor(car) } },
      h('td', {}, String(place.get(i))), h('td', {}, h('span', { class: 'ht-dot' }), who),
      h('td', {}, car.finished ? '—' : `${car.space}`), h('td', {}, car.finished ? 'done' : `${Math.max(car.lap, 0)}/${v.track.laps}`),
      h('td', {}, car.seat === null ? '—' : String(car.gear)), h('td', {}, car.seat === null ? '—' : String(car.engine)),
      h('td', {}, car.seat === null ? '—' : String(car.hand)),
      h('td', {}, car.discard_top ? cardEl(car.discard_top, 'small') : '—'), h('td', { class: 'muted' }, status));
  });
  return block('Race', h('div', { class: 'ht-scroll' }, h('table', { class: 'ht-table' },
    h('thead', {}, h('tr', {}, ['#', 'Car', 'Space', 'Lap', 'Gear', 'Engine', 'Hand', 'Discard', ''].map((t) => h('th', {}, t)))),
    h('tbody', {}, rows))));
}

/** Everything the "Your car" block shows: when it is unchanged the block is not redrawn. */
function controlsKey(frame) {
  const v = frame.view;
  const me = v.you === null ? null : v.cars[v.you];
  return JSON.stringify([frame.replay, frame.legal, frame.labels, v.you, v.active, v.phase, v.step, v.plan_gear, v.plan, v.hand,
    me && [me.gear, me.engine, me.deck, me.discard, me.discard_top, me.ready, me.speed, me.play, me.adrenaline, me.used],
    v.garage && v.garage.salvage]);
}

export function createRenderer(root) {
  useStyle('cards-css', '/web/cards.css');
  useStyle('heat-css', '/games/heat/ui.css');
  // The board lives in fixed slots. Another driver's move (or a Legend's) redraws the board, the
  // Legends and the table, but the "Your car" block is left alone while what it shows is unchanged:
  // a button pressed and not yet released when the redraw comes is the same element, so the click
  // still lands (a block rebuilt on every new version lost such clicks).
  const slots = { board: h('div', { class: 'ht-slot' }), moving: h('div', { class: 'ht-slot' }),
    controls: h('div', { class: 'ht-slot' }), championship: h('div', { class: 'ht-slot' }), garage: h('div', { class: 'ht-slot' }), legends: h('div', { class: 'ht-slot' }),
    table: h('div', { class: 'ht-slot' }) };
  const wrap = h('div', { class: 'ht' }, Object.values(slots));
  let shown = null;
  return {
    update(frame) {
      if (root.firstChild !== wrap || root.childNodes.length !== 1) root.replaceChildren(wrap);
      upgradeNames = { ...((frame.view.garage && frame.view.garage.names) || {}),
        ...((frame.view.championship && frame.view.championship.names) || {}) };
      fill(slots.board, board(frame));
      fill(slots.moving, moving(frame));
      const key = controlsKey(frame);
      if (key !== shown) {
        fill(slots.controls, controls(frame));
        shown = key;
      }
      fill(slots.championship, championshipBlock(frame));
      fill(slots.garage, garageBlock(frame));
      fill(slots.legends, legendCard(frame));
      fill(slots.table, table(frame));
    },
    seatInfo(view, seat) {
      const car = view.cars[seat];
      return car.finished ? `finished ${view.hall.indexOf(seat) + 1}` : `gear ${car.gear}, ${car.engine} Heat, space ${car.space}`;
    },
  };
}
