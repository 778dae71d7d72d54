// Up or Down?'s renderer: the ring of cards around the two piles, your hand, your three columns and
// everyone else's. A turn is four clicks: a card of your hand (it drops into the ring at its number),
// one of the two ring cards next to it, a column (click its cards; or "discard" under it), then a pile.
// The view's shape is in view.py; colours come with the view (`colours[n - 1]` is card n's).
import { actButton, actionsOf, block, cardFace, findAction, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plural } from '/web/dom.js';

const NAMES = { R: 'red', O: 'orange', Y: 'yellow', G: 'green', B: 'blue', P: 'purple' };
const SYMBOLS = { R: '●', O: '▲', Y: '■', G: '◆', B: '★', P: '✚' };
const STEPS = {
  place: 'Click a card of your hand: it goes into the ring at its number.',
  take: 'Take one of the two highlighted cards next to the card you placed.',
  column: 'Lay the card you took on a column where it fits, or discard a whole column for it.',
  draw: 'Draw a card: the face-up one you see, or the face-down one.',
};

function colourOf(view, n) {
  return view.colours[n - 1];
}

function card(view, n, { small = false, cls = '' } = {}) {
  const c = colourOf(view, n);
  return cardFace({ cls: `ud-card ud-${c}${small ? ' small' : ''} ${cls}`, corner: SYMBOLS[c], center: String(n),
    title: `${n}, ${NAMES[c]}` });
}

function back(count) {
  return cardFace({ cls: 'ud-card ud-back', center: '', title: `${plural(count, 'card')} face down` });
}

function statusBlock(view, frame) {
  if (view.step === 'over') return block(null, h('p', { class: 'ud-line' }, 'The game is over.'), { label: 'The turn' });
  const mine = frame.seat === view.turn && !frame.replay;
  return block(null, [
    h('p', { class: 'ud-line' }, mine ? h('strong', {}, 'Your turn. ') : [nameTag(frame.names, view.turn), ' is playing. '],
      mine ? STEPS[view.step] : ''),
    h('p', { class: 'muted small ud-deck' }, `Cards 1–${view.top} (${view.length} game). Each column: cards × cards of its main colour; +1 a discarded card.`),
  ], { label: 'The turn' });
}

/** The ring, lowest card at the top and rising clockwise, with the two piles in the middle. */
function ringBlock(view, frame) {
  const ring = view.display;
  const takes = actionsOf(frame.legal, 'take');
  const n = ring.length;
  const cards = ring.map((c, i) => {
    const a = (2 * Math.PI * i) / n - Math.PI / 2;
    const style = { left: `${50 + 40 * Math.cos(a)}%`, top: `${50 + 40 * Math.sin(a)}%` };
    const take = takes.find((t) => t.card === c);
    const face = card(view, c, { cls: c === view.placed ? 'ud-placed' : '' });
    const kid = take ? actButton(frame, take, { key: `take:${c}`, cls: 'cg-cardbtn ud-take', content: face }) : face;
    return h('div', { class: 'ud-spot', style }, kid);
  });
  const upDraw = findAction(frame.legal, 'draw', (a) => a.pile === 'up');
  const downDraw = findAction(frame.legal, 'draw', (a) => a.pile === 'down');
  const upFace = view.up_top === null ? h('span', { class: 'cg-card ud-card ud-empty' }, 'empty') : card(view, view.up_top);
  const downFace = view.down_count ? back(view.down_count) : h('span', { class: 'cg-card ud-card ud-empty' }, 'empty');
  const piles = h('div', { class: 'ud-piles' },
    h('div', { class: 'ud-pile' }, upDraw ? actButton(frame, upDraw, { key: 'draw:up', cls: 'cg-cardbtn ud-draw', content: upFace }) : upFace,
      h('span', { class: 'ud-note' }, `face up · ${view.up_count}`)),
    h('div', { class: 'ud-pile' }, downDraw ? actButton(frame, downDraw, { key: 'draw:down', cls: 'cg-cardbtn ud-draw', content: downFace }) : downFace,
      h('span', { class: 'ud-note' }, `face down · ${view.down_count}`)));
  return block('The ring (lowest at the top, rising clockwise)', h('div', { class: 'ud-ring' }, cards, piles), { cls: 'ud-ringblock' });
}

function arrow(way) {
  return way === 'up' ? '↑ up' : way === 'down' ? '↓ down' : 'open';
}

/**
 * One column: its cards in the order laid, its direction and score; yours takes the card you took when it
 * fits (a click on its cards), and its discard is a short button under it.
 */
function column(view, frame, seat, k, { small = false } = {}) {
  const cards = view.columns[seat][k];
  const lay = seat === frame.seat && !frame.replay ? findAction(frame.legal, 'column', (a) => a.column === k) : null;
  const drop = seat === frame.seat ? findAction(frame.legal, 'discard', (a) => a.column === k) : null;
  const stack = cards.length ? cards.map((c) => card(view, c, { small: true })) : h('span', { class: 'muted small' }, 'empty');
  return h('div', { class: `ud-col${small ? ' small' : ''}${lay ? ' fits' : ''}`, dataset: { column: String(k) } },
    h('div', { class: 'ud-colhead' }, h('span', {}, small ? `Col. ${k + 1}` : `Column ${k + 1}`),
      h('span', { class: `ud-way ${view.directions[seat][k] || 'open'}` }, arrow(view.directions[seat][k])),
      h('span', { class: 'muted' }, plural(view.column_scores[seat][k], 'pt'))),
    lay ? actButton(frame, lay, { key: `column:${k}`, cls: 'ud-stack ud-lay',
      content: [stack, h('span', { class: 'ud-laytag' }, cards.length ? `lay ${view.taken} here` : `start with ${view.taken}`)] })
      : h('div', { class: 'ud-stack' }, stack),
    drop ? h('div', { class: 'ud-colbtns' },
      actButton(frame, drop, { key: `discard:${k}`, cls: 'btn ud-discard', content: `Discard (${cards.length})` })) : null);
}

function youBlock(view, frame) {
  const me = frame.seat;
  const places = actionsOf(frame.legal, 'place');
  const hand = view.hand.map((c) => {
    const place = places.find((a) => a.card === c);
    return place ? actButton(frame, place, { key: `place:${c}`, cls: 'cg-cardbtn ud-placebtn', content: card(view, c) }) : card(view, c);
  });
  const mine = frame.legal.length > 0 && !frame.replay;
  return block('You', [
    h('div', { class: 'ud-youtop' },
      h('div', { class: 'cg-row ud-hand' }, hand.length ? hand : h('span', { class: 'muted' }, 'Your hand is empty')),
      view.taken !== null && view.turn === me ? h('div', { class: 'ud-taken' }, h('span', { class: 'ud-note' }, 'to lay'), card(view, view.taken)) : null,
      h('div', { class: 'cg-status' },
        h('span', {}, h('span', { class: 'muted' }, 'score '), h('strong', { class: 'ud-score' }, String(view.scores[me]))),
        h('span', {}, h('span', { class: 'muted' }, 'discarded '), h('strong', {}, String(view.discard_counts[me]))))),
    h('div', { class: 'ud-cols' }, [0, 1, 2].map((k) => column(view, frame, me, k))),
  ], { cls: `ud-you${mine ? ' mine' : ''}` });
}

function othersBlock(view, frame) {
  const seats = view.columns.map((_, s) => s).filter((s) => s !== frame.seat);
  return block(frame.seat === null ? 'The players' : 'The others', h('div', { class: 'cg-seats ud-seats' }, seats.map((seat) => seatBox(frame, seat, {
    active: frame.waiting.includes(seat),
    badges: [view.turn === seat ? ['to play', 'turn'] : null],
    kids: [
      h('div', { class: 'cg-facts' },
        h('span', {}, 'score ', h('strong', {}, String(view.scores[seat]))),
        h('span', {}, plural(view.hand_counts[seat], 'card'), ' in hand'),
        h('span', {}, 'discarded ', h('strong', {}, String(view.discard_counts[seat])))),
      view.known[seat].length ? h('div', { class: 'ud-known' }, h('span', { class: 'muted small' }, 'drawn face up: '),
        view.known[seat].map((c) => card(view, c, { small: true }))) : null,
      h('div', { class: 'ud-cols small' }, [0, 1, 2].map((k) => column(view, frame, seat, k, { small: true }))),
    ],
  }))));
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('ud-root');
  return {
    update(frame) {
      const view = frame.view;
      root.replaceChildren(h('div', { class: 'cg ud' }, statusBlock(view, frame), ringBlock(view, frame),
        frame.seat === null ? null : youBlock(view, frame), othersBlock(view, frame)));
    },
    seatInfo(view, seat) {
      return `${view.scores[seat]} pts · ${plural(view.hand_counts[seat], 'card')} in hand`;
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('ud-style', '/games/upordown/ui.css');
