// Alchemists' renderer: the order track, the action board (declare by clicking a space), the ingredient
// market, the adventurer, the artifacts, the theory board (publish, endorse, debunk, revise by clicking it), your
// hand (transmute by clicking a card, mix by clicking two), your deduction grid (computed by the server from
// what you alone know) and the other players. Every click plays one legal action as the server sent it, or,
// for a mix or a demonstration, picks the first of two ingredients; a sale is a potion the adventurer
// wants, then the guarantee; a theory's seal is clicked under the theory board. The view's shape is in
// view.py.
import { actButton, actionsOf, block, findAction, labelOf, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plural, seatColor } from '/web/dom.js';

const INGREDIENTS = ['mushroom', 'fern', 'toad', 'claw', 'flower', 'root', 'scorpion', 'feather'];
const ICON = ['Mu', 'Fe', 'To', 'Cl', 'Fl', 'Ro', 'Sc', 'Fa'];
const ALCH = [[[-1, 0], [1, 0], [-1, 1]], [[1, 0], [-1, 0], [1, 1]], [[1, 0], [-1, 1], [-1, 0]],
  [[-1, 0], [1, 1], [1, 0]], [[-1, 1], [-1, 0], [1, 0]], [[1, 1], [1, 0], [-1, 0]], [[-1, 1], [-1, 1], [-1, 1]],
  [[1, 1], [1, 1], [1, 1]]];
const POTIONS = ['red+', 'red−', 'green+', 'green−', 'blue+', 'blue−', 'neutral'];
const COLOURS = ['red', 'green', 'blue'];
const QUALITY = { 4: 'exact', 3: 'right sign', 2: 'neutral', 1: 'wrong sign' };
const SPACE_WORDS = { gather: 'Gather ingredient', transmute: 'Transmute', custodian: 'Custodian drink',
  sell: 'Sell potion (2 cubes)', artifact: 'Buy artifact', debunk: 'Debunk theory', publish: 'Publish theory',
  student: 'Test on student', drink: 'Drink potion', exhibit: 'Exhibition' };
const STAGE_WORDS = { gather: 'Take an ingredient: click a market card or the deck.',
  transmute: 'Transmute: click an ingredient in your hand.', refund: 'Offer a refund for your place in the selling order.',
  sell: 'Offer the adventurer a potion: click one he wants (in the market), then your guarantee.', artifact: 'Buy an artifact: click it.',
  debunk: 'Debunk: choose on the theory board.', publish: 'Publish: click an ingredient on the theory board.',
  student: 'Test on the student: click two ingredients in your hand.', drink: 'Drink: click two ingredients.',
  custodian: 'Custodian: click two ingredients to drink.', exhibit: 'Exhibition: choose a potion to exhibit.',
  mix: 'Click the two ingredients to mix.', alchemical: 'Click the alchemical of your theory.',
  seal: 'Click the seal for the theory, under the theory board.', discard: 'Herbalist: click an ingredient to discard.',
  revise: 'Publisher: click "revise" on a theory with your seal.',
  rework: 'Publisher: exchange your seal, or the alchemical if your seal is alone there; then Done.' };

let picked = [];   // the first ingredient of a mix or demonstration being chosen
let pickedAt = '';
let offering = null;  // the potion being offered to the adventurer, before its guarantee
const GUARANTEE = { 4: 'exact', 3: 'right sign', 2: 'neutral at worst', 1: 'any' };

function potion(p) {
  return h('span', { class: `al-potion al-p${p}` }, POTIONS[p]);
}

/** An alchemical as three aspect discs: colour, sign, big or small. */
function alchemical(x, { cls = '' } = {}) {
  if (x === null || x === undefined || x < 0) return h('span', { class: 'al-alch empty' }, '?');
  return h('span', { class: `al-alch ${cls}`, title: ALCH[x].map(([s, b], c) => `${COLOURS[c]} ${s > 0 ? '+' : '−'}${b ? ' big' : ' small'}`).join(', ') },
    ALCH[x].map(([s, b], c) => h('span', { class: `al-asp al-c${c}${b ? ' big' : ''}` }, s > 0 ? '+' : '−')));
}

function ingredient(i, { count = null } = {}) {
  return h('span', { class: 'al-ing', title: INGREDIENTS[i] }, h('span', { class: `al-icon al-i${i}` }, ICON[i]),
    h('span', { class: 'al-iname' }, INGREDIENTS[i]), count !== null && count > 1 ? h('span', { class: 'al-count' }, `×${count}`) : null);
}

function btn(frame, action, key, content, cls = 'btn') {
  return actButton(frame, action, { key, cls, content });
}

function statusBlock(view, frame) {
  let line;
  const mine = frame.legal.length > 0 && !frame.replay;
  if (view.phase === 'over') line = 'The game is over: the true alchemicals are revealed on the theory board.';
  else if (mine) line = h('strong', { class: 'al-yours' }, view.phase === 'order' ? 'Choose your place on the order track.'
    : view.phase === 'declare' && view.stage !== 'discard' ? 'Declare your actions: click action spaces, then Done.'
      : STAGE_WORDS[view.stage] || 'Your move.');
  else {
    const who = [...frame.waiting][0];
    const doing = view.phase === 'order' ? 'is choosing an order space' : view.phase === 'declare' ? 'is declaring'
      : `is resolving ${SPACE_WORDS[view.space] || view.space}`;
    line = who === undefined ? '' : [nameTag(frame.names, who), ` ${doing}.`];
  }
  const wants = view.adventurer ? view.adventurer.wants : [];
  const onBoard = (a) => a.type === 'seal' || (a.type === 'offer' && wants.includes(a.potion));  // drawn on the market and theory board
  const generic = ['decline', 'done', 'favour', 'refund', 'offer', 'seal', 'exhibit', 'debunk']
    .flatMap((t) => actionsOf(frame.legal, t)).filter((a) => !onBoard(a)).map((a, i) => btn(frame, a, `${a.type}:${a.card || ''}:${a.space || ''}:${a.level ?? ''}:${a.potion ?? ''}:${a.guarantee ?? ''}:${a.seal || ''}:${a.ingredient ?? ''}:${a.colour ?? ''}`,
      labelOf(frame, a, a.type), `btn al-act al-${a.type}${a.type === 'done' ? ' btn-primary' : ''}${i > 40 ? ' small' : ''}`));
  return block(null, [
    h('div', { class: 'al-head' }, h('span', { class: 'al-round' }, `Round ${Math.min(view.round, 6)} of 6`),
      view.student_sick ? h('span', { class: 'badge' }, 'the student is sick: tests cost 1 gold') : null),
    h('p', { class: 'al-line' }, line),
    generic.length ? h('div', { class: 'al-actions' }, generic) : null,
  ], { label: 'Status' });
}

function orderBlock(view, frame) {
  const spaces = view.order_track.map(([gold, ing, fav], k) => {
    const who = view.players.findIndex((p) => p.order === k);
    const goods = [gold ? `pay ${-gold} gold` : '', ing ? `${ing} ingredient${ing > 1 ? 's' : ''}` : '',
      fav ? `${fav} favour${fav > 1 ? 's' : ''}` : ''].filter(Boolean).join(' + ') || 'nothing';
    const content = h('span', { class: 'al-slot-in' }, h('strong', {}, String(k + 1)), h('span', { class: 'small' }, goods),
      who >= 0 ? nameTag(frame.names, who) : null);
    const take = findAction(frame.legal, 'order', (a) => a.space === k);
    return take ? btn(frame, take, `order:${k}`, content, 'al-slot al-take') : h('div', { class: 'al-slot' }, content);
  });
  const sick = view.players.map((p, s) => (p.order === 7 ? s : -1)).filter((s) => s >= 0);
  return block('Order track (top acts first, declares last)', [h('div', { class: 'al-track' }, spaces,
    sick.length ? h('div', { class: 'al-slot sick' }, 'paralysed: ', sick.map((s) => nameTag(frame.names, s))) : null)]);
}

function spacesBlock(view, frame) {
  const names = view.phase === 'resolve' || view.phase === 'over' ? Object.keys(SPACE_WORDS).filter((n) => n === 'custodian' || view.open_spaces.includes(n) || view.players.some((p) => p.declared[n]))
    : view.open_spaces;
  const cells = names.map((name) => {
    const marks = view.players.flatMap((p, s) => Array.from({ length: p.declared[name] || 0 }, () =>
      h('span', { class: 'al-cube', style: { '--seat': seatColor(s) }, title: frame.names[s] || `seat ${s + 1}` }, nameTag(frame.names, s))));
    const place = findAction(frame.legal, 'place', (a) => a.space === name);
    const content = h('span', { class: 'al-space-in' }, h('strong', {}, SPACE_WORDS[name]), h('span', { class: 'al-cubes' }, marks));
    const now = view.space === name && view.phase === 'resolve';
    return place ? btn(frame, place, `place:${name}`, content, 'al-space al-place')
      : h('div', { class: `al-space${now ? ' now' : ''}` }, content);
  });
  const me = frame.seat === null ? null : view.players[frame.seat];
  return block(me && view.phase === 'declare' ? `Action spaces · you have ${me.cubes} cube${me.cubes === 1 ? '' : 's'} left` : 'Action spaces',
    h('div', { class: 'al-spaces' }, cells));
}

function marketBlock(view, frame) {
  const cards = view.market.map((i, k) => {
    if (i < 0) return h('span', { class: 'al-card empty' }, '—');
    const take = findAction(frame.legal, 'gather', (a) => a.slot === k);
    return take ? btn(frame, take, `gather:${k}`, ingredient(i), 'al-card al-take') : h('span', { class: 'al-card' }, ingredient(i));
  });
  const deck = findAction(frame.legal, 'gather', (a) => a.slot === -1);
  cards.push(deck ? btn(frame, deck, 'gather:deck', `deck (${view.deck})`, 'al-card al-take al-deck')
    : h('span', { class: 'al-card al-deck' }, `deck (${view.deck})`));
  const adv = view.adventurer;
  const arts = view.artifact_market.map((a) => {
    const buy = findAction(frame.legal, 'buy', (x) => x.artifact === a.id);
    const content = h('span', { class: 'al-art-in' }, h('strong', {}, a.name), h('span', { class: 'small' },
      `cost ${a.cost} · ${a.vp} VP`), h('span', { class: 'small muted' }, a.ability));
    return buy ? btn(frame, buy, `buy:${a.id}`, content, 'al-art al-take') : h('div', { class: 'al-art' }, content);
  });
  return block('Market', [
    h('div', { class: 'al-row' }, cards),
    h('div', { class: 'al-row' }, adv ? [h('span', { class: 'al-adv' }, h('strong', {}, `The ${adv.name} wants `),
      adv.wants.map((p) => wanted(view, frame, p))), guarantees(frame)] : h('span', { class: 'muted small' }, 'No adventurer this round.')),
    h('div', { class: 'al-row' }, arts),
    h('p', { class: 'small muted' }, 'Grants: ', view.grants.map((g) => `${g.ingredients.map((i) => INGREDIENTS[i]).join('/')} (${g.vp} VP)`).join(' · ') || 'all taken'),
  ]);
}

/** A potion the adventurer wants: a button choosing it for a sale when it may be offered. */
function wanted(view, frame, p) {
  const offers = frame.replay ? [] : actionsOf(frame.legal, 'offer').filter((a) => a.potion === p);
  if (!offers.length) return h('span', { class: view.sold.includes(p) ? 'al-sold' : '' }, potion(p));
  const on = offering === p;
  return h('button', { type: 'button', class: `al-wantbtn${on ? ' on' : ''}`, dataset: { key: `want:${p}` }, 'aria-pressed': on ? 'true' : 'false',
    'aria-label': `Offer ${POTIONS[p]}`, onclick: () => { offering = on ? null : p; frame.rerender(); } }, potion(p));
}

/** The guarantees for the potion being offered, strongest first. */
function guarantees(frame) {
  const offers = actionsOf(frame.legal, 'offer').filter((a) => a.potion === offering).sort((a, b) => b.guarantee - a.guarantee);
  if (!offers.length || frame.replay) return null;
  return h('span', { class: 'al-guarantees' }, h('span', { class: 'small' }, `${POTIONS[offering]}, guarantee: `),
    offers.map((a) => btn(frame, a, `offer:${a.potion}:${a.guarantee}`,
      [h('strong', {}, String(a.guarantee)), h('span', { class: 'small' }, ` ${GUARANTEE[a.guarantee] || ''}`)], 'btn al-act al-offer')));
}

function pickTwo(frame, type, i, enabled) {
  // A first click remembers the ingredient; a second plays the action with both, if it is legal.
  const key = `${type}-pick:${i}`;
  if (!enabled || frame.replay) return null;
  const first = picked.length ? picked[0] : null;
  const onclick = () => {
    if (first === null || first === i) {
      picked = first === i ? [] : [i];
      pickedAt = type;
      frame.rerender();
      return;
    }
    const [a, b] = first < i ? [first, i] : [i, first];
    const action = findAction(frame.legal, type, (x) => x.a === a && x.b === b);
    picked = [];
    if (action) frame.act(action); else frame.rerender();
  };
  return { key, onclick, selected: first === i };
}

function theoryBlock(view, frame) {
  const demo = actionsOf(frame.legal, 'demonstrate');
  const cols = INGREDIENTS.map((_, i) => {
    const t = view.theories.find((x) => x.ingredient === i);
    const publish = findAction(frame.legal, 'theory', (a) => a.ingredient === i);
    const endorse = findAction(frame.legal, 'endorse', (a) => a.ingredient === i);
    const revise = findAction(frame.legal, 'revise', (a) => a.ingredient === i);
    const debunks = actionsOf(frame.legal, 'debunk').filter((a) => a.ingredient === i);
    const seals = t ? t.seals.map((s) => h('span', { class: `al-seal al-s-${s.seal || 'hidden'}`, style: { '--seat': seatColor(s.seat) }, title: s.seal || 'face down' }, nameTag(frame.names, s.seat), s.seal ? ` ${s.seal}` : '')) : [];
    const truth = view.world ? h('span', { class: 'al-truth' }, 'truly ', alchemical(view.world[i])) : null;
    const pick = demo.length ? pickTwo(frame, 'demonstrate', i, demo.some((a) => a.a === i || a.b === i)) : null;
    return h('div', { class: `al-theory${t && t.conflict ? ' conflict' : ''}${view.pending[0] === i && view.stage !== 'mix' ? ' chosen' : ''}` },
      ingredient(i), t ? alchemical(t.alchemical) : h('span', { class: 'al-alch empty' }, '·'),
      h('div', { class: 'al-seals' }, seals), t && t.conflict ? h('span', { class: 'badge' }, 'conflict') : null, truth,
      publish ? btn(frame, publish, `theory:${i}`, 'publish', 'btn al-act al-theorybtn') : null,
      endorse ? btn(frame, endorse, `endorse:${i}`, 'endorse', 'btn al-act al-endorse') : null,
      revise ? btn(frame, revise, `revise:${i}`, 'revise', 'btn al-act al-revise') : null,
      debunks.map((a) => btn(frame, a, `debunk:${i}:${a.colour}`, `${COLOURS[a.colour]}?`, `btn small al-act al-debunk al-c${a.colour}b`)),
      pick ? h('button', { type: 'button', class: `btn small al-pick${pick.selected ? ' on' : ''}`, dataset: { key: pick.key }, onclick: pick.onclick }, pick.selected ? 'picked' : 'pick') : null);
  });
  const alchs = actionsOf(frame.legal, 'alchemical');
  const seals = actionsOf(frame.legal, 'seal');
  return block('Theory board', [h('div', { class: 'al-theories' }, cols),
    alchs.length ? h('div', { class: 'al-row al-alchs' }, h('span', { class: 'small' }, `${INGREDIENTS[view.pending[0]]} is: `),
      alchs.map((a) => btn(frame, a, `alchemical:${a.alchemical}`, alchemical(a.alchemical), 'al-alchbtn al-act'))) : null,
    seals.length ? h('div', { class: 'al-row al-alchs' }, h('span', { class: 'small' }, 'Your seal: '),
      seals.map((a) => btn(frame, a, `seal:${a.seal}`, h('span', { class: `al-sealface al-s-${a.seal}` }, a.seal), 'al-alchbtn al-act al-sealbtn'))) : null,
    h('p', { class: 'small muted' }, 'Exhibition: ', view.exhibits.map((e, p) => (e.length ? `${POTIONS[p]} by ${e.map((s) => frame.names[s] || s + 1).join(', ')}` : '')).filter(Boolean).join(' · ') || 'nothing yet'),
    view.public_notes.length ? h('p', { class: 'small' }, 'Public results: ', view.public_notes.map((n) => noteText(n)).join(' · ')) : null,
  ]);
}

function noteText(n) {
  const [kind, a, b, key] = n;
  const what = key[0] === 'p' ? POTIONS[+key.slice(1)] : key[0] === 'n' ? `not ${POTIONS[+key.slice(1)]}`
    : key[0] === 'q' ? `${QUALITY[+key[2]]} for ${POTIONS[+key[1]]}` : `${key[2] === '+' ? '+' : '−'} in ${COLOURS[+key[1]]}`;
  const who = a === undefined ? '' : b === undefined ? '' : b < 0 ? `${INGREDIENTS[a]}: ` : `${INGREDIENTS[a]} + ${INGREDIENTS[b]}: `;
  return `${kind} ${who}${what}`;
}

function youBlock(view, frame) {
  const you = view.you;
  const me = view.players[frame.seat];
  const mixes = actionsOf(frame.legal, 'mix');
  if (!mixes.length && pickedAt === 'mix') picked = [];
  const cards = you.hand.map((n, i) => {
    if (!n) return null;
    const tr = findAction(frame.legal, 'transmute', (a) => a.ingredient === i) || findAction(frame.legal, 'discard', (a) => a.ingredient === i);
    if (tr) return btn(frame, tr, `${tr.type}:${i}`, ingredient(i, { count: n }), 'al-card al-take');
    const pick = mixes.length ? pickTwo(frame, 'mix', i, mixes.some((a) => a.a === i || a.b === i)) : null;
    if (pick) return h('button', { type: 'button', class: `al-card al-take al-pick${pick.selected ? ' on' : ''}`, dataset: { key: pick.key }, 'aria-label': `mix ${INGREDIENTS[i]}`, onclick: pick.onclick }, ingredient(i, { count: n }));
    return h('span', { class: 'al-card' }, ingredient(i, { count: n }));
  });
  const seals = Object.entries(you.seals_left).filter(([, n]) => n).map(([k, n]) => `${n} ${k}`).join(', ');
  return block('You', [
    h('div', { class: 'cg-facts' }, h('span', {}, h('strong', {}, String(me.gold)), ' gold'),
      h('span', { class: `al-zone al-z-${me.zone}` }, h('strong', {}, String(me.rep)), ` reputation (${me.zone})`),
      h('span', {}, `favours: ${you.favours.join(', ') || 'none'}`), h('span', {}, `seals left: ${seals || 'none'}`)),
    h('div', { class: 'al-row al-hand' }, cards.filter(Boolean).length ? cards : h('span', { class: 'muted small' }, 'no ingredients')),
    you.notes.length ? h('p', { class: 'small' }, 'Your results: ', you.notes.map((n) => noteText(n)).join(' · ')) : null,
  ], { cls: frame.legal.length ? 'al-mine' : '' });
}

function gridBlock(view) {
  const g = view.you.grid;
  const total = view.you.worlds;
  const head = h('tr', {}, h('th', {}, ''), INGREDIENTS.map((_, i) => h('th', { title: INGREDIENTS[i] }, h('span', { class: `al-icon al-i${i}` }, ICON[i]))));
  const rows = ALCH.map((_, x) => h('tr', {}, h('th', {}, alchemical(x)), INGREDIENTS.map((__, i) => {
    const n = g[i][x];
    const share = total ? n / total : 0;
    return h('td', { class: n === 0 ? 'out' : share === 1 ? 'sure' : '', style: { '--share': String(share) },
      title: `${INGREDIENTS[i]} is ${n === 0 ? 'not' : `${Math.round(share * 100)}% likely`} this alchemical` },
    n === 0 ? '✕' : share === 1 ? '✓' : `${Math.round(share * 100)}`);
  })));
  return block(`Deduction grid · ${total.toLocaleString()} possible world${total === 1 ? '' : 's'}`,
    h('div', { class: 'al-gridwrap' }, h('table', { class: 'al-grid' }, head, rows)), { cls: 'al-deduce' });
}

function playersBlock(view, frame) {
  return block('Players', h('div', { class: 'cg-seats' }, view.players.map((p, seat) => seatBox(frame, seat, {
    active: frame.waiting.includes(seat),
    badges: [[`${p.rep} rep`, `al-z-${p.zone}`], p.paralysed ? ['paralysed', ''] : null, p.hospital ? ['hospital', ''] : null],
    kids: [h('div', { class: 'cg-facts' }, h('span', {}, `${p.gold} gold`), h('span', {}, plural(p.hand, 'ingredient')),
      h('span', {}, plural(p.favours, 'favour')), view.phase === 'declare' ? h('span', {}, plural(p.cubes, 'cube')) : null,
      p.artifacts.length ? h('span', {}, plural(p.artifacts.length, 'artifact')) : null,
      p.grants.length ? h('span', {}, plural(p.grants.length, 'grant')) : null,
      view.scores.length ? h('strong', {}, `${view.scores[seat]} points`) : null),
    p.results.length ? h('p', { class: 'small muted' }, p.results.map((r) => noteText([r[0], r[2], r[3], r[1]])).join(' · ')) : null],
  }))));
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  let last = null;
  const draw = (frame) => {
    const view = frame.view;
    const full = { ...frame, rerender: () => draw(frame) };
    root.replaceChildren(h('div', { class: 'cg al' }, statusBlock(view, full),
      frame.seat === null ? null : youBlock(view, full), spacesBlock(view, full), orderBlock(view, full),
      theoryBlock(view, full), marketBlock(view, full), frame.seat === null ? null : gridBlock(view), playersBlock(view, full)));
  };
  return {
    update(frame) {
      if (!last || last.v !== frame.v) {
        picked = [];
        const potions = [...new Set(actionsOf(frame.legal, 'offer').map((a) => a.potion))];
        offering = potions.length === 1 ? potions[0] : null;  // a single potion to offer: straight to the guarantee
      }
      last = frame;
      draw(frame);
    },
    seatInfo(view, seat) {
      const p = view.players[seat];
      return `${p.rep} rep · ${p.gold} gold`;
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('al-style', '/games/alchemists/ui.css');
