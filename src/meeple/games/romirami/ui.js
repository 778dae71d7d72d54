// Romi Rami's renderer: the trophies, the Number market (click cards to pick them, then Take), the
// Contract market (click a contract you can meet), the contract being completed with its recipe slots,
// your hand (click the next card to play, or to discard), the Star, and each player's contracts.
// The view's shape is in games/romirami/view.py; contract details come in `view.info`.
import { actButton, actionsOf, block, findAction, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plural } from '/web/dom.js';

const SUITS = ['heart', 'diamond', 'cherry', 'clover'];
const SIGN = { heart: '♥', diamond: '♦', cherry: '●', clover: '♣' };
const PLURAL = { heart: 'hearts', diamond: 'diamonds', cherry: 'cherries', clover: 'clovers' };
const PER_VALUE = [4, 5, 5, 5, 4];

/** A Number card's value and suit from its id (mirrors components.py). */
function cardOf(id) {
  const suit = SUITS[Math.floor(id / 23)];
  let k = id % 23;
  let value = 1;
  for (const n of PER_VALUE) {
    if (k < n) break;
    k -= n;
    value += 1;
  }
  return { value, suit };
}

function numberCard(id, { small = false, cls = '' } = {}) {
  const c = cardOf(id);
  return h('span', { class: `rr-card rr-${c.suit}${small ? ' small' : ''} ${cls}`, title: `${c.value} of ${PLURAL[c.suit]}` },
    h('span', { class: 'rr-val' }, String(c.value)), h('span', { class: 'rr-suit', 'aria-hidden': 'true' }, SIGN[c.suit]));
}

function starToken({ used = false, small = false } = {}) {
  return h('span', { class: `rr-star${used ? ' used' : ''}${small ? ' small' : ''}`, title: used ? 'Star used' : 'Star (joker)' }, '★');
}

function recipeText([kind, n, fixed]) {
  if (kind === 'R') return `run of ${n}`;
  if (fixed) return n === 2 ? `pair of ${fixed}s` : `${n}× ${fixed}`;
  return n === 2 ? 'pair' : `${n} of a kind`;
}

function recipeIcon([kind, n, fixed]) {
  if (kind === 'R') return h('span', { class: 'rr-recipe run', title: `run of ${n}` }, Array.from({ length: n }, (_, i) => h('i', {}, String(i + 1))));
  return h('span', { class: 'rr-recipe kind', title: recipeText([kind, n, fixed]) }, Array.from({ length: n }, () => h('i', {}, fixed ? String(fixed) : '=')));
}

function contractCard(info, { small = false } = {}) {
  if (!info) return null;
  return h('span', { class: `rr-contract rr-${info.suit}${small ? ' small' : ''}`, title: `${info.suit}, ${info.points} points: ${info.recipes.map(recipeText).join(' + ')}` },
    h('span', { class: 'rr-chead' }, h('span', { class: 'rr-suit' }, SIGN[info.suit]), h('strong', { class: 'rr-pts' }, `${info.points}`)),
    small ? null : h('span', { class: 'rr-recipes' }, info.recipes.map((r) => recipeIcon(r))),
    small ? null : h('span', { class: 'rr-cfoot' }, info.recipes.map(recipeText).join(' + ')));
}

function trophyTile(t, names) {
  const what = t.kind === 'suit' ? [h('span', { class: `rr-suit rr-${t.what}` }, SIGN[t.what]), ` most ${PLURAL[t.what]}`] : [`most ${t.what}-card combos`];
  return h('div', { class: 'rr-trophy', title: `Trophy: ${t.points} points` },
    h('span', { class: 'rr-tpts' }, `Trophy · ${t.points} pts`), h('span', { class: 'rr-twhat' }, what),
    h('span', { class: 'rr-tlead muted' }, t.leader === null ? 'nobody yet' : ['lead: ', nameTag(names, t.leader)]));
}

function statusBlock(view, frame) {
  const phaseText = {
    take: 'takes cards from the market', contracts: 'may complete contracts', build: 'is completing a contract',
    discard: 'discards down to 10 cards', over: '',
  }[view.phase];
  const line = view.phase === 'over' ? 'The game is over.' : [nameTag(frame.names, view.turn), ` ${phaseText}.`];
  return block(null, [
    h('p', { class: 'rr-phase' }, `Round ${view.round}`, h('span', { class: 'muted' }, ` · ${view.target} contracts end the game`)),
    h('p', { class: 'rr-line' }, line),
    h('div', { class: 'cg-status' },
      h('span', {}, h('span', { class: 'muted' }, 'Deck '), String(view.deck)),
      h('span', {}, h('span', { class: 'muted' }, 'Discards '), String(view.discard.length)),
      h('span', {}, h('span', { class: 'muted' }, 'Contracts left '), String(view.contract_deck))),
    h('div', { class: 'rr-trophies' }, view.trophy_sides.map((t) => trophyTile(t, frame.names))),
  ], { label: 'The round' });
}

function marketBlock(view, frame) {
  const picks = actionsOf(frame.legal, 'pick');
  const take = findAction(frame.legal, 'take');
  const cards = view.market.map((id) => {
    const chosen = view.chosen.includes(id);
    const pick = picks.find((a) => a.card === id);
    const face = numberCard(id, { cls: chosen ? 'chosen' : '' });
    if (pick) return actButton(frame, pick, { key: `pick:${id}`, cls: 'cg-cardbtn rr-btn', content: face });
    return h('span', { class: 'rr-slot' }, face);
  });
  const mine = picks.length || take;
  return block('Number market', [
    h('div', { class: 'cg-row rr-market' }, cards),
    view.chosen.length ? h('p', { class: 'rr-chosen' }, 'Picked: ', view.chosen.map((id) => numberCard(id, { small: true }))) : null,
    mine && !frame.replay ? h('p', { class: 'hint' }, 'Pick 1 to 3 cards of one number or one suit; the third is taken at once.') : null,
    take ? h('div', { class: 'cg-buttons' }, actButton(frame, take, { key: 'take', cls: 'btn btn-primary' })) : null,
  ], { cls: mine ? 'mine' : '' });
}

function contractsBlock(view, frame) {
  const starts = actionsOf(frame.legal, 'complete');
  const done = findAction(frame.legal, 'done');
  const cards = view.contracts.map((cid) => {
    const start = starts.find((a) => a.contract === cid);
    const face = contractCard(view.info[String(cid)]);
    return start ? actButton(frame, start, { key: `complete:${cid}`, cls: 'cg-cardbtn rr-btn', content: face }) : h('span', { class: 'rr-slot' }, face);
  });
  return block('Contracts', [
    h('div', { class: 'cg-row rr-contracts' }, cards),
    starts.length && !frame.replay ? h('p', { class: 'hint' }, 'Click a highlighted contract to complete it, card by card.') : null,
    done ? h('div', { class: 'cg-buttons' }, actButton(frame, done, { key: 'done', cls: 'btn' })) : null,
  ], { cls: starts.length ? 'mine' : '' });
}

function buildBlock(view, frame) {
  if (view.building === null) return null;
  const info = view.info[String(view.building)];
  const slots = info.recipes.map((r, i) => {
    const picks = view.picks[i] || [];
    const filled = picks.map((id) => (id < 0 ? starToken({ small: true }) : numberCard(id, { small: true })));
    const empty = Array.from({ length: r[1] - picks.length }, () => h('span', { class: 'rr-empty' }, '?'));
    const current = i === view.picks.length - 1;
    return h('div', { class: `rr-slotrow${current ? ' current' : ''}` }, h('span', { class: 'rr-rname' }, recipeText(r)), filled, empty);
  });
  const star = findAction(frame.legal, 'star');
  return block('Completing', [
    h('div', { class: 'rr-building' }, contractCard(info), h('div', { class: 'rr-slots' }, slots)),
    star ? h('div', { class: 'cg-buttons' }, actButton(frame, star, { key: 'star', cls: 'btn' })) : null,
    frame.legal.length && !frame.replay ? h('p', { class: 'hint' }, 'Click the next card of your hand for this recipe. Cards of the contract\'s suit become suit bonus points.') : null,
  ], { cls: 'mine' });
}

function youBlock(view, frame) {
  const me = frame.seat;
  const uses = actionsOf(frame.legal, 'use');
  const discards = actionsOf(frame.legal, 'discard');
  const placed = new Set(view.picks.flat());
  const hand = view.hand.map((id) => {
    const use = uses.find((a) => a.card === id);
    const drop = discards.find((a) => a.card === id);
    const face = numberCard(id, { cls: placed.has(id) ? 'placed' : '' });
    if (use) return actButton(frame, use, { key: `use:${id}`, cls: 'cg-cardbtn rr-btn', content: face });
    if (drop) return actButton(frame, drop, { key: `discard:${id}`, cls: 'cg-cardbtn rr-btn drop', content: face });
    return h('span', { class: 'rr-slot' }, face);
  });
  const score = view.scores[me];
  return block('Your hand', [
    h('div', { class: 'cg-status' },
      starToken({ used: view.star_used[me] }),
      h('span', {}, h('span', { class: 'muted' }, 'suit bonus '), h('strong', {}, String(view.bonus[me].length))),
      h('span', {}, h('span', { class: 'muted' }, 'points so far '), h('strong', {}, String(score.total)))),
    h('div', { class: 'cg-row rr-hand' }, hand.length ? hand : h('span', { class: 'muted' }, 'No cards')),
    discards.length && !frame.replay ? h('p', { class: 'hint' }, `You hold ${view.hand.length} cards: click one to discard (down to 10).`) : null,
  ], { cls: `rr-you${frame.legal.length ? ' mine' : ''}` });
}

function tableBlock(view, frame) {
  return block('Around the table', h('div', { class: 'cg-seats rr-seats' }, view.hand_sizes.map((n, seat) => {
    const score = view.scores[seat];
    return seatBox(frame, seat, {
      active: frame.waiting.includes(seat),
      badges: [seat === view.first ? ['first', ''] : null, view.turn === seat && view.phase !== 'over' ? ['to play', 'turn'] : null],
      kids: [
        h('div', { class: 'cg-facts' },
          h('span', {}, 'hand ', h('strong', {}, String(n))),
          h('span', {}, 'contracts ', h('strong', {}, `${view.done[seat].length}/${view.target}`)),
          h('span', {}, 'bonus ', h('strong', {}, String(view.bonus[seat].length))),
          h('span', {}, 'points ', h('strong', {}, String(score.total))),
          starToken({ used: view.star_used[seat], small: true })),
        view.known[seat].length && seat !== frame.seat ? h('div', { class: 'cg-row rr-mini' }, h('span', { class: 'muted small' }, 'seen: '),
          view.known[seat].map((id) => numberCard(id, { small: true }))) : null,
        view.done[seat].length ? h('div', { class: 'cg-row rr-mini' }, view.done[seat].map((cid) => contractCard(view.info[String(cid)], { small: true }))) : null,
      ],
    });
  })));
}

function resultBlock(view, frame) {
  if (view.phase !== 'over') return null;
  return block('Scores', h('div', { class: 'rr-scorewrap' }, h('table', { class: 'rr-scores' },
    h('thead', {}, h('tr', {}, [['', ''], ['contr.', 'contracts'], ['troph.', 'trophies'], ['bonus', 'suit bonus cards'], ['★', 'unused Star'], ['total', 'total']]
      .map(([t, title]) => h('th', { title }, t)))),
    h('tbody', {}, view.scores.map((s, seat) => h('tr', {}, h('td', { class: 'rr-sname' }, nameTag(frame.names, seat)),
      [s.contracts, s.trophies, s.bonus, s.star, s.total].map((v) => h('td', {}, String(v)))))))));
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('rr-root');
  return {
    update(frame) {
      const view = frame.view;
      root.replaceChildren(h('div', { class: 'cg rr' }, statusBlock(view, frame), resultBlock(view, frame), buildBlock(view, frame),
        marketBlock(view, frame), contractsBlock(view, frame), frame.seat === null ? null : youBlock(view, frame), tableBlock(view, frame)));
    },
    seatInfo(view, seat) {
      return [plural(view.hand_sizes[seat], 'card', 'cards'), `${view.done[seat].length} contracts`, `${view.scores[seat].total} pts`].join(' · ');
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('rr-style', '/games/romirami/ui.css');
