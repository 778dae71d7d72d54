// Pandemic's renderer: the tracks, cures, cube supply and decks on top, what the game waits for with
// the actions that are not aimed at a city, the world map (ui_map.js: click a city to move there,
// your own city to build a research station, cubes to treat them), every player's open hand (click a
// card to share it, to fly direct to its city, to charter a flight with your city's card, or as
// Operations Expert to fly with it; a card with several uses opens a short list at the hand), each pawn in its player's box (the Dispatcher
// and Airlift choose a pawn there), and both discard piles. A cure is discovered by clicking its vial.
// The view's shape is in games/pandemic/view.py; every clickable thing is one of `frame.legal`, as is.
import { fallbackLabel } from '/web/actions.js';
import { h, nameTag, plural } from '/web/dom.js';
import { actButton, block, labelOf, seatBox, useStyle } from '/web/cards.js';
import { CITIES, W, cardColour, mapPanel, pawnColour } from './ui_map.js';

const COLOURS = ['blue', 'yellow', 'black', 'red'];
const ON_CARDS = new Set(['discard', 'keep', 'event', 'give', 'take', 'ops_move']);  // also played by clicking the card in a hand
const ON_PAWNS = new Set(['dispatch', 'pawn']);  // played by clicking the pawn in its player's box
const OFF_PANEL = new Set(['charter', 'ops_move', 'dispatch', 'pawn']);  // only on the cards and pawns
const GROUPS = [
  ['', ['draw', 'epidemic', 'intensify', 'infect', 'accept', 'refuse']],
  ['Choose a role', ['role']],
  ['Treat disease', ['treat']],
  ['Discover a cure', ['cure']],
  ['Research station', ['build']],
  ['Share knowledge', ['give', 'take']],
  ['Move', ['charter', 'dispatch', 'ops_move', 'pawn', 'join']],
  ['Event cards', ['event']],
  ['Contingency Planner', ['plan']],
  ['Cards to keep out of the cure', ['keep']],
  ['Forecast: the next card from the top', ['forecast']],
  ['Resilient Population: remove a card', ['remove_card']],
  ['Discard a card', ['discard']],
  ['', ['pass']],
];
const PRIMARY = new Set(['draw', 'epidemic', 'intensify', 'infect', 'accept']);
const PHASES = { draw: 'draws two player cards', epidemic: 'resolves an epidemic', intensify: 'intensifies (infection discards back on top)',
  infect: 'infects cities', roles: 'chooses a role' };

/** "Ana (Medic)": the seat's name chip and role. */
function who(view, frame, seat) {
  const p = view.players[seat];
  return h('span', { class: 'pan-who' }, nameTag(frame.names, seat), p && p.role ? ` (${p.role})` : '');
}

function swatch(colour, style = null) {
  return h('span', { class: `pan-sw ${colour || ''}`, style, 'aria-hidden': 'true' });
}

function cardChip(name, cls = '') {
  const colour = cardColour(name);
  return h('span', { class: `pan-card ${colour} ${cls}`, title: CITIES[name] ? `${name} (${colour})` : name }, name);
}

/** The swatch shown in front of an action's label: its colour, its card's colour, a role or pawn colour. */
function actionSwatch(a, view) {
  if (a.colour) return swatch(a.colour);
  if (a.card) return swatch(cardColour(a.card));
  if (a.role) return swatch('', { background: pawnColour(a) });
  if (a.type === 'dispatch' || a.type === 'pawn') return swatch('', { background: pawnColour(view.players[a.seat]) });
  return null;
}

// -- the top: tracks, cures, supply and decks -----------------------------------------------------

function track(title, values, at, cls) {
  return h('div', { class: `pan-track ${cls}`, 'aria-label': `${title}: ${values[at]}` },
    h('span', { class: 'pan-track-name' }, title),
    h('ol', {}, values.map((v, i) => h('li', { class: `${i === at ? 'on' : ''}${i < at ? ' past' : ''}` }, String(v)))));
}

/** The four cure markers; a cure that may be discovered now is a button on its marker. */
function cures(view, frame) {
  const legal = frame.replay ? [] : frame.legal;
  return h('div', { class: 'pan-cures' }, COLOURS.map((k) => {
    const state = view.cures[k];
    const word = state === 'eradicated' ? 'eradicated' : state === 'cured' ? 'cured' : 'no cure yet';
    const cure = legal.find((a) => a.type === 'cure' && a.colour === k);
    const kids = [h('span', { class: 'pan-vial', 'aria-hidden': 'true' }, state === 'eradicated' ? '✕' : state === 'cured' ? '✓' : ''),
      h('span', { class: 'pan-cure-text' }, h('b', {}, plural(view.supply[k], 'cube')), h('small', {}, cure ? 'discover the cure' : word))];
    if (cure) return actButton(frame, cure, { key: `cure:${k}`, cls: `pan-cure ${k} none pan-cure-btn`, content: kids });
    return h('div', { class: `pan-cure ${k} ${state || 'none'}`, title: `${k}: ${word}, ${plural(view.supply[k], 'cube')} left` }, kids);
  }));
}

function decks(view) {
  const fact = (label, n, extra = '') => h('span', { class: 'pan-deck' }, h('b', {}, String(n)), ` ${label}${extra}`);
  const left = view.epidemics.total - view.epidemics.drawn;
  return h('div', { class: 'pan-decks' },
    fact('player deck', view.player_deck.count, ` · ${plural(left, 'epidemic')} to come`),
    fact('player discards', view.player_discard.length),
    fact('infection deck', view.infection_deck.count),
    fact('infection discards', view.infection_discard.length),
    view.one_quiet_night ? h('span', { class: 'pan-chip' }, 'One Quiet Night: the next infection is skipped') : null);
}

function turnLine(view, frame) {
  if (view.result) {
    return h('div', { class: `pan-result ${view.result.won ? 'won' : 'lost'}` },
      h('b', {}, view.result.won ? 'The team wins: ' : 'The team loses: '), view.result.reason, '.');
  }
  const p = view.players[view.current];
  const phase = view.phase === 'actions'
    ? h('span', { class: 'pan-pips', 'aria-label': `${plural(view.actions_left, 'action')} left` },
      [0, 1, 2, 3].map((i) => h('span', { class: `pan-pip${i < view.actions_left ? ' on' : ''}`, 'aria-hidden': 'true' })),
      h('span', {}, `${plural(view.actions_left, 'action')} left`))
    : h('span', { class: 'pan-phase' }, PHASES[view.phase] || view.phase,
      view.phase === 'infect' ? ` · ${plural(view.infections_left, 'card')} to go` : '');
  return h('div', { class: 'pan-turn' }, swatch('', { background: pawnColour(p) }), who(view, frame, view.current), phase);
}

function statusBar(view, frame) {
  const outbreaks = Array.from({ length: view.outbreak_limit + 1 }, (_, i) => i);
  return h('section', { class: 'pan-status', 'aria-label': 'The state of the world' },
    turnLine(view, frame),
    h('div', { class: 'pan-tracks' },
      track('Outbreaks', outbreaks, view.outbreaks, 'outbreaks'),
      track('Infection rate', view.rate_track, view.rate_index, 'rate')),
    cures(view, frame), decks(view));
}

// -- what the game waits for, and the buttons -----------------------------------------------------

function pendingText(view, frame) {
  const p = view.pending;
  const by = (s) => who(view, frame, s);
  if (!p) {
    if (view.over_limit !== null) return [by(view.over_limit), ` holds more than ${view.hand_limit} cards: discard one or play an event card.`];
    return null;
  }
  const pawn = p.pawn === undefined || p.pawn === null ? null : by(p.pawn);
  switch (p.kind) {
    case 'charter': return [by(p.seat), ' charters a flight', p.pawn !== p.seat ? [' for ', pawn] : '', ': choose any city on the map.'];
    case 'ops': return [by(p.seat), ` flies from the station, discarding ${p.card}: choose any city on the map.`];
    case 'dispatch': return [by(p.seat), ' moves the pawn of ', pawn, ': choose where on the map.'];
    case 'relocate': return [by(p.seat), ` builds in ${p.city}: six stations stand, choose the one to move.`];
    case 'share': return [by(p.by), p.share === 'give' ? ` offers ${p.card} to ` : ` asks for ${p.card} from `, by(p.seat), '. ', by(p.seat), ' accepts or refuses.'];
    case 'cure': return [by(p.seat), ` cures ${p.colour}: choose the cards to keep`, p.keep.length ? ` (kept: ${p.keep.join(', ')})` : '', '.'];
    case 'airlift': return pawn ? ['Airlift: fly the pawn of ', pawn, ' to any city.'] : [by(p.seat), ' plays Airlift: choose whose pawn.'];
    case 'grant': return [by(p.seat), ' plays Government Grant: choose a city for a research station.'];
    case 'forecast': return [by(p.seat), ' plays Forecast: put the cards back, the next from the top first.',
      p.order.length ? ` On top so far: ${p.order.join(', ')}.` : ''];
    case 'resilient': return [by(p.seat), ' plays Resilient Population: choose an infection discard to remove.'];
    default: return [by(p.seat), ` decides (${p.kind}).`];
  }
}

/** The sentences that say where the actions drawn away from the panel are clicked. */
function hints(view, frame, byCity, charterCard) {
  const legal = frame.replay ? [] : frame.legal;
  const has = (type) => legal.some((a) => a.type === type);
  const build = [...byCity.values()].some((acts) => acts.some((a) => a.type === 'build'));
  return [
    byCity.size ? ['Click a ringed city on the map: a solid ring drives or ferries there, a dashed one flies',
      has('direct') ? ' (a direct flight is also the city\'s card in your hand)' : '',
      build ? ', the square on your own city builds a research station.' : '.'] : null,
    has('charter') ? `Charter flight: click the ${charterCard} card in your hand, then the destination on the map.` : null,
    has('ops_move') ? 'Operations Expert: click a city card in your hand to fly from the station, discarding it.' : null,
    has('dispatch') ? 'Dispatcher: click a pawn in the players\' boxes below the map to move it.' : null,
    has('pawn') ? 'Airlift: click the pawn to fly in the players\' boxes below the map.' : null,
  ].filter(Boolean).map((line) => h('p', { class: 'hint' }, line));
}

function promptBox(view, frame, rest, byCity, charterCard) {
  const text = pendingText(view, frame);
  const mine = !frame.replay && frame.legal.length > 0;
  const hint = mine ? hints(view, frame, byCity, charterCard) : [];
  const groups = [];
  if (!frame.replay) {
    const used = new Set();
    for (const [title, types] of GROUPS) {
      const acts = rest.filter((a) => types.includes(a.type) && !OFF_PANEL.has(a.type));
      acts.forEach((a) => used.add(a));
      if (acts.length) groups.push([title, acts]);
    }
    const other = rest.filter((a) => !used.has(a) && !OFF_PANEL.has(a.type));
    if (other.length) groups.push(['Other', other]);
  }
  if (!text && !groups.length && !hint.length) return null;
  return h('section', { class: `pan-prompt${mine ? ' mine' : ''}`, 'aria-live': 'polite' },
    text ? h('p', { class: 'pan-prompt-text' }, text) : null, hint,
    groups.map(([title, acts]) => h('div', { class: 'pan-group' }, title ? h('h3', { class: 'pan-group-title' }, title) : null,
      h('div', { class: 'pan-buttons' }, acts.map((a) => actButton(frame, a, {
        key: Object.values(a).join(':'),
        cls: `btn${PRIMARY.has(a.type) ? ' btn-primary' : ''}${a.type === 'pass' ? ' btn-ghost' : ''}`,
        content: [actionSwatch(a, view), labelOf(frame, a, fallbackLabel(a, frame.names))] }))))));
}

// -- the players and the piles --------------------------------------------------------------------

/**
 * The card a charter flight discards: the city of the pawn being moved (the Dispatcher's charter for
 * another pawn) or of the mover's own pawn.
 */
function charterCardOf(view, frame) {
  const p = view.pending;
  const seat = p && p.kind === 'dispatch' && Number.isInteger(p.pawn) ? p.pawn : frame.seat;
  return view.players[seat] ? view.players[seat].city : null;
}

/**
 * A card in a hand with the actions it plays: one is played by a click; several (a card that could
 * charter a flight or be given, or go to one of two players) open a short list under the hand.
 */
function handCard(name, frame, actions, seat, cardChoice) {
  if (!actions.length) return cardChip(name);
  if (actions.length === 1) return actButton(frame, actions[0], { key: `card:${name}`, cls: 'pan-cardbtn', content: cardChip(name) });
  const open = cardChoice.open === `${seat}:${name}`;
  const label = `${name}: ${actions.length} uses`;
  return h('button', { type: 'button', class: `pan-cardbtn several${open ? ' open' : ''}`, dataset: { key: `card:${name}` },
    'aria-label': label, title: label, 'aria-expanded': String(open),
    onclick: () => cardChoice.choose(open ? null : `${seat}:${name}`) }, cardChip(name, 'more'));
}

/** The list of a card's uses, under the hand it lies in. */
function cardUses(name, actions, frame, close) {
  return h('div', { class: 'pan-uses', role: 'group', 'aria-label': `Uses of ${name}` },
    h('div', { class: 'pan-pop-head' }, cardChip(name),
      h('button', { type: 'button', class: 'btn btn-ghost pan-pop-x', dataset: { key: 'uses:close' }, 'aria-label': 'Close', onclick: close }, '×')),
    actions.map((a) => actButton(frame, a, { key: `use:${Object.values(a).join(':')}`, cls: 'btn pan-pop-btn pan-use' })));
}

/** Where a pawn is; a button when the Dispatcher or Airlift may move it. */
function pawnLine(p, frame, action) {
  const kids = [swatch('', { background: pawnColour(p) }), `In ${p.city} · ${plural(p.hand.length, 'card')}`];
  if (!action) return h('div', { class: 'pan-where' }, kids);
  return actButton(frame, action, { key: `pawn:${p.seat}`, cls: 'pan-where pan-wherebtn',
    content: [...kids, h('span', { class: 'pan-move-word' }, action.type === 'pawn' ? 'airlift' : 'move')] });
}

function players(view, frame, cardChoice) {
  const legal = frame.replay ? [] : frame.legal;
  const charterCard = charterCardOf(view, frame);
  // What a click on card `name` in `seat`'s hand plays: a card taken lies in the giver's hand, the
  // charter's card is the one it discards, a direct flight's card is its destination (also a dashed
  // ring on the map).
  const usesOf = (name, seat) => legal.filter((a) => (seat === frame.seat
    ? (ON_CARDS.has(a.type) && a.type !== 'take' && a.card === name) || (a.type === 'charter' && name === charterCard)
      || (a.type === 'direct' && a.city === name)
    : a.type === 'take' && a.seat === seat && a.card === name));
  return h('section', { class: 'pan-players cg-seats', 'aria-label': 'Players and their hands' }, view.players.map((p) => {
    const over = view.over_limit === p.seat;
    const card = (name) => handCard(name, frame, usesOf(name, p.seat), p.seat, cardChoice);
    const open = cardChoice.open && cardChoice.open.startsWith(`${p.seat}:`) ? cardChoice.open.slice(`${p.seat}:`.length) : null;
    const uses = open && usesOf(open, p.seat).length > 1 ? cardUses(open, usesOf(open, p.seat), frame, () => cardChoice.choose(null)) : null;
    return seatBox(frame, p.seat, {
      active: p.seat === view.current && !view.result, cls: 'pan-seat',
      badges: [[p.role || 'no role yet', 'pan-role'], over ? ['over the hand limit', 'warn'] : null],
      kids: [pawnLine(p, frame, legal.find((a) => ON_PAWNS.has(a.type) && a.seat === p.seat)),
        h('div', { class: 'pan-hand' }, p.hand.length ? p.hand.map(card) : h('span', { class: 'muted' }, 'No cards')),
        uses,
        p.stored_event ? h('div', { class: 'pan-stored' }, 'On the role card: ', card(p.stored_event)) : null],
    });
  }));
}

function pile(title, cards, { newestFirst = true, empty = 'Empty' } = {}) {
  const shown = newestFirst ? [...cards].reverse() : cards;
  return h('div', { class: 'pan-pile' }, h('h4', {}, title, h('span', { class: 'muted' }, ` · ${cards.length}`)),
    h('div', { class: 'pan-hand' }, shown.length ? shown.map((c) => cardChip(c)) : h('span', { class: 'muted' }, empty)));
}

function piles(view) {
  const known = view.infection_deck.known_top;
  const forecast = view.pending && view.pending.kind === 'forecast' ? view.pending.cards : [];
  return block('Cards', [
    pile('Infection discard pile (newest first)', view.infection_discard),
    forecast.length ? pile('Forecast: the top infection cards', forecast, { newestFirst: false }) : null,
    known.length ? h('div', { class: 'pan-pile' }, h('h4', {}, 'Known on top of the infection deck (top group first)'),
      known.map((g) => h('div', { class: 'pan-hand pan-known' }, g.map((c) => cardChip(c))))) : null,
    pile('Player discard pile (newest first)', view.player_discard),
    view.removed_infection_cards.length || view.removed_events.length
      ? pile('Out of the game', [...view.removed_infection_cards, ...view.removed_events], { newestFirst: false }) : null,
  ], { cls: 'pan-piles' });
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('pan-root');
  let last = null;
  let chosen = null;
  let legalKey = '';
  let scroll = null;
  const cardChoice = { open: null, choose: (key) => { cardChoice.open = key; chosen = null; draw(); } };

  function draw() {
    const frame = last;
    const view = frame.view;
    const key = JSON.stringify(frame.legal);
    if (key !== legalKey) { chosen = null; cardChoice.open = null; legalKey = key; }
    const legal = frame.replay ? [] : frame.legal;
    const byCity = new Map();
    const rest = [];
    const here = view.players[view.current] ? view.players[view.current].city : null;
    for (const a of legal) {
      const city = a.type === 'build' ? here : a.city;  // a station is built in the mover's own city
      if (city && CITIES[city]) byCity.set(city, [...(byCity.get(city) || []), a]);
      else rest.push(a);
    }
    const moving = view.pending && Number.isInteger(view.pending.pawn) ? view.pending.pawn : null;
    const old = root.querySelector('.pan-mapwrap');
    if (old && scroll !== null) scroll = old.scrollLeft;
    const map = mapPanel(view, frame, { byCity, treats: rest.filter((a) => a.type === 'treat'), chosen, moving,
      choose: (city) => { chosen = city; cardChoice.open = null; draw(); } });
    root.replaceChildren(h('div', { class: 'pan cg', dataset: { v: String(frame.v) } },
      // On a wide window the world's state and the prompt sit side by side, so the map starts within the first screen.
      h('div', { class: 'pan-top' }, statusBar(view, frame), promptBox(view, frame, rest, byCity, charterCardOf(view, frame))),
      map, players(view, frame, cardChoice), piles(view)));
    if (scroll === null && map.scrollWidth > map.clientWidth) {  // the first time: the reader's pawn (or the mover's) in view
      const focus = view.players[frame.seat ?? view.current] || view.players[0];
      scroll = Math.max(0, (CITIES[focus.city][1] / W) * map.scrollWidth - map.clientWidth / 2);
    }
    if (scroll !== null) map.scrollLeft = scroll;
  }

  return {
    update(frame) {
      last = frame;
      draw();
    },
    seatInfo(view, seat) {
      const p = view.players[seat];
      return p ? `${p.role || 'No role yet'} · ${plural(p.hand.length, 'card')} · ${p.city}` : '';
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('pan-style', '/games/pandemic/ui.css');
