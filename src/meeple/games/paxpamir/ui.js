// Pax Pamir's renderer: the map (six regions and their borders, with tribes, armies and roads), the
// market (two rows of six, rupees on cards, the cost of each column), your hand and court, and the other
// courts. Every legal action is one click: a region, border, market card, hand or court card when the
// action names it (placing, battling, buying, playing, card actions, betraying, discarding, taking a piece
// from the board), a gift space to buy a gift, a button in another player's box to tax them, and a button
// in the action bar for the rest (bribes, answers, prizes, ending the turn). A move is two clicks: the
// army's region (or the spy's card), then where it goes. The view's
// shape is in view.py; each card's printed facts come from cards.js (written from components.py).
// Against Wakhan (the automa, the last seat of the view, played by the game) her seat is named Wakhan
// and a block shows her revealed AI card, the back of her deck's top card and her influence.
import { actButton, block, labelOf, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plural, seatColor, withNames } from '/web/dom.js';
import { CARDS } from '/games/paxpamir/cards.js';

const REGIONS = ['transcaspia', 'persia', 'herat', 'kabul', 'kandahar', 'punjab'];
const BORDERS = ['persia-transcaspia', 'persia-herat', 'transcaspia-herat', 'transcaspia-kabul', 'herat-kabul',
  'herat-kandahar', 'kabul-kandahar', 'kabul-punjab', 'kandahar-punjab'];
const COALITIONS = ['afghan', 'british', 'russian'];
const GIFTS = [2, 4, 6];  // the gift spaces' costs; a cylinder on one sits at location 300 + its index
const ACT_ICON = { tax: 'Tax', gift: 'Gift', build: 'Build', move: 'Move', betray: 'Betray', battle: 'Battle' };
const STEP_WORDS = {
  loyalty: 'choose a starting loyalty', main: 'take actions (two, plus free ones of the favoured suit)',
  bribe: 'offer a bribe, pay what is asked, or give up the action',
  answer: 'answer a bribe offer (accept, waive, refuse or ask another amount)', place: 'place a piece',
  tax: 'tax: click a market card’s rupees or the Tax button in a player’s box', gift: 'choose a gift: click a gift space', move: 'move: click an army’s region or a spy’s card, then where it goes', betray: 'choose a card to betray', prize: 'take or refuse a prize',
  battle: 'battle', debt: 'discard cards to pay back leverage', court: 'discard down to the court limit',
  hand: 'discard down to the hand limit', confidence: 'discard a card (Confidence Failure)',
  rumor: 'choose a rumour target', persuade: 'choose whom to swap hands with', pashtunwali: 'choose the favoured suit',
  rebuke: 'choose a region to rebuke', safehouse: 'save the removed spy on a Safe House?',
};

/** Lasting effects (the view's keywords, e.g. `conflict_fatigue`) as words. */
function effectNames(flags) { return flags.map((f) => f.replace(/_/g, ' ')).join(', '); }

function loc(x) { return typeof x === 'number' ? `c${x}` : String(x); }

/** The legal actions, each drawn once: on the board where it names a thing, else in the action bar. */
class Offer {
  constructor(frame) { this.frame = frame; this.taken = new Set(); }
  take(test) {
    const out = [];
    this.frame.legal.forEach((a, i) => { if (!this.taken.has(i) && test(a)) { this.taken.add(i); out.push(a); } });
    return out;
  }
  rest() { return this.frame.legal.filter((_, i) => !this.taken.has(i)); }
}

function button(frame, action, key, content, cls = 'pp-btn') {
  return actButton(frame, action, { key, cls: `btn ${cls}`, content: content ?? labelOf(frame, action, action.type) });
}

/**
 * The moves of a Move action, drawn on the map and the courts: `from` is the region or card whose piece is
 * being moved (chosen by a first click, or the only one), `redraw` draws again after that click.
 */
class Moves {
  constructor(offer, ui) {
    this.all = offer.take((a) => a.type === 'move');
    const sources = [...new Set(this.all.map((a) => a.frm))];
    if (!sources.includes(ui.from)) ui.from = sources.length === 1 ? sources[0] : null;
    this.ui = ui;
  }

  /** The buttons a region or card `at` shows: pick it up, put it down, or what it may receive. */
  buttons(frame, at, { content = null, cls = 'btn pp-btn' } = {}) {
    const ui = this.ui;
    const leaving = this.all.filter((a) => a.frm === at);
    if (ui.from === null && leaving.length) {
      return [h('button', { type: 'button', class: `${cls} pp-movefrom`, dataset: { key: `from:${loc(at)}` },
        'aria-label': `Move a ${leaving[0].piece} from ${this.name(at)}`, onclick: () => { ui.from = at; ui.redraw(); } },
      content ?? `Move ${leaving[0].piece}…`)];
    }
    if (ui.from === at && leaving.length && new Set(this.all.map((a) => a.frm)).size > 1) {
      return [h('button', { type: 'button', class: `${cls} pp-movefrom selected`, dataset: { key: `from:${loc(at)}` },
        'aria-pressed': 'true', 'aria-label': 'Choose another piece to move', onclick: () => { ui.from = null; ui.redraw(); } },
      content ?? 'Moving… (cancel)')];
    }
    return this.all.filter((a) => a.frm === ui.from && a.to === at).map((a) => actButton(frame, a, {
      key: `move:${a.piece}:${loc(a.frm)}:${loc(a.to)}`, cls: `${cls} pp-moveto`, content: content ?? `Move ${a.piece} here`,
      aria: labelOf(frame, a, a.type) }));
  }

  name(at) { return typeof at === 'number' ? (CARDS[String(at)] || {}).name || `card ${at}` : at; }
}

function cylinders(view, at, cls = '') {
  const out = [];
  view.players.forEach((p, seat) => {
    p.cylinders.forEach((c) => {
      if (c === at) out.push(h('span', { class: `pp-cyl ${cls}`, style: `background:${seatColor(seat)}`, title: `seat ${seat + 1}` }));
    });
  });
  return out;
}

function blocksAt(view, code) {
  const out = [];
  view.blocks.forEach((b, i) => {
    if (b === code) out.push(h('span', { class: `pp-block pp-${COALITIONS[Math.floor(i / 12)]}`, title: COALITIONS[Math.floor(i / 12)] }));
  });
  return out;
}

function cardFace(n, { small = false } = {}) {
  const c = CARDS[String(n)];
  if (!c) return h('span', { class: 'pp-card pp-empty' }, '—');
  if (c.event) {
    return h('span', { class: 'pp-card pp-event', title: c.discarded ? `purchased: ${c.purchased}; leaving: ${c.discarded}` : 'Dominance Check' },
      h('span', { class: 'pp-name' }, c.name));
  }
  const imp = Object.entries(c.impacts).filter(([, v]) => v).map(([k, v]) => `${k}${v > 1 ? `×${v}` : ''}`);
  if (c.climate) imp.push(`→${c.climate}`);
  return h('span', { class: `pp-card pp-${c.suit}${small ? ' small' : ''}`, title: [c.name, `${c.suit} ${c.rank}★`, c.region,
    c.patriot ? `${c.patriot} patriot` : '', c.prize ? `${c.prize} prize` : '', c.ability ? `ability: ${c.ability}` : '',
    imp.length ? `impact: ${imp.join(', ')}` : ''].filter(Boolean).join(' · ') },
  h('span', { class: 'pp-name' }, c.name),
  h('span', { class: 'pp-rank' }, `${'★'.repeat(c.rank)} ${c.suit.slice(0, 3)}`),
  small ? null : h('span', { class: 'pp-acts' }, c.actions.map((a) => ACT_ICON[a]).join(' · ') || '\u00a0'),
  c.patriot ? h('span', { class: `pp-tag pp-${c.patriot}` }, `${c.patriot.slice(0, 3)} patriot`) : null,
  c.ability ? h('span', { class: 'pp-ability' }, c.ability.split(':')[0]) : null);
}

function statusBlock(view, frame) {
  const step = view.step;
  let line;
  if (view.phase === 'over') line = 'The game is over.';
  else if (step) {
    const mine = frame.seat === step.seat && frame.legal.length;
    line = h('span', { class: mine ? 'pp-yours' : '' }, mine ? 'You: ' : [nameTag(frame.names, step.seat), ': '],
      STEP_WORDS[step.k] || step.k,
      step.k === 'main' ? ` · ${plural(view.actions, 'action')} left` : '',
      step.k === 'bribe' ? [` (owed ${step.full} to `, nameTag(frame.names, step.to), step.ask ? `, who asks ${step.ask}` : '', ')',
        step.manners ? ' · Courtly Manners: you may ignore it' : ''] : '',
      step.k === 'answer' ? ` (offered ${step.offer} of ${step.full})` : '',
      step.n ? ` · ${step.n} to go` : '');
  }
  return block(null, [
    h('div', { class: 'pp-head' },
      h('span', {}, h('strong', {}, 'Favoured: '), h('span', { class: `pp-suit pp-${view.favoured}` }, view.favoured)),
      h('span', {}, `Dominance Checks left ${view.checks_left} · `,
        view.deck ? `deck ${view.deck}` : h('span', { class: 'pp-deck-out' }, 'deck used up: the market is no longer refilled')),
      view.effects.length ? h('span', { class: 'muted small' }, `effects: ${effectNames(view.effects)}`) : null),
    h('p', { class: 'pp-line' }, line),
  ], { label: 'The turn' });
}

/** The bribe button to stress: the amount asked after an answer, else the full bribe. */
function primaryOffer(step, a) { return a.amount === (step.ask || step.full); }

function barBlock(frame, offer) {
  const rest = offer.rest();
  if (!rest.length) return null;
  return h('div', { class: 'pp-bar' }, rest.map((a, i) => button(frame, a, `bar:${a.type}:${i}`, withNames(labelOf(frame, a, a.type), frame.names),
    `pp-btn pp-bar-${a.type}${a.type === 'end' || (a.type === 'offer' && primaryOffer(frame.view.step || {}, a)) ? ' btn-primary' : ''}`)));
}

function removeButtons(frame, offer, at) {
  return offer.take((a) => a.type === 'remove' && a.at === at).map((a) => button(frame, a, `remove:${a.owner}:${loc(at)}`,
    typeof a.owner === 'number' ? ['✕ ', nameTag(frame.names, a.owner)] : `✕ ${a.owner}`, 'pp-btn pp-remove'));
}

function mapBlock(view, frame, offer, moves) {
  const regions = REGIONS.map((r) => {
    const code = 1 + ['persia', 'transcaspia', 'herat', 'kabul', 'kandahar', 'punjab'].indexOf(r);
    const acts = offer.take((a) => (a.type === 'place' && a.to === r) || (a.type === 'battle' && a.at === r)
      || (a.type === 'rebuke' && a.region === r) || (a.type === 'pick' && a.at === r));
    const ruler = view.rulers[r];
    const inner = [
      h('span', { class: 'pp-rname' }, r),
      ruler >= 0 ? h('span', { class: 'pp-ruler' }, 'ruler ', nameTag(frame.names, ruler)) : null,
      h('span', { class: 'pp-pieces' }, cylinders(view, code, 'pp-tribe'), blocksAt(view, code)),
    ];
    const moving = moves.buttons(frame, r, { content: h('span', {}, inner), cls: 'pp-regionbtn' });
    return h('div', { class: `pp-region pp-r-${r}`, dataset: { region: r } },
      acts.length ? acts.map((a) => actButton(frame, a, { key: `${a.type}:${r}`, cls: 'pp-regionbtn', content: h('span', {}, inner),
        aria: labelOf(frame, a, a.type) })) : moving.length ? moving : inner,
      h('div', { class: 'pp-rm' }, removeButtons(frame, offer, r)));
  });
  const borders = BORDERS.map((b, i) => {
    const code = 10 + i;
    const acts = offer.take((a) => (a.type === 'place' && a.to === b) || (a.type === 'pick' && a.at === b));
    const inner = [h('span', { class: 'pp-bname' }, b.replace('-', ' / ')), h('span', {}, blocksAt(view, code))];
    return h('div', { class: 'pp-border' }, acts.length
      ? acts.map((a) => actButton(frame, a, { key: `${a.type}:${b}`, cls: 'pp-borderbtn', content: h('span', {}, inner), aria: labelOf(frame, a, a.type) }))
      : inner, removeButtons(frame, offer, b));
  });
  return block('Map', [h('div', { class: 'pp-map' }, regions), h('div', { class: 'pp-borders' }, borders)]);
}

function marketBlock(view, frame, offer) {
  const mult = view.favoured === 'military' ? 2 : 1;
  const rows = [0, 1].map((row) => h('div', { class: 'pp-mrow' }, [0, 1, 2, 3, 4, 5].map((col) => {
    const n = view.market[row][col];
    const coins = view.market_coins[row][col];
    const acts = offer.take((a) => (a.type === 'buy' || a.type === 'collect') && a.row === row && a.col === col);
    const face = h('span', { class: 'pp-slot' }, n ? cardFace(n) : h('span', { class: 'pp-card pp-empty' }, '—'),
      h('span', { class: 'pp-cost' }, `cost ${col * mult}`), coins ? h('span', { class: 'pp-coins' }, `₹${coins}`) : null);
    if (!acts.length) return face;
    return h('span', { class: 'pp-slotacts' }, acts.map((a) => actButton(frame, a, { key: `${a.type}:${row}:${col}`,
      cls: 'pp-cardbtn', content: a.type === 'buy' ? face : h('span', {}, face, h('span', { class: 'pp-note' }, 'tax ₹1')),
      aria: labelOf(frame, a, a.type) })));
  })));
  return block('Market', rows, { cls: 'pp-market' });
}

function courtCards(view, frame, offer, seat, moves) {
  return view.players[seat].court.map((n) => {
    const code = 100 + n;
    const acts = offer.take((a) => (a.type === 'act' && a.card === n) || (a.type === 'betray' && a.card === n)
      || (a.type === 'battle' && a.at === n) || (a.type === 'place' && a.to === n) || (a.type === 'discard' && a.card === n)
      || (a.type === 'pick' && a.at === n));
    const spies = cylinders(view, code, 'pp-spy');
    const moving = moves.buttons(frame, n);
    return h('div', { class: 'pp-courtcard' }, cardFace(n, { small: seat !== frame.seat }),
      spies.length ? h('div', { class: 'pp-spies' }, spies) : null,
      acts.length || moving.length ? h('div', { class: 'pp-cardacts' }, acts.map((a) => button(frame, a, `${a.type}:${n}:${a.action || ''}`,
        a.type === 'act' ? ACT_ICON[a.action] : labelOf(frame, a, a.type).split(' ')[0], `pp-btn pp-${a.type}`)), moving) : null,
      h('div', { class: 'pp-rm' }, removeButtons(frame, offer, n)));
  });
}

/** A player's three gift spaces; for you, a free one you may buy (or take a cylinder back from) is a button. */
function giftSpaces(view, frame, offer, seat) {
  const p = view.players[seat];
  return h('div', { class: 'pp-gifts', 'aria-label': 'Gift spaces' }, h('span', { class: 'pp-note' }, 'gifts'), GIFTS.map((cost, i) => {
    const face = h('span', { class: 'pp-gift' }, `₹${cost}`, p.cylinders.includes(300 + i) ? cylinders(view, 300 + i) : null);
    const acts = seat === frame.seat
      ? offer.take((a) => (a.type === 'gift' && a.cost === cost) || (a.type === 'pick' && a.at === `gift${cost}`)) : [];
    return acts.length ? acts.map((a) => actButton(frame, a, { key: `${a.type}:gift${cost}`, cls: 'pp-giftbtn', content: face,
      aria: labelOf(frame, a, a.type) })) : face;
  }));
}

function facts(p, automa = false) {
  return h('div', { class: 'cg-facts' },
    h('span', {}, h('strong', {}, String(p.vp)), ' pts'),
    h('span', {}, h('strong', {}, `₹${p.coins}`)),
    p.loyalty ? h('span', { class: `pp-tag pp-${p.loyalty}` }, automa ? `pragmatic ${p.loyalty}` : p.loyalty)
      : h('span', { class: 'muted' }, 'no loyalty yet'),
    h('span', {}, `influence ${p.influence}`),
    p.prizes ? h('span', {}, plural(p.prizes, 'prize')) : null,
    h('span', { class: 'muted small' }, `hand ${p.hand_size}/${p.hand_limit} · court ${p.court.length}/${p.court_limit}`),
    p.effects.length ? h('span', { class: 'muted small' }, effectNames(p.effects)) : null);
}

function youBlock(view, frame, offer, moves) {
  const me = frame.seat;
  const p = view.players[me];
  const hand = (p.hand || []).map((n) => {
    const acts = offer.take((a) => (a.type === 'play' || a.type === 'discard') && a.card === n);
    return h('div', { class: 'pp-handcard' }, cardFace(n),
      acts.length ? h('div', { class: 'pp-cardacts' }, acts.map((a) => button(frame, a, `${a.type}:${n}:${a.side || ''}`,
        a.type === 'play' ? (a.side === 'left' ? '◀ play left' : 'play right ▶') : 'discard', `pp-btn pp-${a.type}`))) : null);
  });
  return block('You', [facts(p), giftSpaces(view, frame, offer, me),
    h('span', { class: 'pp-note' }, 'hand'), h('div', { class: 'pp-row' }, hand.length ? hand : h('span', { class: 'muted small' }, 'empty')),
    h('span', { class: 'pp-note' }, 'court'), h('div', { class: 'pp-row' }, courtCards(view, frame, offer, me, moves))],
  { cls: `pp-you${frame.legal.length && !frame.replay ? ' mine' : ''}` });
}

function othersBlock(view, frame, offer, moves) {
  const seats = view.players.map((_, s) => s).filter((s) => s !== frame.seat);
  const wakhan = view.wakhan ? view.wakhan.seat : -1;
  return block(frame.seat === null ? 'Players' : 'The others', h('div', { class: 'cg-seats pp-seats' }, seats.map((seat) => seatBox(frame, seat, {
    active: frame.waiting.includes(seat) || (seat === wakhan && view.active === wakhan),
    cls: seat === wakhan ? 'pp-wakhan' : '',
    badges: seat === wakhan ? [['automa', 'pp-automa']] : [],
    kids: [facts(view.players[seat], seat === wakhan), giftSpaces(view, frame, offer, seat),
      h('div', { class: 'pp-row' }, courtCards(view, frame, offer, seat, moves)),
      offer.take((a) => a.type === 'levy' && a.seat === seat).map((a) => button(frame, a, `levy:${seat}`, null, 'pp-btn btn-primary pp-levy'))],
  }))));
}

const ROWS = { top: 'top row, left end of her court', bottom: 'bottom row, right end of her court' };

/** Wakhan's AI card (its front), the back on top of her deck, and her influence in each coalition. */
function wakhanBlock(view) {
  const wk = view.wakhan;
  if (!wk) return null;
  const card = wk.card;
  const back = wk.back;
  const kids = [h('div', { class: 'cg-facts' },
    h('span', {}, `AI deck ${wk.deck} · revealed ${wk.discard}`),
    h('span', {}, 'influence ', COALITIONS.map((c) => h('span', { class: `pp-tag pp-${c}` }, `${c.slice(0, 3)} ${wk.influence[c]}`))),
    Object.values(wk.prizes).some(Boolean) ? h('span', { class: 'muted small' },
      `prizes ${COALITIONS.filter((c) => wk.prizes[c]).map((c) => `${c} ${wk.prizes[c]}`).join(', ')}`) : null)];
  if (card) {
    const row = back ? back.rows[card.row_arrow] : null;
    kids.push(h('div', { class: 'pp-aicard', dataset: { aiCard: String(card.n) } },
      h('strong', {}, `AI card ${card.n}`),
      h('ol', { class: 'pp-aiacts' }, card.actions.map((a) => h('li', {}, a.replaceAll('_', ' ')))),
      h('span', { class: 'small' }, 'pragmatic loyalty: ', card.loyalty.join(' → ')),
      h('span', { class: 'small' }, 'regions: ', card.regions.join(' → ')),
      back ? h('span', { class: 'small' }, `radicalize: column ${back.columns[card.column_arrow]}, ${ROWS[row]}`) : null));
  }
  return block('Wakhan', kids, { cls: 'pp-wakhanblock' });
}

/** The persons' names and, at her seat, Wakhan's. */
function withWakhan(names, seat) {
  const out = [...(names || [])].slice(0, seat);
  while (out.length < seat) out.push(`Player ${out.length + 1}`);
  out.push('Wakhan');
  return out;
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('pp-root');
  // `from`: the region or card whose piece is being moved, kept while the legal actions stay the same
  const ui = { from: null, legal: '', redraw: null };
  const draw = (given) => {
    const view = given.view;
    const frame = view.wakhan ? { ...given, names: withWakhan(given.names, view.wakhan.seat) } : given;
    const legal = JSON.stringify(frame.replay ? [] : frame.legal);
    if (legal !== ui.legal) { ui.from = null; ui.legal = legal; }
    ui.redraw = () => draw(given);
    const offer = new Offer(frame);
    const moves = new Moves(offer, ui);
    const you = frame.seat === null ? null : youBlock(view, frame, offer, moves);
    const others = othersBlock(view, frame, offer, moves);
    const map = mapBlock(view, frame, offer, moves);
    const market = marketBlock(view, frame, offer);
    root.replaceChildren(h('div', { class: 'cg pp' }, statusBlock(view, frame), barBlock(frame, offer), map, market, you,
      wakhanBlock(view), others));
  };
  return {
    update(given) {
      draw(given);
    },
    seatInfo(view, seat) {
      const p = view.players[seat];
      return `${p.vp} pts · ₹${p.coins} · ${p.loyalty || '—'}`;
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('pp-style', '/games/paxpamir/ui.css');
