// Claim's renderer: the prize turned up (phase one), the trick in play, your hand grouped by faction
// (the cards you may play are buttons), your followers, both score piles and the race for each of the
// five factions. Play a card by clicking it. The view's keys are listed in games/claim/view.py.
import { actButton, actionsOf, block, cardFace, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plainNames, plural } from '/web/dom.js';

const FACTIONS = ['G', 'K', 'U', 'D', 'P'];
const NAMES = { G: 'Goblins', K: 'Knights', U: 'Undead', D: 'Dwarves', P: 'Doppelgängers' };
const ONE = { G: 'Goblin', K: 'Knight', U: 'Undead', D: 'Dwarf', P: 'Doppelgänger' };
const ICONS = { G: 'G', K: 'K', U: 'U', D: 'D', P: 'P' };
const POWERS = {
  G: 'no power', K: 'beat a led Goblin', U: 'phase one: played ones score for the winner',
  D: 'phase two: go to the loser', P: 'count as the lead faction',
};

function cardName(c) {
  return `${ONE[c[0]]} ${c[1]}`;
}

function card(c, { small = false } = {}) {
  return cardFace({ cls: `cl-card f-${c[0]}${small ? ' small' : ''}`, corner: small ? '' : ICONS[c[0]], center: c[1],
    foot: small ? '' : NAMES[c[0]], title: cardName(c) });
}

function back({ small = false } = {}) {
  return cardFace({ cls: `back${small ? ' small' : ''}`, title: 'A face-down card' });
}

function statusBlock(view, frame) {
  const over = view.phase === 'over';
  const what = over ? 'The game is over'
    : `${view.phase === 'one' ? 'Phase one' : 'Phase two'}: trick ${view.trick} of 13`;
  let line;
  if (over) line = null;
  else if (view.phase === 'one') line = 'The winner of the trick takes the card turned up; the loser takes the top card blind.';
  else line = 'The winner scores both cards; Dwarves go to the loser.';
  const turn = over ? null : h('p', { class: 'cl-line' }, nameTag(frame.names, view.turn), view.lead ? ' follows.' : ' leads.');
  return block(null, h('div', { class: 'cl-status' },
    view.phase === 'one' && view.prize ? h('div', { class: 'cl-prize' }, card(view.prize), h('span', { class: 'cl-note' }, 'up for grabs')) : null,
    h('div', {}, h('p', { class: 'cl-phase' }, what), line ? h('p', { class: 'cl-line muted' }, line) : null, turn,
      h('div', { class: 'cg-status' }, h('span', {}, h('span', { class: 'muted' }, 'Deck '), String(view.deck)),
        h('span', {}, h('span', { class: 'muted' }, 'Discarded '), String(view.discard.length))))), { label: 'The round' });
}

function trickBlock(view, frame) {
  const follower = 1 - view.leader;
  const slot = (seat, c, label) => h('div', { class: `cl-slot${!c && view.turn === seat ? ' next' : ''}`, dataset: { seat: String(seat) } },
    c ? card(c) : h('span', { class: 'cg-empty' }, view.turn === seat && view.phase !== 'over' ? 'to play' : ''),
    h('span', { class: 'cl-note' }, label), nameTag(frame.names, seat));
  const last = view.last;
  return block('The trick', [
    view.phase === 'over' ? null : h('div', { class: 'cl-trick' }, slot(view.leader, view.lead, 'leads'), slot(follower, null, 'follows')),
    view.lead ? h('p', { class: 'hint' }, view.lead[0] === 'P' ? 'A Doppelgänger was led: follow with a Doppelgänger if you can.'
      : `Follow with ${NAMES[view.lead[0]]} or a Doppelgänger if you can.`) : null,
    last ? h('div', { class: 'cl-last' }, h('span', { class: 'muted small' }, 'Last trick: '), card(last[1], { small: true }),
      card(last[2], { small: true }), h('span', { class: 'small' }, ' won by ', nameTag(frame.names, last[3]))) : null,
  ], { cls: 'cl-trickblock' });
}

function byFaction(cards) {
  return FACTIONS.map((f) => [f, cards.filter((c) => c[0] === f)]).filter(([, cs]) => cs.length);
}

function handBlock(view, frame) {
  const plays = actionsOf(frame.legal, 'play');
  const groups = byFaction(view.hand).map(([f, cs]) => h('div', { class: `cl-group f-${f}` }, cs.map((c, i) => {
    const play = plays.find((a) => a.card === c);
    return play ? actButton(frame, play, { key: `play:${c}:${i}`, cls: 'cg-cardbtn cl-play', content: card(c) })
      : h('span', { class: plays.length ? 'cl-unplayable' : '' }, card(c));
  })));
  const mine = plays.length > 0 && !frame.replay;
  const kids = [
    view.hand.length ? h('div', { class: 'cl-hand' }, groups) : h('p', { class: 'muted' }, 'No cards in your hand.'),
    mine ? h('p', { class: 'hint' }, plays.length === new Set(view.hand).size ? 'Click any card to play it.' : 'Highlighted cards may be played.') : null,
  ];
  if (view.phase === 'one') {
    kids.push(h('p', { class: 'cl-sub muted small' }, `Your followers (your hand in phase two): ${view.my_followers.length}`),
      h('div', { class: 'cg-row cl-mini' }, view.my_followers.length ? view.my_followers.map((c) => card(c, { small: true }))
        : h('span', { class: 'muted small' }, 'none yet')));
  }
  return block('Your hand', kids, { cls: `cl-you${mine ? ' mine' : ''}` });
}

function pile(cards) {
  if (!cards.length) return h('span', { class: 'muted small' }, 'empty');
  return h('div', { class: 'cg-row cl-mini' }, cards.map((c) => card(c, { small: true })));
}

function tableBlock(view, frame) {
  return block('Players', h('div', { class: 'cg-seats cl-seats' }, [0, 1].map((seat) => seatBox(frame, seat, {
    active: frame.waiting.includes(seat),
    badges: [view.turn === seat ? [view.lead ? 'to follow' : 'to lead', 'turn'] : null,
      view.won ? [plural(view.won[seat], 'faction'), view.won[seat] >= view.won[1 - seat] ? 'good' : ''] : null],
    kids: [
      h('div', { class: 'cg-facts' }, h('span', {}, h('strong', {}, plural(view.hand_sizes[seat], 'card')), ' in hand'),
        view.phase === 'one' ? h('span', {}, h('strong', {}, plural(view.follower_counts[seat], 'follower')), ' face down') : null),
      seat !== frame.seat && view.known[seat].length ? h('div', { class: 'cl-known' },
        h('span', { class: 'muted small' }, view.phase === 'one' ? 'Prizes among their followers: ' : 'Known in their hand: '),
        pile(view.known[seat])) : null,
      seat !== frame.seat && view.phase === 'one' && view.follower_counts[seat] > view.known[seat].length
        ? h('div', { class: 'cl-known' }, h('span', { class: 'muted small' }, 'Blind: '),
          h('div', { class: 'cg-row cl-mini' }, Array.from({ length: view.follower_counts[seat] - view.known[seat].length }, () => back({ small: true })))) : null,
      view.void[seat].length ? h('p', { class: 'cl-void small' }, 'Holds no ', view.void[seat].map((f) => NAMES[f]).join(' or '), ' (did not follow)') : null,
      h('div', { class: 'cl-score' }, h('span', { class: 'muted small' }, 'Score pile: '), pile(view.scores[seat])),
    ],
  }))));
}

function factionsBlock(view, frame) {
  const title = view.factions ? 'Factions won (✓)' : 'Factions in the score piles';
  const rows = FACTIONS.map((f, i) => {
    const [a, b] = view.standing[i];
    const winner = view.factions ? view.factions[f] : null;
    const decided = winner !== null && winner !== undefined;
    const cell = (seat, n, other) => h('td', { class: `${n > other ? 'ahead' : ''}${decided && winner === seat ? ' won' : ''}` },
      String(n), decided && winner === seat ? h('span', { class: 'cl-won', title: 'wins this faction' }, ' ✓') : null);
    return h('tr', {},
      h('th', { scope: 'row' }, h('span', { class: `cl-chip f-${f}` }, ICONS[f]), ` ${NAMES[f]}`,
        h('div', { class: 'muted small' }, view.factions && !decided ? 'unclaimed: a full tie' : POWERS[f])),
      cell(0, a, b), cell(1, b, a));
  });
  return block(title, h('table', { class: 'cl-factions' },
    h('thead', {}, h('tr', {}, h('th', {}, ''), [0, 1].map((seat) => h('th', { class: 'cl-who' }, plainNames(`{p${seat}}`, frame.names))))),
    h('tbody', {}, rows)), { cls: 'cl-factionblock' });
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('cl-root');
  return {
    update(frame) {
      const view = frame.view;
      root.replaceChildren(h('div', { class: 'cg cl' }, statusBlock(view, frame), trickBlock(view, frame),
        frame.seat === null ? null : handBlock(view, frame), factionsBlock(view, frame), tableBlock(view, frame)));
    },
    seatInfo(view, seat) {
      return [plural(view.hand_sizes[seat], 'card'), `${view.scores[seat].length} scored`].join(' · ');
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('cl-style', '/games/claim/ui.css');
