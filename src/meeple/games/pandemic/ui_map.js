// Pandemic's world map: the 48 cities where they lie on the board, the 93 connections (three cross
// the Pacific, drawn leaving one edge and coming back at the other), cubes, research stations and
// pawns, with a button over every city (or cube group) that a legal action aims at.
// The rules' own map is games/pandemic/map.py; the positions here are for drawing only.
import { h, s } from '/web/dom.js';
import { actButton, labelOf } from '/web/cards.js';

export const W = 1000;
export const H = 500;

/** name: [colour, x, y] on a W×H board (an approximate world map, spread out to stay readable). */
export const CITIES = {
  Atlanta: ['blue', 190, 182], Chicago: ['blue', 170, 122], Essen: ['blue', 502, 78], London: ['blue', 425, 92],
  Madrid: ['blue', 410, 160], Milan: ['blue', 548, 110], Montreal: ['blue', 255, 108], 'New York': ['blue', 328, 130],
  Paris: ['blue', 478, 135], 'San Francisco': ['blue', 60, 148], 'St. Petersburg': ['blue', 605, 58], Washington: ['blue', 300, 180],
  Bogota: ['yellow', 250, 290], 'Buenos Aires': ['yellow', 318, 425], Johannesburg: ['yellow', 565, 410], Khartoum: ['yellow', 590, 285],
  Kinshasa: ['yellow', 528, 340], Lagos: ['yellow', 478, 285], Lima: ['yellow', 215, 360], 'Los Angeles': ['yellow', 78, 212],
  'Mexico City': ['yellow', 160, 250], Miami: ['yellow', 248, 232], Santiago: ['yellow', 225, 445], 'Sao Paulo': ['yellow', 362, 362],
  Algiers: ['black', 495, 205], Baghdad: ['black', 640, 178], Cairo: ['black', 568, 222], Chennai: ['black', 772, 312],
  Delhi: ['black', 758, 168], Istanbul: ['black', 585, 150], Karachi: ['black', 702, 212], Kolkata: ['black', 812, 200],
  Moscow: ['black', 655, 100], Mumbai: ['black', 712, 272], Riyadh: ['black', 648, 250], Tehran: ['black', 700, 138],
  Bangkok: ['red', 830, 262], Beijing: ['red', 852, 102], 'Ho Chi Minh City': ['red', 888, 322], 'Hong Kong': ['red', 875, 222],
  Jakarta: ['red', 828, 385], Manila: ['red', 962, 305], Osaka: ['red', 968, 195], Seoul: ['red', 922, 92],
  Shanghai: ['red', 878, 158], Sydney: ['red', 962, 440], Taipei: ['red', 935, 245], Tokyo: ['red', 968, 135],
};

/** Connections, each listed once under its first city in alphabetical order. */
const LINKED = {
  Algiers: ['Cairo', 'Istanbul', 'Madrid', 'Paris'], Atlanta: ['Chicago', 'Miami', 'Washington'],
  Baghdad: ['Cairo', 'Istanbul', 'Karachi', 'Riyadh', 'Tehran'], Bangkok: ['Chennai', 'Ho Chi Minh City', 'Hong Kong', 'Jakarta', 'Kolkata'],
  Beijing: ['Seoul', 'Shanghai'], Bogota: ['Buenos Aires', 'Lima', 'Mexico City', 'Miami', 'Sao Paulo'], 'Buenos Aires': ['Sao Paulo'],
  Cairo: ['Istanbul', 'Khartoum', 'Riyadh'], Chennai: ['Delhi', 'Jakarta', 'Kolkata', 'Mumbai'],
  Chicago: ['Los Angeles', 'Mexico City', 'Montreal', 'San Francisco'], Delhi: ['Karachi', 'Kolkata', 'Mumbai', 'Tehran'],
  Essen: ['London', 'Milan', 'Paris', 'St. Petersburg'], 'Ho Chi Minh City': ['Hong Kong', 'Jakarta', 'Manila'],
  'Hong Kong': ['Kolkata', 'Manila', 'Shanghai', 'Taipei'], Istanbul: ['Milan', 'Moscow', 'St. Petersburg'], Jakarta: ['Sydney'],
  Johannesburg: ['Khartoum', 'Kinshasa'], Karachi: ['Mumbai', 'Riyadh', 'Tehran'], Khartoum: ['Kinshasa', 'Lagos'], Kinshasa: ['Lagos'],
  Lagos: ['Sao Paulo'], Lima: ['Mexico City', 'Santiago'], London: ['Madrid', 'New York', 'Paris'],
  'Los Angeles': ['Mexico City', 'San Francisco', 'Sydney'], Madrid: ['New York', 'Paris', 'Sao Paulo'],
  Manila: ['San Francisco', 'Sydney', 'Taipei'], 'Mexico City': ['Miami'], Miami: ['Washington'], Milan: ['Paris'],
  Montreal: ['New York', 'Washington'], Moscow: ['St. Petersburg', 'Tehran'], 'New York': ['Washington'], Osaka: ['Taipei', 'Tokyo'],
  'San Francisco': ['Tokyo'], Seoul: ['Shanghai', 'Tokyo'], Shanghai: ['Taipei', 'Tokyo'],
};
export const LINKS = Object.entries(LINKED).flatMap(([a, bs]) => bs.map((b) => [a, b]));

export const DISEASE = { blue: '#2f6fd6', yellow: '#f0c419', black: '#3a3f4b', red: '#d33b3b' };
export const ROLE_COLOUR = {
  'Contingency Planner': '#2cb1c4', Dispatcher: '#d6459b', Medic: '#f08c21', 'Operations Expert': '#79c143',
  'Quarantine Specialist': '#1c6b3c', Researcher: '#8b5a2b', Scientist: '#f4f4f0',
};

/** Rough continents (drawn smoothed), in board coordinates. */
const LAND = [
  [[18, 70], [110, 38], [250, 30], [340, 48], [372, 92], [350, 140], [318, 196], [272, 206], [250, 245], [208, 268], [150, 276], [96, 238], [40, 186], [22, 120]],
  [[228, 268], [292, 266], [392, 332], [396, 372], [352, 420], [300, 470], [240, 486], [212, 446], [196, 372], [210, 306]],
  [[378, 60], [470, 38], [600, 26], [760, 18], [900, 30], [992, 60], [996, 170], [950, 218], [910, 262], [905, 300], [862, 336], [842, 300], [800, 338],
    [768, 334], [742, 300], [700, 246], [690, 282], [640, 288], [612, 238], [600, 180], [540, 180], [468, 176], [392, 190], [378, 124]],
  [[432, 196], [540, 186], [612, 210], [652, 276], [626, 320], [604, 392], [576, 452], [540, 452], [512, 388], [494, 326], [440, 310], [420, 250]],
  [[892, 400], [982, 388], [996, 452], [958, 486], [902, 468]],
  [[790, 372], [840, 360], [888, 384], [850, 396], [800, 392]],
  [[935, 280], [975, 276], [984, 330], [950, 334]],
];

function smooth(points) {
  const n = points.length;
  const p = (i) => points[(i + n) % n];
  let d = `M${p(0)[0]} ${p(0)[1]}`;
  for (let i = 0; i < n; i += 1) {
    const [a, b, c, e] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1 = [b[0] + (c[0] - a[0]) / 6, b[1] + (c[1] - a[1]) / 6];
    const c2 = [c[0] - (e[0] - b[0]) / 6, c[1] - (e[1] - b[1]) / 6];
    d += ` C${c1[0].toFixed(1)} ${c1[1].toFixed(1)} ${c2[0].toFixed(1)} ${c2[1].toFixed(1)} ${c[0]} ${c[1]}`;
  }
  return `${d}Z`;
}

/** The colour of a card by its name ('event' or 'epidemic' for the others). */
export function cardColour(name) {
  if (CITIES[name]) return CITIES[name][0];
  return name === 'Epidemic' ? 'epidemic' : 'event';
}

export function pawnColour(player) {
  return (player.role && ROLE_COLOUR[player.role]) || '#9aa3af';
}

function links() {
  return LINKS.map(([a, b]) => {
    let [, x1, y1] = CITIES[a];
    let [, x2, y2] = CITIES[b];
    if (Math.abs(x1 - x2) <= W / 2) return s('line', { x1, y1, x2, y2, class: 'pan-link' });
    if (x1 > x2) [x1, y1, x2, y2] = [x2, y2, x1, y1];
    return [s('line', { x1, y1, x2: x2 - W, y2, class: 'pan-link wrap' }), s('line', { x1: x1 + W, y1, x2, y2, class: 'pan-link wrap' })];
  });
}

const CUBE = 9;
const STEP = 11;

/** Where the cubes of a city lie: one group per colour in a row above it, returns [{colour, n, x0}] and the row's width. */
function cubeRow(cubes) {
  const groups = Object.entries(cubes || {}).filter(([, n]) => n > 0);
  const width = groups.reduce((sum, [, n]) => sum + n * STEP, 0) + Math.max(0, groups.length - 1) * 4 - (STEP - CUBE);
  let x = -width / 2;
  const out = groups.map(([colour, n]) => {
    const g = { colour, n, x0: x, w: n * STEP - (STEP - CUBE) };
    x += n * STEP + 4;
    return g;
  });
  return out;
}

function pawn(x, y, colour, cls) {
  return s('g', { transform: `translate(${x} ${y}) scale(1.3)`, class: `pan-pawn ${cls}` },
    cls.includes('moving') || cls.includes('current') ? s('ellipse', { cx: 0, cy: 6, rx: 9, ry: 4, class: 'pan-pawn-halo' }) : null,
    s('path', { d: 'M-6 6 L-2.6 -3 A4.4 4.4 0 1 1 2.6 -3 L6 6 Z', fill: colour }));
}

function station(x, y) {
  return s('path', { d: `M${x - 7} ${y + 5} v-8 l7 -6 l7 6 v8 Z`, class: 'pan-station' });
}

/** The board as SVG: land, links, cities with their cubes, stations and pawns. */
function board(view, focus) {
  const atCity = new Map();
  view.players.forEach((p) => atCity.set(p.city, [...(atCity.get(p.city) || []), p]));
  const cities = Object.entries(CITIES).map(([name, [colour, x, y]]) => {
    const cubes = view.cubes[name] || {};
    const danger = Object.values(cubes).some((n) => n >= 3);
    const kids = [danger ? s('circle', { cx: x, cy: y, r: 14, class: 'pan-danger' }) : null,
      s('circle', { cx: x, cy: y, r: 8, fill: DISEASE[colour], class: 'pan-city' }),
      s('text', { x, y: y + 23, class: 'pan-label' }, name)];
    for (const g of cubeRow(cubes)) {
      for (let i = 0; i < g.n; i += 1) {
        kids.push(s('rect', { x: x + g.x0 + i * STEP, y: y - 22, width: CUBE, height: CUBE, rx: 1.5, fill: DISEASE[g.colour], class: 'pan-cube' }));
      }
    }
    if (view.stations.includes(name)) kids.push(station(x - 19, y + 1));
    (atCity.get(name) || []).forEach((p, i) => {
      const cls = [p.seat === focus.current ? 'current' : '', p.seat === focus.moving ? 'moving' : ''].join(' ');
      kids.push(pawn(x + 17 + i * 13, y + 1, pawnColour(p), cls));
    });
    const cubeText = Object.entries(cubes).map(([k, n]) => `${n} ${k}`).join(', ');
    return s('g', { class: 'pan-city-g', dataset: { city: name } }, s('title', {}, cubeText ? `${name}: ${cubeText}` : name), kids);
  });
  const pawnsText = view.players.map((p) => `${p.role || 'player'} in ${p.city}`).join('; ');
  return s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'pan-svg', role: 'img', 'aria-label': `World map. ${pawnsText}.` },
    s('rect', { x: 0, y: 0, width: W, height: H, class: 'pan-ocean' }),
    LAND.map((pts) => s('path', { d: smooth(pts), class: 'pan-land' })),
    s('g', {}, links()), s('g', {}, cities));
}

const pct = (v, total) => `${((100 * v) / total).toFixed(2)}%`;

function hit(x, y, cls, key, label, onclick, width = 40, acts = '') {
  return h('button', { type: 'button', class: `pan-hit ${cls}`, dataset: { key, acts },
    style: { left: pct(x, W), top: pct(y, H), width: pct(width, W) }, 'aria-label': label, title: label, onclick });
}

/** The list of choices when several legal actions lead to the same city. */
function popover(city, actions, frame, close) {
  const [, x, y] = CITIES[city];
  return h('div', { class: 'pan-pop', role: 'dialog', 'aria-label': `Ways to ${city}`,
    style: { left: pct(Math.min(Math.max(x - 110, 10), W - 250), W), top: pct(Math.min(y + 16, H - 150), H) } },
  h('div', { class: 'pan-pop-head' }, h('b', {}, city),
    h('button', { type: 'button', class: 'btn btn-ghost pan-pop-x', dataset: { key: 'pop:close' }, 'aria-label': 'Close', onclick: close }, '×')),
  actions.map((a) => actButton(frame, a, { key: `${a.type}:${city}`, cls: 'btn pan-pop-btn' })));
}

/**
 * The map with its buttons. `byCity` maps a city to the legal actions aimed at it, `treats` holds the
 * treat actions (drawn over the cubes of the mover's city); `chosen` is the city whose choices are open.
 */
export function mapPanel(view, frame, { byCity, treats, chosen, choose, moving }) {
  const buttons = [];
  for (const [city, actions] of byCity) {
    const [, x, y] = CITIES[city];
    const onlyDrive = actions.every((a) => a.type === 'drive');
    const kind = actions.every((a) => a.type === 'build') ? 'build' : onlyDrive ? 'drive' : 'far';
    const label = actions.length === 1 ? labelOf(frame, actions[0], city) : `${city}: ${actions.length} ways`;
    buttons.push(hit(x, y, `${kind}${chosen === city ? ' open' : ''}`, `city:${city}`, label,
      () => (actions.length === 1 ? frame.act(actions[0]) : choose(chosen === city ? null : city)), 40, actions.map((a) => a.type).join(' ')));
  }
  const here = treats.length ? view.players[view.current].city : null;
  if (CITIES[here]) {
    const [, x, y] = CITIES[here];
    for (const g of cubeRow(view.cubes[here])) {
      const a = treats.find((t) => t.colour === g.colour);
      if (a) buttons.push(hit(x + g.x0 + g.w / 2, y - 17.5, 'treat', `treat-cube:${g.colour}`, labelOf(frame, a, `Treat ${g.colour}`), () => frame.act(a), g.w + 8));
    }
  }
  const pop = chosen && byCity.get(chosen) ? popover(chosen, byCity.get(chosen), frame, () => choose(null)) : null;
  return h('div', { class: 'pan-mapwrap', style: { overflowX: 'auto' } },  // inline: right even before ui.css loads
    h('div', { class: 'pan-map', style: { aspectRatio: `${W} / ${H}`, minWidth: '540px' } },
      board(view, { current: view.phase === 'over' ? null : view.current, moving }), buttons, pop));
}
