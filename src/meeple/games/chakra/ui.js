// Chakra's renderer: the lotus board (plenitude tokens, the three maya flows, the bag) and each player's
// board (the Bhagya bubbles, seven chakras from purple down to red, the earth, the notches, the eight
// inspiration spaces and the meditation tokens). A receive is: click a flow, click its energies one by
// one, then click where they go (an empty place of the bubbles or of a chakra). A channel: click a space,
// then for each move click a glowing energy, then an empty place of a chakra it may go to (or the earth). Meditate: the button,
// then a face-down plenitude token. The view's shape is in view.py.
import { actButton, actionsOf, block, findAction, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plural } from '/web/dom.js';

const KEYS = ['purple', 'darkblue', 'lightblue', 'green', 'yellow', 'orange', 'red', 'black', 'white'];
const NAMES = ['purple', 'dark blue', 'light blue', 'green', 'yellow', 'orange', 'red', 'black', 'white'];
const BUBBLES = -1;
const EARTH = 7;
const SPACES = [
  '3 energies ↓1', '1 energy ↓2 + another ↓1', '1 energy ↓3', '1 energy ↑2',
  '2 energies ↑1', '1 energy ↓1 + another ↑1', '1 energy ↑ or ↓ 1', 'discard an alleviated energy, draw one',
];

function gem(colour, { cls = '', title = null } = {}) {
  return h('span', { class: `ck-gem ck-${KEYS[colour]} ${cls}`, title: title || NAMES[colour], role: 'img',
    'aria-label': `${NAMES[colour]} energy` });
}

function emptySlot() {
  return h('span', { class: 'ck-gem ck-slot', 'aria-hidden': 'true' });
}

function where(pos) {
  if (pos === BUBBLES) return 'the bubbles';
  if (pos === EARTH) return 'the earth';
  return `the ${NAMES[pos]} chakra`;
}

function stepText(view, frame) {
  const mine = frame.seat === view.turn && !frame.replay;
  if (view.phase === 'over') return 'The game is over: the plenitude tokens are revealed.';
  if (!mine) return null;
  if (view.phase === 'turn') return 'Receive energies (click a flow), channel energy (click one of your inspiration spaces) or meditate.';
  if (view.phase === 'take') {
    return view.chosen.length
      ? `Take another energy of flow ${view.flow + 1}, or click where the energies go: a glowing empty place of the bubbles or of a chakra.`
      : `Click the energies of flow ${view.flow + 1} you take, one by one (different colours; black must come).`;
  }
  if (view.phase === 'move') return 'Click a glowing energy of your board, then a glowing empty place (or the earth) it may go to.';
  return 'Click a face-down plenitude token: you take that meditation token and secretly look at it.';
}

function statusBlock(view, frame) {
  const mine = frame.seat === view.turn && !frame.replay && view.phase !== 'over';
  const text = stepText(view, frame);
  return block(null, [
    h('p', { class: 'ck-line' }, mine ? h('strong', {}, 'Your turn. ') : view.phase === 'over' ? null
      : [nameTag(frame.names, view.turn), ' is playing. '], text || ''),
    h('p', { class: 'muted small ck-line' }, `Round ${view.round}. `,
      view.ending ? h('strong', {}, 'Someone has 5 harmonized chakras: this is the last round. ') : 'The game ends with the round in which someone has 5 harmonized chakras.'),
  ], { label: 'The turn', cls: mine ? 'mine' : '' });
}

/** The karma spaces: each chakra colour's plenitude token, face down unless you have looked at it. */
function karma(view, frame) {
  const looks = actionsOf(frame.legal, 'look');
  return h('div', { class: 'ck-karma' }, view.plenitude.map((value, k) => {
    const face = h('span', { class: `ck-token ck-${KEYS[k]}${value === null ? ' down' : ''}` }, value === null ? '?' : String(value));
    const look = looks.find((a) => a.colour === k);
    const kid = look ? actButton(frame, look, { key: `look:${k}`, cls: 'ck-tokenbtn ck-look', content: face }) : face;
    return h('span', { class: 'ck-karmaspot', title: `${NAMES[k]} plenitude token` }, kid, h('span', { class: 'ck-note' }, NAMES[k]));
  }));
}

function flowColumn(view, frame, f) {
  const start = findAction(frame.legal, 'flow', (a) => a.flow === f);
  const takes = view.flow === f ? actionsOf(frame.legal, 'take') : [];
  const chosen = view.flow === f ? [...view.chosen] : [];
  const gems = view.flows[f].map((c, i) => {
    if (c < 0) return emptySlot();
    const picked = chosen.indexOf(c);
    if (picked >= 0) {
      chosen.splice(picked, 1);
      return gem(c, { cls: 'ck-chosen', title: `${NAMES[c]} (taken)` });
    }
    const take = takes.find((a) => a.colour === c);
    if (take) {
      takes.splice(takes.indexOf(take), 1);
      return actButton(frame, take, { key: `take:${f}:${i}`, cls: 'ck-gembtn ck-take', content: gem(c) });
    }
    return gem(c);
  });
  const column = h('span', { class: `ck-flow${view.flow === f ? ' active' : ''}` }, h('span', { class: 'ck-note' }, `flow ${f + 1}`), gems);
  return start ? actButton(frame, start, { key: `flow:${f}`, cls: 'ck-flowbtn', content: column }) : column;
}

function lotusBlock(view, frame) {
  const bag = view.bag.map((n, c) => (n ? h('span', { class: 'ck-bagitem' }, gem(c, { cls: 'small' }), String(n)) : null));
  return block('The lotus board', [
    karma(view, frame),
    h('div', { class: 'ck-flows' }, [0, 1, 2].map((f) => flowColumn(view, frame, f))),
    h('div', { class: 'ck-bag' }, h('span', { class: 'muted small' }, 'In the bag: '), bag),
  ], { cls: 'ck-lotus' });
}

function moveSources(frame) {
  const out = new Map();
  for (const a of actionsOf(frame.legal, 'move')) {
    const key = `${a.from}:${a.colour}`;
    if (!out.has(key)) out.set(key, []);
    out.get(key).push(a);
  }
  return out;
}

function energyRow(frame, energies, pos, sources, ui) {
  return energies.map((c, i) => {
    const key = `${pos}:${c}`;
    const moves = sources ? sources.get(key) : null;
    if (!moves || frame.replay) return gem(c);
    const selected = ui.picked === key;
    return h('button', { type: 'button', class: `ck-gembtn ck-source${selected ? ' selected' : ''}`,
      dataset: { key: `src:${pos}:${c}:${i}`, source: key }, 'aria-pressed': selected ? 'true' : 'false',
      'aria-label': `Move the ${NAMES[c]} energy on ${where(pos)}`,
      onclick: () => { ui.picked = selected ? null : key; ui.draw(); } }, gem(c));
  });
}

/** The move of the picked energy to `pos`, or null. */
function targetMove(sources, pos, ui) {
  if (!sources || !ui.picked || !sources.has(ui.picked)) return null;
  return sources.get(ui.picked).find((a) => a.to === pos) || null;
}

/**
 * A row's three places: its energies (`extra`, drawn), then empty places; when `action` sends energies
 * to the row (the energies taken, or the energy picked), each empty place is a button playing it.
 */
function slots(frame, energies, extra, action = null, key = '') {
  const out = [...extra];
  for (let i = energies.length; i < 3; i += 1) {
    out.push(action ? actButton(frame, action, { key: `${key}:${i}`, cls: `ck-gembtn ck-slotbtn ${action.type === 'move' ? 'ck-target' : 'ck-place'}`,
      content: h('span', { class: 'ck-gem ck-slot open' }) }) : emptySlot());
  }
  return out;
}

/** A text button for a row's action when the row has no empty place to click (three energies in it). */
function fullRowButton(frame, energies, action, key) {
  if (!action || energies.length < 3) return null;
  return actButton(frame, action, { key, cls: `btn btn-primary ${action.type === 'move' ? 'ck-target' : 'ck-place'}`,
    content: action.type === 'move' ? 'Move here' : 'Place here' });
}

/** One player's board, top (bubbles) to bottom (earth); `mine` adds the buttons. */
function playerBoard(view, frame, seat, ui) {
  const b = view.boards[seat];
  const mine = seat === frame.seat && !frame.replay;
  const sources = mine && view.phase === 'move' ? moveSources(frame) : null;
  const bubbles = mine ? findAction(frame.legal, 'bubbles') : null;
  const rows = [];
  rows.push(h('div', { class: 'ck-row ck-bubbles' },
    h('span', { class: 'ck-label' }, 'bubbles'),
    h('span', { class: 'ck-slots' }, slots(frame, b.bubbles, energyRow(frame, b.bubbles, BUBBLES, sources, ui), bubbles, 'bubbles')),
    h('span', { class: 'ck-acts' }, fullRowButton(frame, b.bubbles, bubbles, 'bubbles'))));
  for (let k = 0; k < 7; k += 1) {
    const energies = b.chakras[k];
    const place = mine ? findAction(frame.legal, 'place', (a) => a.chakra === k) : null;
    const target = mine ? targetMove(sources, k, ui) : null;
    const value = view.plenitude[k];
    rows.push(h('div', { class: `ck-row ck-chakra${b.harmonized[k] ? ' harmonized' : ''}${b.passable[k] && !b.harmonized[k] ? ' passable' : ''}${target ? ' target' : ''}`, dataset: { chakra: String(k) } },
      h('span', { class: `ck-label ck-disc ck-${KEYS[k]}` }, NAMES[k], b.meditation.includes(k) ? h('span', { class: 'ck-med', title: 'meditation token' }, ' ◉') : null,
        value !== null && b.harmonized[k] ? h('span', { class: 'ck-val' }, ` ${value}`) : null),
      h('span', { class: `ck-notch${b.notches[k] ? ' used' : ''}`, title: b.notches[k] ? 'inspiration token in the notch' : 'free notch' }),
      h('span', { class: 'ck-slots' }, slots(frame, energies, energyRow(frame, energies, k, sources, ui), place || target, place ? `place:${k}` : `to:${k}`)),
      h('span', { class: 'ck-acts' },
        b.harmonized[k] ? h('span', { class: 'ck-tag' }, 'harmonized') : b.passable[k] ? h('span', { class: 'ck-tag' }, 'temporary') : null,
        fullRowButton(frame, energies, place || target, place ? `place:${k}` : `to:${k}`))));
  }
  const earthTarget = mine ? targetMove(sources, EARTH, ui) : null;
  const earth = [b.earth ? [gem(7, { cls: 'small' }), ` × ${b.earth} alleviated`] : h('span', { class: 'muted small' }, 'no alleviated energy'),
    b.earth_white ? [' · ', gem(8, { cls: 'small' }), ` × ${b.earth_white}`] : null];
  rows.push(h('div', { class: `ck-row ck-earth${earthTarget ? ' target' : ''}` },
    h('span', { class: 'ck-label' }, 'earth'),
    earthTarget ? actButton(frame, earthTarget, { key: `to:${EARTH}`, cls: 'ck-slots ck-earthgems ck-earthbtn ck-target', content: [earth, h('span', { class: 'ck-slot-do' }, 'move here')] })
      : h('span', { class: 'ck-slots ck-earthgems' }, earth)));
  return h('div', { class: 'ck-board' }, rows);
}

function spacesRow(view, frame, seat) {
  const b = view.boards[seat];
  const mine = seat === frame.seat && !frame.replay;
  return h('div', { class: 'ck-spaces' }, SPACES.map((text, i) => {
    const act = mine ? findAction(frame.legal, 'channel', (a) => a.space === i) : null;
    const face = h('span', { class: `ck-space${b.spaces[i] ? ' used' : ''}` }, b.spaces[i] ? h('span', { class: 'ck-itoken', 'aria-label': 'token' }) : null, text);
    return act ? actButton(frame, act, { key: `channel:${i}`, cls: 'ck-spacebtn', content: face }) : face;
  }));
}

function facts(view, seat) {
  const b = view.boards[seat];
  const score = b.score;
  return h('div', { class: 'cg-facts' },
    h('span', {}, 'harmonized ', h('strong', {}, String(b.count))),
    h('span', {}, 'tokens in hand ', h('strong', {}, String(b.reserve))),
    h('span', {}, 'chain from red ', h('strong', {}, String(score.chain))),
    view.yinyang ? h('span', {}, 'yin-yang halves ', h('strong', {}, String(b.halves))) : null,
    h('span', {}, 'points ', h('strong', {}, score.total === null ? `${score.known}+?` : String(score.total))));
}

function youBlock(view, frame, ui) {
  const me = frame.seat;
  const meditate = findAction(frame.legal, 'meditate');
  const mine = frame.legal.length > 0 && !frame.replay;
  return block('Your board', [
    facts(view, me),
    h('div', { class: 'ck-you' }, playerBoard(view, frame, me, ui),
      h('div', { class: 'ck-side' },
        h('h4', { class: 'ck-subtitle' }, 'Inspiration spaces (channel energy)'),
        spacesRow(view, frame, me),
        meditate ? h('div', { class: 'cg-buttons' }, actButton(frame, meditate, { key: 'meditate', cls: 'btn ck-meditate', content: 'Meditate: take back your space tokens' })) : null,
        h('p', { class: 'muted small' }, 'Your meditation tokens: ', view.boards[me].meditation.map((k) => `${NAMES[k]} (${view.plenitude[k]})`).join(', ')))),
  ], { cls: `ck-youblock${mine ? ' mine' : ''}` });
}

function othersBlock(view, frame, ui) {
  const seats = view.boards.map((_, s) => s).filter((s) => s !== frame.seat);
  return block(frame.seat === null ? 'The players' : 'The others', h('div', { class: 'cg-seats ck-seats' }, seats.map((seat) => seatBox(frame, seat, {
    active: frame.waiting.includes(seat),
    badges: [view.turn === seat && view.phase !== 'over' ? ['to play', 'turn'] : null],
    kids: [facts(view, seat), playerBoard(view, frame, seat, ui), spacesRow(view, frame, seat),
      h('p', { class: 'muted small' }, 'Looked at: ', view.boards[seat].meditation.map((k) => NAMES[k]).join(', '))],
  }))));
}

function objectivesBlock(view, frame) {
  if (!view.objectives.length) return null;
  return block('Objectives', h('ul', { class: 'ck-goals' }, view.objectives.map((g) => h('li', {},
    h('strong', {}, g.name), `: ${g.text}. `,
    g.bonuses.map((points, i) => h('span', { class: `ck-bonus${g.claims[i] !== undefined ? ' taken' : ''}` },
      `${points} pts`, g.claims[i] !== undefined ? [' – ', nameTag(frame.names, g.claims[i])] : ' – open'))))));
}

function scoresBlock(view, frame) {
  if (view.phase !== 'over') return null;
  const rows = view.boards.map((b, seat) => h('tr', {},
    h('th', {}, nameTag(frame.names, seat)), h('td', {}, String(b.score.harmony)), h('td', {}, String(b.score.alleviated)),
    h('td', {}, String(b.score.chain_bonus)), view.yinyang ? h('td', {}, String(b.score.yin_yang)) : null,
    view.objectives.length ? h('td', {}, String(b.score.objectives)) : null, h('td', {}, h('strong', {}, String(b.score.total)))));
  return block('Final scores', h('table', { class: 'ck-scores' },
    h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, 'chakras'), h('th', {}, 'alleviated'), h('th', {}, 'chain'),
      view.yinyang ? h('th', {}, 'yin-yang') : null, view.objectives.length ? h('th', {}, 'objectives') : null, h('th', {}, 'total'))),
    h('tbody', {}, rows)));
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('ck-root');
  // `picked`: the energy chosen as the source of a move, kept until the next state
  const ui = { frame: null, signature: '', picked: null, draw: null };
  ui.draw = () => {
    const frame = ui.frame;
    const view = frame.view;
    const signature = `${frame.v}:${view.phase}`;
    if (signature !== ui.signature) { ui.picked = null; ui.signature = signature; }
    if (view.phase === 'move' && !ui.picked) {
      const sources = moveSources(frame);
      if (sources.size === 1) ui.picked = [...sources.keys()][0];
    }
    root.replaceChildren(h('div', { class: 'cg ck' }, statusBlock(view, frame), scoresBlock(view, frame), lotusBlock(view, frame),
      frame.seat === null ? null : youBlock(view, frame, ui), objectivesBlock(view, frame), othersBlock(view, frame, ui)));
  };
  return {
    update(frame) {
      ui.frame = frame;
      ui.draw();
    },
    seatInfo(view, seat) {
      const b = view.boards[seat];
      return `${plural(b.count, 'harmonized chakra')} · ${b.earth} alleviated`;
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('ck-style', '/games/chakra/ui.css');
