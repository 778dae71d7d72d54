// For Sale's renderer: the property cards (or cheques) on offer, your hand and coins, the bids around
// the table, the face-down choices of a selling round and the last sales. Bid with the number picker,
// pass with its button, sell by clicking a property of your hand. The view's shape is in
// games/forsale/README.md ("Views") and view.py.
import { actButton, actionsOf, block, cardFace, findAction, NumberPicker, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plural, s } from '/web/dom.js';

/** Amounts are kept in thousands: 6 -> "$6,000". */
function dollars(k) {
  return k === 0 ? '$0' : `$${k},000`;
}

function house(n) {
  const floors = 1 + Math.floor((n - 1) / 10);   // 1–10 a cottage, 11–20 a house, 21–30 a tower
  const height = 8 + floors * 7;
  return s('svg', { viewBox: '0 0 30 32', width: 26, height: 28, class: 'fs-house', 'aria-hidden': 'true' },
    s('path', { d: `M4 ${31 - height}L15 ${22 - height}L26 ${31 - height}z`, class: 'fs-roof' }),
    s('rect', { x: 6, y: 31 - height, width: 18, height, class: 'fs-walls' }),
    s('rect', { x: 13, y: 24, width: 4, height: 7, class: 'fs-door' }));
}

function property(n, { small = false } = {}) {
  return cardFace({ cls: `fs-prop${small ? ' small' : ''}`, center: small ? String(n) : [house(n), h('span', { class: 'fs-num' }, String(n))],
    title: `Property ${n}` });
}

function cheque(k, { small = false } = {}) {
  return cardFace({ cls: `fs-cheque${small ? ' small' : ''}`, center: small ? `${k}k` : dollars(k), foot: small ? '' : 'cheque', title: `Cheque of ${dollars(k)}` });
}

function coins(n) {
  return h('span', { class: 'fs-coins', title: `${dollars(n)} in coins` }, h('span', { class: 'fs-coin', 'aria-hidden': 'true' }), dollars(n));
}

function statusBlock(view, frame) {
  const selling = view.phase === 'selling';
  const what = view.phase === 'over' ? 'The game is over'
    : `${selling ? 'Selling' : 'Bidding'}: round ${view.round} of ${view.rounds}`;
  const decks = [
    h('span', {}, h('span', { class: 'muted' }, 'Properties left '), String(view.property_deck)),
    h('span', {}, h('span', { class: 'muted' }, 'Cheques left '), String(view.cheque_deck)),
    view.removed_each ? h('span', { class: 'muted small' }, `${view.removed_each} of each set aside unseen`) : null,
  ];
  let line = null;
  if (view.phase === 'bidding') {
    line = view.high_bidder === null ? [nameTag(frame.names, view.turn), ' opens the bidding.']
      : [nameTag(frame.names, view.turn), ' must beat ', h('strong', {}, dollars(view.high_bid)), ' by ', nameTag(frame.names, view.high_bidder), ' or pass.'];
  } else if (selling) line = ['Everyone lays a property face down; the highest takes the highest cheque.'];
  return block(null, [h('p', { class: 'fs-phase' }, what), line ? h('p', { class: 'fs-line' }, line) : null, h('div', { class: 'cg-status' }, decks)],
    { label: 'The round' });
}

/** The cards on offer: properties while bidding, cheques while selling. */
function offerBlock(view) {
  if (view.phase === 'bidding') {
    const cards = [...view.table].sort((a, b) => a - b);
    return block('Up for auction', h('div', { class: 'cg-row fs-offer' }, cards.map((n, i) => h('span', { class: 'fs-slot' }, property(n),
      h('span', { class: 'fs-note' }, i === 0 && cards.length > 1 ? 'next pass' : i === cards.length - 1 && cards.length > 1 ? 'top bid' : '')))));
  }
  if (view.phase === 'selling') {
    const cards = [...view.cheque_table].sort((a, b) => a - b);
    return block('Cheques on offer', h('div', { class: 'cg-row fs-offer' }, cards.map((k) => cheque(k))));
  }
  return null;
}

/** Your coins and hand: sell by clicking a property; bid with the picker; pass. */
function youBlock(view, frame, picker) {
  const me = frame.seat;
  const sells = actionsOf(frame.legal, 'sell');
  const hand = view.hands[me].map((n) => {
    if (n === view.my_choice) return h('span', { class: 'fs-slot fs-chosen' }, property(n), h('span', { class: 'fs-note' }, 'your choice'));
    const sell = sells.find((a) => a.property === n);
    return sell ? actButton(frame, sell, { key: `sell:${n}`, cls: 'cg-cardbtn fs-sell', content: property(n) }) : property(n);
  });
  const bids = actionsOf(frame.legal, 'bid');
  const pass = findAction(frame.legal, 'pass');
  const mine = frame.legal.length > 0 && !frame.replay;
  return block('You', [
    h('div', { class: 'cg-status' }, coins(view.coins[me]),
      view.bids[me] ? h('span', {}, h('span', { class: 'muted' }, 'your bid '), h('strong', {}, dollars(view.bids[me]))) : null,
      view.cheques[me].length ? h('span', {}, h('span', { class: 'muted' }, 'cheques '), h('strong', {}, dollars(view.cheques[me].reduce((a, b) => a + b, 0)))) : null),
    h('div', { class: 'cg-row fs-hand' }, hand.length ? hand : h('span', { class: 'muted' }, 'No properties yet')),
    sells.length && !frame.replay ? h('p', { class: 'hint' }, 'Click the property you sell this round.') : null,
    bids.length && !frame.replay ? h('div', { class: 'fs-bidding' }, h('p', { class: 'hint' },
      `Your total bid (up to ${dollars(view.coins[me] + view.bids[me])}):`), picker.render(frame, bids)) : null,
    pass ? h('div', { class: 'cg-buttons' }, actButton(frame, pass, { key: 'pass', cls: 'btn fs-pass' })) : null,
  ], { cls: `fs-you${mine ? ' mine' : ''}` });
}

function badges(view, seat) {
  if (view.phase === 'bidding') {
    return [
      view.passed[seat] ? ['passed', ''] : null,
      view.high_bidder === seat ? ['high bid', 'good'] : null,
      view.turn === seat ? ['to bid', 'turn'] : null,
    ];
  }
  if (view.phase === 'selling') return [view.chosen[seat] ? ['chosen', 'good'] : ['choosing…', 'turn']];
  return [];
}

function tableBlock(view, frame) {
  return block('Around the table', h('div', { class: 'cg-seats fs-seats' }, view.coins.map((c, seat) => seatBox(frame, seat, {
    active: frame.waiting.includes(seat), badges: badges(view, seat),
    kids: [
      h('div', { class: 'cg-facts' }, coins(c),
        view.phase === 'bidding' ? h('span', {}, 'bid ', h('strong', {}, dollars(view.bids[seat]))) : null,
        h('span', {}, 'cheques ', h('strong', {}, dollars(view.cheques[seat].reduce((a, b) => a + b, 0))))),
      h('div', { class: 'cg-row fs-mini' }, view.hands[seat].map((n) => property(n, { small: true }))),
      view.cheques[seat].length ? h('div', { class: 'cg-row fs-mini' }, view.cheques[seat].map((k) => cheque(k, { small: true }))) : null,
    ],
  }))));
}

function salesBlock(view, frame) {
  if (!view.last_sales.length) return null;
  return block('Last sales', h('ol', { class: 'fs-sales' }, view.last_sales.map(([seat, prop, chq]) => h('li', {},
    nameTag(frame.names, seat), h('span', { class: 'fs-pair' }, property(prop, { small: true }), h('span', { 'aria-hidden': 'true' }, '→'), cheque(chq, { small: true })),
    h('span', { class: 'sr' }, ` sold ${prop} for ${dollars(chq)}`)))));
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('fs-root');
  const picker = new NumberPicker('amount', { key: 'bid', format: dollars });
  return {
    update(frame) {
      const view = frame.view;
      root.replaceChildren(h('div', { class: 'cg fs' }, statusBlock(view, frame), offerBlock(view),
        frame.seat === null ? null : youBlock(view, frame, picker), salesBlock(view, frame), tableBlock(view, frame)));
    },
    seatInfo(view, seat) {
      return [dollars(view.coins[seat]), plural(view.hands[seat].length, 'property', 'properties'),
        view.cheques[seat].length ? `${dollars(view.cheques[seat].reduce((a, b) => a + b, 0))} in cheques` : null].filter(Boolean).join(' · ');
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('fs-style', '/games/forsale/ui.css');
