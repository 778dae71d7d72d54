// Skull's renderer: every player's mat (face-down stack, turned-up discs, which side is up), your own
// discs to place, the bid and the challenge. Click a disc of your hand to place it, a mat's top disc to
// flip it; bids go through a number picker. The view's shape is in games/skull/README.md and view.py.
import { actButton, actionsOf, block, findAction, NumberPicker, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plural, s, seatColor } from '/web/dom.js';

const DISCS_EACH = 4;

function flowerShape() {
  const petals = [0, 60, 120, 180, 240, 300].map((deg) => {
    const r = (deg * Math.PI) / 180;
    return s('circle', { cx: 20 + 6.2 * Math.cos(r), cy: 20 + 6.2 * Math.sin(r), r: 4.6, class: 'sk-petal' });
  });
  return [...petals, s('circle', { cx: 20, cy: 20, r: 3.8, class: 'sk-heart' })];
}

function skullShape() {
  return [
    s('path', { d: 'M20 9c-6 0-10 4-10 9.5 0 3.2 1.5 5.3 3.5 6.5v4.2h13v-4.2c2-1.2 3.5-3.3 3.5-6.5C30 13 26 9 20 9z', class: 'sk-bone' }),
    s('circle', { cx: 16.2, cy: 19, r: 2.6, class: 'sk-eye' }),
    s('circle', { cx: 23.8, cy: 19, r: 2.6, class: 'sk-eye' }),
    s('path', { d: 'M20 22.3l-1.5 2.6h3z', class: 'sk-eye' }),
    s('path', { d: 'M17 29.2v-2.4M20 29.2v-2.4M23 29.2v-2.4', class: 'sk-teeth' }),
  ];
}

/** One disc, as SVG: `kind` "flower", "skull", or null for a face-down disc; `known` marks your own face-down disc. */
function disc(kind, seat, { size = 38, known = null } = {}) {
  const kids = [s('circle', { cx: 20, cy: 20, r: 19, fill: seatColor(seat), class: 'sk-rim' })];
  if (kind) {
    kids.push(s('circle', { cx: 20, cy: 20, r: 15.5, class: 'sk-face' }), ...(kind === 'skull' ? skullShape() : flowerShape()));
  } else {
    kids.push(s('circle', { cx: 20, cy: 20, r: 15.5, class: 'sk-back' }));
    if (known) kids.push(s('g', { class: 'sk-known', transform: 'translate(8 8) scale(.6)' }, known === 'skull' ? skullShape() : flowerShape()));
  }
  const what = kind ? `a ${kind}` : known ? `your ${known}, face down` : 'a face-down disc';
  return s('svg', { viewBox: '0 0 40 40', width: size, height: size, class: `sk-disc ${kind || 'down'}`, role: 'img', 'aria-label': what }, kids);
}

function phaseLine(view, frame) {
  const who = (seat) => nameTag(frame.names, seat);
  switch (view.phase) {
    case 'opening': return ['Everyone places a first disc face down.'];
    case 'turn': return [who(view.current), ' adds a disc or starts the bidding.'];
    case 'bidding': return [who(view.current), ' raises the bid or passes.'];
    case 'challenge': return [who(view.challenger), ` must turn up ${plural(view.bid, 'flower')}: ${view.flips_left} more to go.`];
    case 'discard': return [who(view.current), ' flipped their own skull and discards a disc.'];
    case 'choose_start': return [who(view.current), ' is out and chooses who starts the next round.'];
    case 'over': return view.winner === null ? ['The game is over.'] : [who(view.winner), ' wins the game!'];
    default: return [view.phase];
  }
}

function statusBlock(view, frame) {
  const bid = view.bid === null ? null : h('span', { class: 'sk-bid' },
    h('span', { class: 'muted' }, 'Bid '), h('span', { class: 'big' }, String(view.bid)), ' by ', nameTag(frame.names, view.bidder));
  return block(null, [
    h('p', { class: 'sk-phase' }, phaseLine(view, frame)),
    h('div', { class: 'cg-status' }, h('span', {}, h('span', { class: 'muted' }, 'Round '), String(view.round)), bid,
      h('span', {}, h('span', { class: 'muted' }, 'On the mats '), String(view.discs_on_mats))),
  ], { cls: 'sk-statusbar', label: 'The round' });
}

function badgesOf(p, view) {
  return [
    p.eliminated ? ['out', 'warn'] : null,
    p.placed === true ? ['placed', 'good'] : null,
    view.phase === 'opening' && p.placed === false && !p.eliminated ? ['placing…', ''] : null,
    p.passed ? ['passed', ''] : null,
    view.bidder === p.seat && view.phase === 'bidding' ? [`bid ${view.bid}`, 'turn'] : null,
    view.challenger === p.seat ? ['challenger', 'turn'] : null,
  ];
}

/** A player's mat: the side that is up, the face-down stack (its top disc clickable to flip), the turned-up discs. */
function mat(p, view, frame) {
  const mine = view.you && view.you.seat === p.seat ? view.you.mat : null;
  const down = p.mat.filter((d) => d === null).length;
  const up = p.mat.slice(down);
  const flip = findAction(frame.legal, 'flip', (a) => a.seat === p.seat);
  const stack = [];
  for (let i = 0; i < down; i += 1) {
    const face = disc(null, p.seat, { known: mine ? mine[i] : null });
    if (flip && i === down - 1) {
      stack.push(actButton(frame, flip, { key: `flip:${p.seat}`, cls: 'sk-discbtn flip', content: [face, h('span', { class: 'sk-hint', 'aria-hidden': 'true' }, 'flip')] }));
    } else stack.push(h('span', { class: 'sk-slot' }, face));
  }
  return h('div', { class: `sk-mat ${p.mat_side}`, title: p.mat_side === 'flower' ? 'Flower side up: one challenge won' : 'Skull side up' },
    h('span', { class: 'sk-side', 'aria-hidden': 'true' }, s('svg', { viewBox: '0 0 40 40', width: 30, height: 30 }, p.mat_side === 'flower' ? flowerShape() : skullShape())),
    h('div', { class: 'sk-stack', 'aria-label': `${plural(down, 'disc')} face down` }, down ? stack : h('span', { class: 'muted small' }, p.eliminated || up.length ? '' : 'empty')),
    up.length ? h('div', { class: 'sk-up', 'aria-label': 'Turned up' }, up.map((k) => disc(k, p.seat, { size: 32 }))) : null);
}

function matsBlock(view, frame) {
  const active = new Set(frame.waiting);
  return block('Mats', h('div', { class: 'cg-seats sk-seats' }, view.players.map((p) => seatBox(frame, p.seat, {
    active: active.has(p.seat), cls: p.eliminated ? 'sk-out' : '', badges: badgesOf(p, view),
    kids: [mat(p, view, frame), h('div', { class: 'cg-facts' },
      h('span', {}, 'hand ', h('strong', {}, String(p.hand))),
      h('span', {}, 'lost ', h('strong', {}, String(DISCS_EACH - p.discs))),
      h('span', {}, 'wins ', h('strong', {}, `${p.successes}/2`)),
      h('span', { title: 'What the table knows about their skull' }, 'skull ', h('strong', {}, p.skull === 'unknown' ? '?' : p.skull)))],
  }))), { cls: 'sk-mats' });
}

/** Your discs in hand, each kind clickable when you may place (or discard) it, and the discs you lost. */
function handBlock(view, frame, picker) {
  const you = view.you;
  const row = [];
  for (const kind of ['flower', 'skull']) {
    const count = you.hand[kind];
    if (!count) continue;
    const act = findAction(frame.legal, 'place', (a) => a.disc === kind) || findAction(frame.legal, 'discard', (a) => a.disc === kind);
    const face = [disc(kind, you.seat, { size: 46 }), h('span', { class: 'sk-count' }, `× ${count}`)];
    row.push(act
      ? actButton(frame, act, { key: `${act.type}:${kind}`, cls: 'sk-discbtn hand', content: [...face, h('span', { class: 'sk-hint', 'aria-hidden': 'true' }, act.type === 'place' ? 'place' : 'discard')] })
      : h('span', { class: 'sk-handdisc' }, face));
  }
  const lost = ['flower', 'skull'].flatMap((k) => Array.from({ length: you.lost[k] }, () => disc(k, you.seat, { size: 26 })));
  const onMat = actionsOf(frame.legal, 'discard').filter((a) => !you.hand[a.disc]);
  const bids = actionsOf(frame.legal, 'bid');
  const pass = findAction(frame.legal, 'pass');
  const starts = actionsOf(frame.legal, 'start');
  const mineNow = frame.legal.length > 0 && !frame.replay;
  return block('Your discs', [
    h('div', { class: 'cg-row sk-hand' }, row.length ? row : h('span', { class: 'muted' }, 'No discs in your hand'),
      lost.length ? h('span', { class: 'sk-lost', title: 'Discs you lost' }, h('span', { class: 'muted small' }, 'lost'), lost) : null),
    onMat.length ? h('div', { class: 'cg-buttons' }, onMat.map((a) => actButton(frame, a, { key: `discard:${a.disc}` }))) : null,
    bids.length && !frame.replay ? h('div', { class: 'sk-bidding' },
      h('p', { class: 'hint' }, view.bid === null ? 'Start the bidding: how many flowers will you turn up?' : `Raise the bid (now ${view.bid}, at most ${view.discs_on_mats}):`),
      picker.render(frame, bids)) : null,
    pass || starts.length ? h('div', { class: 'cg-buttons' }, actButton(frame, pass, { key: 'pass' }),
      starts.map((a) => actButton(frame, a, { key: `start:${a.seat}` }))) : null,
  ], { cls: `sk-you${mineNow ? ' mine' : ''}` });
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('sk-root');
  const picker = new NumberPicker('count', { key: 'bid' });
  return {
    update(frame) {
      const view = frame.view;
      root.replaceChildren(h('div', { class: 'cg sk' }, statusBlock(view, frame),
        view.you ? handBlock(view, frame, picker) : null, matsBlock(view, frame)));
    },
    seatInfo(view, seat) {
      const p = view.players[seat];
      if (p.eliminated) return 'out of the game';
      return [plural(p.discs, 'disc'), plural(p.successes, 'win'), p.passed ? 'passed' : null].filter(Boolean).join(' · ');
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('sk-style', '/games/skull/ui.css');
