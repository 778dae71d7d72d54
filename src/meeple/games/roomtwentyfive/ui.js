// Room 25's renderer: the 5x5 complex (rooms you know in their colour, the others face down, the
// characters on their rooms), a token picker to program your characters in secret, and the
// decisions of the action phase: click a highlighted room to look, move, push or use a room's
// effect, an arrow on the complex's edge to slide a row or column (Control, the Shifting and Pivot
// rooms, Kevin's remote); buttons for timing, Adrenaline and colour announcements. The view's shape is
// in games/roomtwentyfive/view.py.
import { actButton, block, findAction, labelOf, useStyle } from '/web/cards.js';
import { h, nameTag, plural, seatColor } from '/web/dom.js';

const COLUMNS = 'ABCDE';
const ROOM_TYPES = ['peek', 'look', 'move', 'view', 'swap', 'portal', 'lock', 'sabotage', 'wreck'];
const CARRYING = ['push', 'carry'];
const TOKENS = ['look', 'move', 'push', 'control', 'talent'];
const TOKEN_ICON = { look: '◉', move: '➜', push: '⇥', control: '⇆', talent: '★' };
/** A token's name: the basic ones by their own, the fifth by the character's talent. */
const tokenName = (t, c) => (t === 'talent' && c && c.talent ? c.talent.name : t);
const ARROW = { up: '↑', down: '↓', left: '←', right: '→' };
const where = (pos) => `${COLUMNS[pos % 5]}${Math.floor(pos / 5) + 1}`;
const SLIDES = ['control', 'pivot', 'shift', 'remote'];  // a row slides left or right, a column up or down

/** The edge of the complex a slide pushes its line toward, as "r2:left" or "c0:down"; null for other actions. */
function edgeOf(view, a) {
  if (!SLIDES.includes(a.type)) return null;
  const kind = a.dir === 'up' || a.dir === 'down' ? 'c' : 'r';
  let index = a.line;
  if (index === undefined) {  // Control and the Pivot Room slide the acting character's own line
    const c = view.pending ? view.characters[view.pending.character] : null;
    if (!c) return null;
    index = kind === 'r' ? Math.floor(c.room / 5) : c.room % 5;
  }
  return `${kind}${index}:${a.dir}`;
}

/** The slides drawn as arrows on the edges: edge -> its action, for edges with exactly one. */
function edgeActions(view, frame) {
  const byEdge = new Map();
  if (frame.replay) return byEdge;
  for (const a of frame.legal) {
    const edge = edgeOf(view, a);
    if (edge) byEdge.set(edge, [...(byEdge.get(edge) || []), a]);
  }
  return new Map([...byEdge].filter(([, acts]) => acts.length === 1).map(([edge, acts]) => [edge, acts[0]]));
}

/** An arrow button on the edge of the complex, in the grid's outer ring (rows and columns 1 and 7). */
function edgeButton(frame, edge, action) {
  const [line, dir] = edge.split(':');
  const index = Number(line.slice(1));
  const place = line[0] === 'r'
    ? { gridRow: String(index + 2), gridColumn: dir === 'left' ? '1' : '7' }
    : { gridColumn: String(index + 2), gridRow: dir === 'up' ? '1' : '7' };
  const button = actButton(frame, action, { key: `slide:${edge}`, cls: `r25-edge ${dir}`, content: ARROW[dir] });
  Object.assign(button.style, place);
  return button;
}

function phaseLine(view, frame) {
  const p = view.pending;
  if (view.phase === 'over') return [view.reason];
  if (view.phase === 'peek') return ['Before the first turn, every player secretly looks at one room next to the Central Room.'];
  if (view.phase === 'program') return [`Turn ${view.turn} of ${view.last_turn}: everyone programs in secret.`];
  if (!p) return ['…'];
  const c = view.characters[p.character];
  const what = {
    timing: 'chooses to act now or in the second round', target: `plays ${tokenName(p.detail, c)}`, adrenaline: 'picks an Adrenaline action',
    announce: 'may announce the colour of the room just seen', effect: `uses the ${p.detail} room`,
  }[p.kind];
  return [`Turn ${view.turn} of ${view.last_turn}, ${view.round === 3 ? 'Adrenaline' : `round ${view.round}`}: `,
    c.name, ' (', nameTag(frame.names, c.seat), `) ${what}.`];
}

function statusBlock(view, frame) {
  const facts = [
    h('span', {}, h('span', { class: 'muted' }, 'Mode '), view.mode === 'suspicion' ? `Suspicion (${plural(view.guards, 'guard')})` : 'Cooperation'),
    h('span', {}, h('span', { class: 'muted' }, 'Turn '), `${view.turn} / ${view.last_turn}`),
    view.mode === 'cooperation' ? h('span', {}, h('span', { class: 'muted' }, 'Key '), view.key ? 'active' : 'not yet') : null,
    Object.keys(view.tokens).length ? h('span', {}, h('span', { class: 'muted' }, 'Slid '),
      Object.entries(view.tokens).map(([line, dir]) => `${line[0] === 'r' ? 'row ' + (Number(line[1]) + 1) : 'col ' + COLUMNS[Number(line[1])]} ${ARROW[dir]}`).join(', ')) : null,
  ];
  return block(null, [h('p', { class: 'r25-phase' }, phaseLine(view, frame)), h('div', { class: 'cg-status' }, facts)],
    { cls: 'r25-statusbar', label: 'The turn' });
}

/** The legal action aimed at a room, when it is the only one there (push and carry need a character chosen below otherwise). */
function roomAction(frame, pos) {
  const direct = frame.legal.find((a) => ROOM_TYPES.includes(a.type) && a.room === pos);
  if (direct) return direct;
  const pushes = frame.legal.filter((a) => CARRYING.includes(a.type) && a.room === pos);
  return pushes.length === 1 ? pushes[0] : null;
}

function roomCell(view, frame, pos, edges = false) {
  const r = view.rooms[pos];
  const here = view.characters.map((c, i) => ({ ...c, i })).filter((c) => c.alive && c.room === pos);
  const acting = view.pending && view.characters[view.pending.character].room === pos;
  const kids = [
    h('span', { class: 'r25-coord', 'aria-hidden': 'true' }, where(pos)),
    h('span', { class: 'r25-name' }, r.name ? r.name.replace(/ Room$/, '') : '?'),
    r.sealed ? h('span', { class: 'r25-mark', title: 'Sealed' }, '✖ sealed') : null,
    r.locked ? h('span', { class: 'r25-mark r25-lock', title: 'Locked by Emmett: nobody may enter' }, '⊠ locked') : null,
    r.reminders && r.reminders.length ? h('span', { class: 'r25-reminders', title: 'Reminder tokens' }, '✎ reminder',
      r.reminders.map((s) => h('span', { class: 'r25-dot', style: { '--seat': seatColor(s) }, title: frame.names?.[s] || `Seat ${s + 1}` }))) : null,
    r.doom ? h('span', { class: 'r25-mark', title: `Deadly at the end of turn ${r.doom}` }, `☠ end of turn ${r.doom}`) : null,
    r.claims.length ? h('span', { class: 'r25-claims' }, r.claims.map((cl) => h('span', {
      class: `r25-claim r25-${cl.colour}`, title: `${view.characters[cl.character].name} says ${cl.colour}` }))) : null,
    here.length ? h('span', { class: 'r25-people' }, here.map((c) => h('span', { class: 'r25-char', style: { '--seat': seatColor(c.seat) },
      title: `${c.name}${c.role ? ` (${c.role})` : ''}` }, c.name[0]))) : null,
    r.looked.length && !r.revealed ? h('span', { class: 'r25-looked', title: 'Looked at by' },
      r.looked.map((s) => h('span', { class: 'r25-dot', style: { '--seat': seatColor(s) } }))) : null,
  ];
  const cls = `r25-room ${r.colour ? `r25-${r.colour}` : 'r25-hidden'}${r.revealed ? '' : r.kind ? ' r25-known' : ''}${acting ? ' r25-acting' : ''}${r.corner ? ' r25-corner' : ''}`;
  const place = edges ? { gridRow: String(Math.floor(pos / 5) + 2), gridColumn: String((pos % 5) + 2) } : null;
  const action = frame.replay ? null : roomAction(frame, pos);
  const title = r.effect ? `${where(pos)}: ${r.name}. ${r.effect}` : `${where(pos)}: face down`;
  if (action) {
    return h('button', { type: 'button', class: `${cls} r25-target`, dataset: { key: `room:${pos}` }, style: place,
      title: `${labelOf(frame, action)}. ${title}`, 'aria-label': labelOf(frame, action), onclick: () => frame.act(action) }, kids);
  }
  return h('div', { class: cls, title, style: place }, kids);
}

function boardBlock(view, frame) {
  const edges = edgeActions(view, frame);
  const rooms = [...Array(25).keys()].map((p) => roomCell(view, frame, p, edges.size > 0));
  return block('The complex', h('div', { class: `r25-board${edges.size ? ' with-edges' : ''}` }, rooms,
    [...edges].map(([edge, action]) => edgeButton(frame, edge, action))), { cls: 'r25-boardblock' });
}

/** Buttons for every decision that is not a click on a room. */
function choicesBlock(view, frame) {
  if (frame.replay) return null;
  const edges = new Set(edgeActions(view, frame).values());
  const buttons = frame.legal.filter((a) => !['program', ...ROOM_TYPES].includes(a.type) && !(CARRYING.includes(a.type) && roomAction(frame, a.room))
    && !edges.has(a))
    .map((a) => {
      const text = a.type === 'announce' ? h('span', { class: `r25-claim r25-${a.colour}` }) : null;
      const arrow = a.dir ? `${ARROW[a.dir]} ` : '';
      return actButton(frame, a, { key: `${a.type}:${a.dir || a.colour || a.action || a.character || ''}:${a.line ?? ''}:${a.room ?? ''}`,
        cls: 'btn r25-choice', content: [text, arrow, labelOf(frame, a)] });
    });
  const rooms = frame.legal.filter((a) => ROOM_TYPES.includes(a.type) || (CARRYING.includes(a.type) && roomAction(frame, a.room)));
  if (!buttons.length && !rooms.length && !edges.size) return null;
  return block('Your decision', [
    rooms.length ? h('p', { class: 'hint' }, 'Click a highlighted room of the complex.') : null,
    edges.size ? h('p', { class: 'hint' }, 'Click an arrow on the edge of the complex: its row or column slides that way.') : null,
    buttons.length ? h('div', { class: 'cg-buttons' }, buttons) : null,
  ], { cls: 'r25-you mine' });
}

/** Programming one character: pick a first token, then a second (or only one), Adrenaline, confirm. */
function programBlock(view, frame, draft) {
  const options = frame.legal.filter((a) => a.type === 'program');
  if (!options.length || frame.replay) return null;
  const chars = [...new Set(options.map((a) => a.character))];
  if (!chars.includes(draft.character)) Object.assign(draft, { character: chars[0], first: null, second: null, adrenaline: false });
  const mine = options.filter((a) => a.character === draft.character);
  if (draft.first && !mine.some((a) => a.first === draft.first)) Object.assign(draft, { first: null, second: null });
  const redraw = () => frame.redraw();
  const who = view.characters[draft.character];
  const tokens = TOKENS.filter((t) => mine.some((a) => a.first === t));
  const tokenButton = (slot, t) => {
    const ok = slot === 'first' ? mine.some((a) => a.first === t) : mine.some((a) => a.first === draft.first && a.second === t);
    const chosen = draft[slot] === t;
    return h('button', { type: 'button', class: `btn r25-token${chosen ? ' chosen' : ''}`, disabled: !ok, dataset: { key: `token:${slot}:${t}` },
      onclick: () => { draft[slot] = t; if (slot === 'first') draft.second = null; redraw(); } },
    h('span', { class: 'r25-icon', 'aria-hidden': 'true' }, TOKEN_ICON[t]), tokenName(t, who));
  };
  const single = mine.some((a) => a.first === draft.first && a.second === '');
  const canAdrenaline = mine.some((a) => a.adrenaline);
  const chosen = draft.first && draft.second !== null
    ? findAction(mine, 'program', (a) => a.first === draft.first && a.second === draft.second && a.adrenaline === (draft.adrenaline && canAdrenaline))
    : null;
  return block(`Program ${view.characters[draft.character].name}`, [
    chars.length > 1 ? h('div', { class: 'cg-buttons' }, chars.map((c) => h('button', { type: 'button', class: `btn${c === draft.character ? ' btn-primary' : ''}`,
      dataset: { key: `char:${c}` }, onclick: () => { Object.assign(draft, { character: c, first: null, second: null }); redraw(); } }, view.characters[c].name))) : null,
    who.talent ? h('p', { class: 'hint r25-talent' }, h('strong', {}, `★ ${who.talent.name}: `), who.talent.text,
      ' Never in the Central Room nor with Adrenaline.') : null,
    h('p', { class: 'hint' }, 'First action:'), h('div', { class: 'cg-buttons' }, tokens.map((t) => tokenButton('first', t))),
    draft.first ? h('p', { class: 'hint' }, 'Second action:') : null,
    draft.first ? h('div', { class: 'cg-buttons' }, tokens.filter((t) => t !== draft.first).map((t) => tokenButton('second', t)),
      single ? h('button', { type: 'button', class: `btn r25-token${draft.second === '' ? ' chosen' : ''}`, dataset: { key: 'token:second:none' },
        onclick: () => { draft.second = ''; redraw(); } }, 'only one (its round chosen later)') : null) : null,
    canAdrenaline ? h('label', { class: 'r25-adrenaline' }, h('input', { type: 'checkbox', checked: draft.adrenaline, dataset: { key: 'adrenaline' },
      onchange: (e) => { draft.adrenaline = e.target.checked; redraw(); } }), ' use Adrenaline this turn (a third action after the turn, once per game)') : null,
    chosen ? actButton(frame, chosen, { key: 'program:confirm', cls: 'btn btn-primary r25-confirm' }) : null,
  ], { cls: 'r25-you mine' });
}

function tokenFaces(c) {
  if (c.tokens === null) return c.ready ? [h('span', { class: 'r25-back' }, 'ready')] : [h('span', { class: 'muted' }, 'programming…')];
  const faces = c.tokens.map((t) => h('span', { class: 'r25-face', title: tokenName(t, c) }, TOKEN_ICON[t], ' ', tokenName(t, c)));
  const hidden = (c.count ?? c.tokens.length) - c.tokens.length;
  for (let i = 0; i < hidden; i += 1) faces.push(h('span', { class: 'r25-back' }, '?'));
  if (c.planned) faces.push(h('span', { class: 'r25-face adr' }, '⚡ Adrenaline'));
  return faces;
}

function charactersBlock(view, frame) {
  const order = view.order;
  return block('Characters, in turn order', h('div', { class: 'r25-chars' }, order.map((i) => {
    const c = view.characters[i];
    const flags = [!c.alive ? 'dead' : null, c.imprisoned ? 'imprisoned' : null, c.trapped ? 'trapped' : null, c.hiding ? 'hiding' : null,
      c.spares ? `${plural(c.spares, 'Empty Room')} left` : null,
      c.adrenaline ? '⚡ available' : null, c.role ? c.role : null, view.acting === i ? 'acting' : null].filter(Boolean);
    return h('div', { class: `r25-charrow${c.alive ? '' : ' dead'}${frame.seat === c.seat ? ' you' : ''}`, style: { '--seat': seatColor(c.seat) } },
      h('span', { class: 'r25-char', 'aria-hidden': 'true' }, c.name[0]),
      h('span', { class: 'r25-who', title: c.talent ? `${c.talent.name}: ${c.talent.text}` : null }, h('strong', {}, c.name), ' ',
        nameTag(frame.names, c.seat), c.talent ? h('span', { class: 'muted' }, ` ★ ${c.talent.name}`) : null),
      h('span', { class: 'r25-room-of muted' }, c.alive ? where(c.room) : '—'),
      h('span', { class: 'r25-tokens' }, tokenFaces(c)),
      h('span', { class: 'r25-flags' }, flags.map((f) => h('span', { class: `badge cg-badge ${f === 'guard' || f === 'dead' ? 'warn' : ''}` }, f))));
  })));
}

/** The M.A.C. cards: how many are left, and the public discards, newest first. */
function macBlock(view) {
  const mac = view.mac;
  if (!mac) return null;
  const [latest, ...older] = mac.discard;
  return block(`M.A.C. cards (${mac.level === 'madness' ? 'Madness' : 'Barrier'})`, [
    h('p', { class: 'hint' }, `${plural(mac.deck, 'card')} left. The complex plays one at the end of every turn and when someone enters the M.A.C. Room.`),
    latest ? h('p', { class: 'r25-mac-latest' }, h('strong', {}, `${latest.name}: `), latest.text) : null,
    older.length ? h('details', {}, h('summary', {}, `Earlier cards (${older.length})`),
      h('ul', {}, older.map((c) => h('li', {}, h('strong', {}, `${c.name}: `), c.text)))) : null,
  ], { cls: 'r25-mac' });
}

function legendBlock(view) {
  const seen = new Map();
  for (const r of view.rooms) if (r.kind && !seen.has(r.kind)) seen.set(r.kind, r);
  return h('details', { class: 'cg-block r25-legend' }, h('summary', {}, `Rooms you know (${seen.size})`),
    h('ul', {}, [...seen.values()].map((r) => h('li', {}, h('span', { class: `r25-swatch r25-${r.colour}` }), h('strong', {}, r.name), ': ', r.effect))));
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('r25-root');
  const draft = { character: null, first: null, second: null, adrenaline: false };
  let last = null;
  const draw = (frame) => {
    const view = frame.view;
    const framed = { ...frame, redraw: () => draw(frame) };
    root.replaceChildren(h('div', { class: 'cg r25' }, statusBlock(view, framed), programBlock(view, framed, draft),
      choicesBlock(view, framed), boardBlock(view, framed), charactersBlock(view, framed), macBlock(view), legendBlock(view)));
  };
  return {
    update(frame) {
      // A half-made programming survives other players' moves; it starts afresh each turn.
      const key = `${frame.view.turn}:${frame.view.phase}`;
      if (last !== key) { Object.assign(draft, { first: null, second: null, adrenaline: false }); last = key; }
      draw(frame);
    },
    seatInfo(view, seat) {
      const mine = view.characters.filter((c) => c.seat === seat);
      return mine.map((c) => `${c.name}${c.alive ? '' : ' (dead)'}${c.role && c.unmasked ? `, ${c.role}` : ''}`).join(' · ');
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('r25-style', '/games/roomtwentyfive/ui.css');
