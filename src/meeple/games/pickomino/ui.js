// Pickomino's renderer: the grill of worm tiles, the dice of the turn, each player's stack.
// Click a die face to keep it, the highlighted tile to take or steal it, and Roll to roll.
// The view's shape is documented in games/pickomino/README.md ("View").
import { h, nameTag, plainNames, plural, s } from '/web/dom.js';

const WORM = 6;
const PIPS = {
  1: [[50, 50]], 2: [[28, 28], [72, 72]], 3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]], 5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
};
const FACE_WORDS = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'worm' };

/** A worm drawn in a 100×60 box. */
function wormShape() {
  return [
    s('path', { d: 'M10 42 C 22 12, 36 12, 46 32 S 68 52, 80 26', fill: 'none', stroke: '#e8590c', 'stroke-width': 17, 'stroke-linecap': 'round' }),
    s('circle', { cx: 82, cy: 22, r: 13, fill: '#e8590c' }),
    s('circle', { cx: 86, cy: 18, r: 4.5, fill: '#fff' }),
    s('circle', { cx: 87, cy: 18, r: 2, fill: '#3a1a05' }),
  ];
}

function wormIcon(size = 22) {
  return s('svg', { viewBox: '0 0 100 60', width: size, height: Math.round(size * 0.6), class: 'pk-worm', 'aria-hidden': 'true' }, wormShape());
}

/** One die showing `face` (6 = the worm), as SVG. */
function die(face, size = 44) {
  const kids = [s('rect', { x: 3, y: 3, width: 94, height: 94, rx: 20, class: 'pk-die-body' })];
  if (face === WORM) kids.push(s('g', { transform: 'translate(5 26) scale(.9)' }, wormShape()));
  else for (const [cx, cy] of PIPS[face]) kids.push(s('circle', { cx, cy, r: 9, class: 'pk-pip' }));
  return s('svg', { viewBox: '0 0 100 100', width: size, height: size, class: `pk-die face-${face}`, 'aria-hidden': 'true' }, kids);
}

function faceName(face, count) {
  if (face === WORM) return count === 1 ? 'worm' : 'worms';
  return count === 1 ? FACE_WORDS[face] : `${face}s`;
}

/** A tile: its number on top, its worms below. */
function tile(t, { faceUp = true, small = false } = {}) {
  if (!faceUp) return h('span', { class: 'pk-tile down', title: `Tile ${t.tile} is turned over` }, h('span', { class: 'sr' }, `tile ${t.tile}, turned over`));
  return h('span', { class: `pk-tile${small ? ' small' : ''} w${t.worms}` },
    h('span', { class: 'pk-num' }, String(t.tile)),
    h('span', { class: 'pk-worms', 'aria-label': plural(t.worms, 'worm') }, Array.from({ length: t.worms }, () => wormIcon(small ? 16 : 20))));
}

const WORMS_OF = (n) => (n <= 24 ? 1 : n <= 28 ? 2 : n <= 32 ? 3 : 4);

function find(legal, type, test = () => true) {
  return legal.find((a) => a.type === type && test(a)) || null;
}

function labelOf(frame, action, fallback) {
  const i = frame.legal.indexOf(action);
  const label = frame.labels && i >= 0 ? frame.labels[i] : null;
  return label ? plainNames(label, frame.names) : fallback;
}

function grill(view, frame) {
  const take = find(frame.legal, 'take');
  const tiles = view.grill.map((t) => {
    const face = tile(t, { faceUp: t.face_up });
    if (take && take.tile === t.tile) {
      return h('li', {}, h('button', { type: 'button', class: 'pk-tile-btn claim', dataset: { key: `take:${t.tile}`, tile: t.tile },
        'aria-label': labelOf(frame, take, `Take tile ${t.tile}`), onclick: () => frame.act(take) }, face));
    }
    const target = view.can_take && view.can_take.from === null && view.can_take.tile === t.tile;
    return h('li', { class: target ? 'pk-target' : '' }, face);
  });
  return h('section', { class: 'pk-grill', 'aria-label': 'The grill' },
    h('h3', { class: 'pk-title' }, 'Grill'), h('ul', { class: 'pk-tiles' }, tiles));
}

function diceRow(faces, frame, keepable) {
  const groups = new Map();
  for (const f of [...faces].sort((a, b) => a - b)) groups.set(f, (groups.get(f) || 0) + 1);
  return [...groups].map(([face, count]) => {
    const dice = Array.from({ length: count }, () => die(face));
    const keep = keepable ? find(frame.legal, 'keep', (a) => a.face === face) : null;
    if (!keep) {
      return h('span', { class: `pk-group${keepable ? ' blocked' : ''}`, title: keepable ? `Already kept ${faceName(face, 2)}` : '' },
        dice, h('span', { class: 'sr' }, `${count} × ${faceName(face, count)}`));
    }
    return h('button', { type: 'button', class: 'pk-group keep', dataset: { key: `keep:${face}`, face },
      'aria-label': labelOf(frame, keep, `Keep the ${faceName(face, count)}`), onclick: () => frame.act(keep) }, dice,
    h('span', { class: 'pk-keep-hint', 'aria-hidden': 'true' }, `keep ${count}`));
  });
}

function turnPanel(view, frame) {
  const mover = view.turn;
  const roll = find(frame.legal, 'roll');
  const claim = find(frame.legal, 'take') || find(frame.legal, 'steal');
  const mine = frame.seat === mover && frame.legal.length > 0;
  const status = [
    h('span', { class: 'pk-score' }, h('span', { class: 'pk-score-num' }, String(view.score)), ' points'),
    h('span', { class: `pk-wormflag${view.worm_kept ? ' on' : ''}` }, wormIcon(20), view.worm_kept ? 'worm kept' : 'no worm yet'),
    h('span', { class: 'muted' }, `${plural(view.dice_left, 'die', 'dice')} left`),
  ];
  const buttons = [];
  if (roll) {
    buttons.push(h('button', { type: 'button', class: 'btn btn-primary pk-roll', id: 'pk-roll', dataset: { key: 'roll' },
      onclick: () => frame.act(roll) }, view.kept.length ? `Roll ${plural(view.dice_left, 'die', 'dice')}` : 'Roll the dice'));
  }
  if (claim) {
    const text = claim.type === 'take' ? `Take tile ${claim.tile}` : `Steal tile ${claim.tile} from ${frame.names[claim.from]}`;
    buttons.push(h('button', { type: 'button', class: 'btn pk-claim', id: 'pk-claim', dataset: { key: `claim:${claim.tile}`, tile: claim.tile },
      onclick: () => frame.act(claim) }, labelOf(frame, claim, text).replace(/^./, (c) => c.toUpperCase())));
  }
  const keepHint = frame.legal.some((a) => a.type === 'keep') ? h('p', { class: 'hint' }, 'Click a face to keep all its dice.') : null;
  return h('section', { class: `pk-turn${mine ? ' mine' : ''}`, 'aria-label': 'This turn' },
    h('div', { class: 'pk-turn-head' }, h('h3', { class: 'pk-title' }, mine ? 'Your roll' : [nameTag(frame.names, mover), '’s roll']), h('div', { class: 'pk-status' }, status)),
    h('div', { class: 'pk-dice-area' },
      h('div', { class: 'pk-dice-block' }, h('span', { class: 'pk-label' }, 'Rolled'),
        h('div', { class: 'pk-dice' }, view.roll.length ? diceRow(view.roll, frame, mine) : h('span', { class: 'muted' }, 'No dice on the table'))),
      h('div', { class: 'pk-dice-block' }, h('span', { class: 'pk-label' }, 'Kept'),
        h('div', { class: 'pk-dice kept' }, view.kept.length ? diceRow(view.kept, frame, false) : h('span', { class: 'muted' }, 'Nothing kept yet')))),
    keepHint, buttons.length ? h('div', { class: 'pk-buttons' }, buttons) : null);
}

function stacks(view, frame) {
  const steal = find(frame.legal, 'steal');
  return h('section', { class: 'pk-stacks', 'aria-label': 'Players’ stacks' }, view.stacks.map((stack, seat) => {
    const top = stack.length ? stack[stack.length - 1] : null;
    let shown = top === null ? h('span', { class: 'pk-tile empty' }, h('span', { class: 'sr' }, 'no tiles')) : tile({ tile: top, worms: WORMS_OF(top) });
    if (steal && steal.from === seat && top === steal.tile) {
      shown = h('button', { type: 'button', class: 'pk-tile-btn claim', dataset: { key: `steal:${top}`, tile: top },
        'aria-label': labelOf(frame, steal, `Steal tile ${top}`), onclick: () => frame.act(steal) }, shown);
    }
    return h('div', { class: `pk-stack${seat === view.turn && view.phase !== 'over' ? ' active' : ''}`, dataset: { seat } },
      h('div', { class: 'pk-stack-head' }, nameTag(frame.names, seat)),
      h('div', { class: 'pk-stack-body' }, h('span', { class: 'pk-pile', style: { '--depth': Math.min(stack.length, 6) } }, shown),
        h('span', { class: 'pk-stack-facts' }, h('strong', {}, plural(view.worms[seat], 'worm')), h('span', { class: 'muted' }, plural(stack.length, 'tile')))));
  }));
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('pk-root');
  return {
    update(frame) {
      const view = frame.view;
      const over = view.phase === 'over';
      root.replaceChildren(h('div', { class: 'pk' }, over ? null : turnPanel(view, frame), grill(view, frame), stacks(view, frame)));
    },
    seatInfo(view, seat) {
      const stack = view.stacks[seat];
      return `${plural(view.worms[seat], 'worm')} · ${stack.length ? `top tile ${stack[stack.length - 1]}` : 'no tiles'}`;
    },
  };
}

if (!document.getElementById('pk-style')) {
  document.head.append(h('link', { id: 'pk-style', rel: 'stylesheet', href: '/games/pickomino/ui.css' }));
}
