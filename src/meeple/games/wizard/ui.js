// Wizard's renderer: your hand by suit (the playable cards clickable), the trump, the trick in play,
// each player's prediction and tricks, and the score sheet. Predict with the number picker; the dealer
// picks trump with the suit buttons when a Wizard is turned up. The view's keys are listed in
// games/wizard/views.py.
import { actButton, actionsOf, block, cardFace, NumberPicker, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plural } from '/web/dom.js';

const SUIT_BY_LETTER = { B: 'blue', G: 'green', R: 'red', Y: 'yellow' };
const PEOPLE = { blue: 'humans', green: 'elves', red: 'dwarves', yellow: 'giants' };
const RULES = { hidden: 'hidden predictions', secret: 'secret predictions', plus_minus_one: 'plus or minus 1' };

function suitOf(card) {
  return SUIT_BY_LETTER[card[0]] || null;
}

function cardName(card) {
  if (card === 'W') return 'Wizard';
  if (card === 'J') return 'Jester';
  return `${card.slice(1)} of ${suitOf(card)}`;
}

/** A card face: suit colour, rank; Wizards and Jesters by their letter. */
function card(code, { small = false } = {}) {
  const size = small ? ' small' : '';
  if (code === 'W') return cardFace({ cls: `wz-card wizard${size}`, corner: 'W', center: 'W', foot: small ? '' : 'Wizard', title: 'Wizard' });
  if (code === 'J') return cardFace({ cls: `wz-card jester${size}`, corner: 'J', center: 'J', foot: small ? '' : 'Jester', title: 'Jester' });
  const suit = suitOf(code);
  return cardFace({ cls: `wz-card ${suit}${size}`, corner: small ? '' : code.slice(1), center: code.slice(1), foot: small ? '' : PEOPLE[suit], title: cardName(code) });
}

function suitChip(suit) {
  return suit ? h('span', { class: `wz-suit ${suit}` }, suit) : h('span', { class: 'wz-suit none' }, 'no trump');
}

function statusBlock(view, frame) {
  let trump;
  if (view.phase === 'trump') trump = [nameTag(frame.names, view.dealer), ' chooses trump'];
  else trump = suitChip(view.trump);
  return block(null, h('div', { class: 'wz-status' },
    h('div', { class: 'wz-trump' }, view.trump_card ? card(view.trump_card) : h('span', { class: 'cg-empty' }, 'none'),
      h('div', {}, h('div', { class: 'muted small' }, 'Trump'), h('div', { class: 'wz-trumpname' }, trump))),
    h('div', { class: 'cg-facts wz-facts' },
      h('span', {}, 'Round ', h('strong', {}, `${view.round} of ${view.rounds}`)),
      h('span', {}, h('strong', {}, plural(view.cards, 'card')), ' each'),
      h('span', {}, 'dealer ', nameTag(frame.names, view.dealer)),
      RULES[view.bidding] ? h('span', {}, h('strong', {}, RULES[view.bidding])) : null)), { label: 'The round' });
}

/** The trick in play, one slot per seat from the leader round the table; the previous trick beside it. */
function trickBlock(view, frame) {
  if (view.phase !== 'play' && !view.trick.length && !view.history.length) return null;
  const n = frame.names.length;
  const slots = Array.from({ length: n }, (_, i) => {
    const seat = (view.leader + i) % n;
    const played = view.trick[i];
    const next = !played && frame.waiting.includes(seat);
    return h('div', { class: `wz-slot${next ? ' next' : ''}`, dataset: { seat: String(seat) } },
      played ? card(played) : h('span', { class: 'cg-empty' }, next ? 'to play' : ''), nameTag(frame.names, seat));
  });
  const last = view.history.length ? view.history[view.history.length - 1] : null;
  const inPlay = view.phase === 'play' || view.trick.length > 0;
  const title = inPlay ? `Trick ${Math.min(view.history.length + 1, view.cards)} of ${view.cards}` : 'Tricks';
  return block(title, [
    view.lead_suit ? h('p', { class: 'wz-lead' }, 'Follow ', suitChip(view.lead_suit)) : null,
    inPlay ? h('div', { class: 'wz-trick' }, slots) : null,
    last ? h('div', { class: 'wz-last' }, h('span', { class: 'muted small' }, 'Last trick: '), last[2].map((c) => card(c, { small: true })),
      h('span', { class: 'small' }, ' won by ', nameTag(frame.names, last[1]))) : null,
  ], { cls: 'wz-trickblock' });
}

/** Your hand, grouped by suit; the cards you may play are buttons. */
function handBlock(view, frame, picker) {
  const plays = actionsOf(frame.legal, 'play');
  const bids = actionsOf(frame.legal, 'bid');
  const trumps = actionsOf(frame.legal, 'trump');
  let hand;
  if (view.hand === null) hand = h('p', { class: 'muted' }, 'Your card is on your forehead: everyone sees it but you.');
  else if (!view.hand.length) hand = h('p', { class: 'muted' }, 'No cards left in your hand.');
  else {
    const groups = [];
    view.hand.forEach((code, i) => {
      const group = code === 'W' ? 'wizard' : code === 'J' ? 'jester' : suitOf(code);
      if (!groups.length || groups[groups.length - 1].group !== group) groups.push({ group, cards: [] });
      const play = plays.find((a) => a.card === code);
      const face = card(code);
      groups[groups.length - 1].cards.push(play
        ? actButton(frame, play, { key: `play:${code}:${i}`, cls: 'cg-cardbtn wz-play', content: face })
        : h('span', { class: plays.length ? 'wz-unplayable' : '' }, face));
    });
    hand = h('div', { class: 'wz-hand' }, groups.map((g) => h('div', { class: `wz-group ${g.group}` }, g.cards)));
  }
  const mine = frame.legal.length > 0 && !frame.replay;
  return block('Your hand', [
    hand,
    plays.length && !frame.replay ? h('p', { class: 'hint' }, view.hand && plays.length === view.hand.length ? 'Play any card.' : 'Highlighted cards may be played.') : null,
    bids.length && !frame.replay ? h('div', { class: 'wz-bidding' },
      h('p', { class: 'hint' }, `How many tricks will you take, out of ${view.cards}?`), picker.render(frame, bids)) : null,
    trumps.length && !frame.replay ? h('div', { class: 'wz-trumps' }, h('p', { class: 'hint' }, 'A Wizard was turned up: choose the trump suit.'),
      h('div', { class: 'cg-buttons' }, trumps.map((a) => actButton(frame, a, { key: `trump:${a.suit}`, cls: `btn wz-suitbtn ${a.suit}`, content: a.suit })))) : null,
  ], { cls: `wz-you${mine ? ' mine' : ''}` });
}

function predictionText(bid) {
  if (bid === null) return '—';
  return bid === '?' ? '?' : String(bid);
}

/** A small labelled number: the label above, the number below. */
function number(label, value, cls = '') {
  return h('span', { class: `wz-num ${cls}` }, h('span', { class: 'wz-numlabel' }, label), h('span', { class: 'wz-numvalue' }, String(value)));
}

function playersBlock(view, frame) {
  return block('Predictions', h('div', { class: 'cg-seats wz-seats' }, view.scores.map((score, seat) => seatBox(frame, seat, {
    active: frame.waiting.includes(seat),
    badges: [seat === view.dealer ? ['dealer', ''] : null, view.phase === 'play' && view.bids[seat] === view.tricks[seat] ? ['on target', 'good'] : null],
    kids: [
      h('div', { class: 'wz-line' }, number('bid', predictionText(view.bids[seat])), number('won', view.tricks[seat]),
        number('score', score, 'score')),
      h('div', { class: 'cg-facts' }, h('span', {}, plural(view.hand_sizes[seat], 'card'), ' in hand'),
        view.foreheads && view.foreheads[seat] ? h('span', { class: 'wz-forehead' }, 'forehead ', card(view.foreheads[seat], { small: true })) : null),
    ],
  }))));
}

function sheetBlock(view, frame, memory) {
  if (!view.sheet.length) return null;
  const seats = frame.names.map((_, seat) => seat);
  const table = h('table', { class: 'wz-sheet' },
    h('thead', {}, h('tr', {}, h('th', {}, 'Round'), seats.map((seat) => h('th', {}, nameTag(frame.names, seat))))),
    h('tbody', {}, view.sheet.map((row, r) => h('tr', {}, h('th', {}, String(r + 1)), row.map(([bid, won, points]) => h('td', { class: bid === won ? 'hit' : 'miss' },
      h('span', { class: 'muted small' }, `${bid}/${won} `), h('strong', {}, points > 0 ? `+${points}` : String(points))))))),
    h('tfoot', {}, h('tr', {}, h('th', {}, 'Total'), view.scores.map((sc) => h('td', {}, h('strong', {}, String(sc)))))));
  const details = h('details', { class: 'wz-sheetbox', open: memory.open, ontoggle: () => { memory.open = details.open; } },
    h('summary', {}, `Score sheet (${plural(view.sheet.length, 'round')})`), h('div', { class: 'wz-scroll' }, table),
    h('p', { class: 'hint' }, 'Each cell: predicted/won, then the points.'));
  return block(null, details);
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('wz-root');
  const picker = new NumberPicker('tricks', { key: 'bid' });
  const memory = { open: false };
  return {
    update(frame) {
      const view = frame.view;
      root.replaceChildren(h('div', { class: 'cg wz' }, statusBlock(view, frame), trickBlock(view, frame),
        frame.seat === null ? null : handBlock(view, frame, picker), playersBlock(view, frame), sheetBlock(view, frame, memory)));
    },
    seatInfo(view, seat) {
      const bid = view.bids[seat];
      return [bid === null ? null : `bid ${bid}`, plural(view.tricks[seat], 'trick'), `${view.scores[seat]} pts`].filter(Boolean).join(' · ');
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('wz-style', '/games/wizard/ui.css');
