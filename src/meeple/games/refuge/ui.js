// Refuge's renderer: the storm meter and weather track, the market (three tiers), your walk (the
// secret draw-or-return choice, the tiles you drew, your path and bag) and the other walkers.
// Every click is one legal action: your bag to draw from it (or to play again from it), the refuge to
// return, a drawn tile to play it (or play it again), a market tile to buy it, a path tile to discard it
// at home; the other choices are buttons labelled by the game. The view's shape is in
// view.py; each tile's printed facts come from tiles.js (written from components.py).
import { actButton, actionsOf, block, findAction, labelOf, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plural } from '/web/dom.js';
import { TILES } from '/games/refuge/tiles.js';

const STAGE_WORDS = {
  decide: 'deciding', decided: 'has decided', choose: 'choosing a tile', pick: 'choosing an effect',
  again: 'playing again', remove: 'removing a tile?', discard: 'home: discarding?', done: 'done this turn',
  home: 'at the refuge',
};
const YOUR_STEP = {
  decide: 'Decide in secret: click your bag to draw two tiles, or the refuge to return and score your animals.',
  decided: 'You have decided. Waiting for the others…',
  choose: 'Click the drawn tile to play.',
  pick: 'Choose one side of the “/” effect.',
  again: 'Play again: click the other drawn tile, or your bag for a new one.',
  remove: 'You may remove the other drawn tile from the game.',
  discard: 'You are home. You may discard one path tile from the game: click it, or keep them all.',
  done: 'Your tiles are done this turn. Waiting for the others…',
  home: 'You are at the refuge until this walk ends.',
};
const WEATHER_ICON = { storm: '⚡', sun: '☀', rain: '☂' };

/** A tile face: its name, back (meadow, forest or weather), "!" mark, effect symbols, animals and cost. */
function tileFace(name, { small = false, cost = false, cls = '' } = {}) {
  const t = TILES[name];
  if (!t) return h('span', { class: 'rf-tile rf-empty' }, '—');
  const title = [name, t.text, t.animals ? plural(t.animals, 'animal') : '', t.back === 'forest' ? 'forest' : '',
    t.bang ? 'must be played (!)' : '', cost && t.cost ? `costs ${t.cost} steps` : ''].filter(Boolean).join(' · ');
  return h('span', { class: `rf-tile rf-${t.back}${small ? ' small' : ''} ${cls}`, title },
    h('span', { class: 'rf-name' }, WEATHER_ICON[name] ? `${WEATHER_ICON[name]} ${name}` : name),
    t.bang ? h('span', { class: 'rf-bang', 'aria-label': 'must be played' }, '!') : null,
    small ? null : h('span', { class: 'rf-effect' }, t.effect || '\u00a0'),
    t.animals ? h('span', { class: 'rf-animals' }, small ? '●'.repeat(t.animals) : plural(t.animals, 'animal')) : null,
    cost && t.cost ? h('span', { class: 'rf-cost' }, plural(t.cost, 'step')) : null);
}

function tileButton(frame, action, name, key, opts = {}) {
  return actButton(frame, action, { key, cls: 'rf-tilebtn', content: tileFace(name, opts) });
}

function statusBlock(view, frame) {
  const meter = [];
  for (let i = 0; i < view.warning_at; i += 1) {
    meter.push(h('span', { class: `rf-pip${i < view.storms ? ' on' : ''}` }, i < view.storms ? '⚡' : ''));
  }
  const me = frame.seat === null ? null : view.players[frame.seat];
  let line;
  if (view.phase === 'over') line = 'The fifth walk is over.';
  else if (view.phase === 'buying') {
    line = frame.legal.length ? h('strong', {}, 'Buy a market tile with your steps, or buy nothing.')
      : [nameTag(frame.names, view.buyers[0]), ' is buying.'];
  } else if (me) line = h('strong', { class: frame.legal.length ? 'rf-yours' : '' }, YOUR_STEP[me.stage]);
  else line = 'The walkers are on their way.';
  return block(null, [
    h('div', { class: 'rf-head' },
      h('span', { class: 'rf-walk' }, `Walk ${view.walk} of ${view.walks} · turn ${view.turn}`),
      h('span', { class: 'rf-meter', 'aria-label': `${view.storms} of ${view.warning_at} storms: the warning` },
        meter, h('span', { class: 'muted small' }, ` ${view.storms}/${view.warning_at} storms`))),
    h('p', { class: 'rf-line' }, line),
  ], { label: 'The walk' });
}

function weatherBlock(view, frame) {
  const track = view.track.map((w) => h('span', { class: `rf-weather rf-w-${w.tile}`,
    title: w.owner === null ? w.tile : `${w.tile} from ${frame.names[w.owner] || 'a bag'}` },
  WEATHER_ICON[w.tile], w.owner === null ? null : h('span', { class: 'rf-owner' }, String(w.owner + 1))));
  const deck = Object.entries(view.weather_deck).map(([k, n]) => `${n} ${k}`).join(', ') || 'empty';
  return block('Weather track', [
    h('div', { class: 'rf-track' }, track.length ? track : h('span', { class: 'muted small' }, 'clear skies so far')),
    h('p', { class: 'muted small rf-note' }, `Weather deck: ${deck} · reserve ${view.reserve} storms`),
  ]);
}

function marketBlock(view, frame) {
  const tiers = [0, 1, 2].map((tier) => {
    const slots = view.market.slice(tier * view.slots_per_tier, (tier + 1) * view.slots_per_tier);
    return h('div', { class: 'rf-tier' }, h('span', { class: 'rf-note' }, `tier ${tier + 1} · ${view.stacks[tier]} left`),
      h('div', { class: 'rf-row' }, slots.map((name, i) => {
        const buy = name ? findAction(frame.legal, 'buy', (a) => a.tile === name) : null;
        return buy ? tileButton(frame, buy, name, `buy:${tier}:${i}`, { cost: true }) : tileFace(name, { cost: true });
      })));
  });
  const pass = findAction(frame.legal, 'pass');
  return block('Market', [h('div', { class: 'rf-market' }, tiers),
    pass ? h('div', { class: 'rf-actions' }, actButton(frame, pass, { key: 'pass', cls: 'btn rf-pass' })) : null]);
}

function path(view, frame, seat, { small = false } = {}) {
  const p = view.players[seat];
  const discards = seat === frame.seat ? actionsOf(frame.legal, 'discard') : [];
  const tiles = p.path.map((name, i) => {
    const d = discards.find((a) => a.tile === name);
    return d ? tileButton(frame, d, name, `discard:${name}`, { small, cls: 'rf-discardable' }) : tileFace(name, { small });
  });
  return h('div', { class: 'rf-path' }, tiles.length ? tiles : h('span', { class: 'muted small' }, 'no tiles on the path yet'));
}

function facts(p) {
  return h('div', { class: 'cg-facts rf-facts' },
    h('span', {}, h('strong', {}, String(p.vp)), ' pts'),
    h('span', {}, h('strong', {}, String(p.steps)), ' steps'),
    h('span', {}, `${plural(p.animals, 'animal')} on the path`),
    h('span', {}, `${p.forest} forest`),
    h('span', {}, `bag ${p.bag_size}`),
    p.results.length ? h('span', { class: 'muted' }, 'walks: ', p.results.map((r) => (r === 'home' ? 'home' : 'caught')).join(', ')) : null);
}

function bagLine(p) {
  return h('p', { class: 'muted small rf-bag' }, 'Bag (drawn tiles included): ',
    Object.entries(p.bag).map(([k, n]) => `${n} ${k}`).join(', ') || 'empty');
}

/** Your bag (draw from it, or play again from it) and the refuge (return to it), as things to click. */
function walkPieces(p, frame) {
  const bag = findAction(frame.legal, 'draw') || findAction(frame.legal, 'again', (a) => a.source === 'bag');
  const home = findAction(frame.legal, 'return');
  const bagFace = h('span', { class: 'rf-bagface' }, h('span', { class: 'rf-bagicon', 'aria-hidden': 'true' }),
    h('span', {}, 'Bag'), h('span', { class: 'small' }, plural(p.bag_size, 'tile')));
  const homeFace = h('span', { class: 'rf-homeface' }, h('span', { class: 'rf-homeicon', 'aria-hidden': 'true' }), h('span', {}, 'Refuge'));
  if (!bag && !home) return null;
  return h('div', { class: 'rf-pieces' },
    home ? actButton(frame, home, { key: 'return', cls: 'rf-piecebtn rf-home rf-return', content: homeFace }) : null,
    bag ? actButton(frame, bag, { key: bag.type === 'draw' ? 'draw' : 'again:bag',
      cls: `rf-piecebtn rf-bag ${bag.type === 'draw' ? 'rf-draw' : 'rf-again'}`, content: bagFace }) : null);
}

function youBlock(view, frame) {
  const me = frame.seat;
  const p = view.players[me];
  const you = view.you;
  const plays = actionsOf(frame.legal, 'play');
  const fromHand = findAction(frame.legal, 'again', (a) => a.source === 'hand');
  const hand = you.hand.map((name) => {
    const play = plays.find((a) => a.tile === name) || (you.hand.length === 1 ? fromHand : null);  // again: the other drawn tile
    return play ? tileButton(frame, play, name, `${play.type}:${name}`, { cls: 'rf-playable' }) : tileFace(name);
  });
  const onBoard = new Set(['draw', 'return']);
  const buttons = ['draw', 'return', 'pick', 'again', 'remove', 'keep'].flatMap((type) => actionsOf(frame.legal, type))
    .filter((a) => !onBoard.has(a.type) && !(a.type === 'again' && (a.source === 'bag' || (a.source === 'hand' && you.hand.length === 1))))
    .map((a) => actButton(frame, a, { key: `${a.type}:${a.option ?? a.source ?? ''}`,
      cls: `btn ${a.type === 'draw' ? 'btn-primary ' : ''}rf-${a.type}`, content: labelOf(frame, a, a.type) }));
  return block('Your walk', [
    h('div', { class: 'rf-you' },
      frame.replay ? null : walkPieces(p, frame),
      hand.length ? h('div', { class: 'rf-hand' }, h('span', { class: 'rf-note' }, 'drawn'), h('div', { class: 'rf-row' }, hand)) : null,
      buttons.length ? h('div', { class: 'rf-actions' }, buttons) : null,
      you.decision ? h('p', { class: 'muted small' }, `Your secret choice: ${you.decision === 'draw' ? 'draw' : 'return'}`) : null),
    facts(p),
    h('span', { class: 'rf-note' }, 'your path'),
    path(view, frame, me),
    bagLine(p),
  ], { cls: `rf-youblock${frame.legal.length && !frame.replay ? ' mine' : ''}` });
}

function othersBlock(view, frame) {
  const seats = view.players.map((p) => p.seat).filter((s) => s !== frame.seat);
  return block(frame.seat === null ? 'The walkers' : 'The others', h('div', { class: 'cg-seats rf-seats' }, seats.map((seat) => {
    const p = view.players[seat];
    return seatBox(frame, seat, {
      active: frame.waiting.includes(seat),
      badges: [[STAGE_WORDS[p.stage], p.stage === 'home' ? '' : 'turn'], p.held ? [`holds ${p.held}`, ''] : null],
      kids: [facts(p), path(view, frame, seat, { small: true }), bagLine(p)],
    });
  })));
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('rf-root');
  return {
    update(frame) {
      const view = frame.view;
      root.replaceChildren(h('div', { class: 'cg rf' }, statusBlock(view, frame),
        frame.seat === null ? null : youBlock(view, frame), marketBlock(view, frame), weatherBlock(view, frame),
        othersBlock(view, frame)));
    },
    seatInfo(view, seat) {
      const p = view.players[seat];
      return `${p.vp} pts · ${p.steps} steps · ${STAGE_WORDS[p.stage]}`;
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('rf-style', '/games/refuge/ui.css');
