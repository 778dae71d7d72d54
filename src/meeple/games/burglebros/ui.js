// Burgle Bros' renderer: the turn and the event card on top, the question being asked, the
// building (ui_board.js) and the crew with their characters, stealth, tools and loot.
// Moves, peeks, cracking a safe and every other action aimed at a room are played by clicking the room
// (hacking, escaping and picking things up: the thief's own room); a tool is used by clicking its card
// in the crew; the rest are buttons of the shared action panel. The view's shape is in games/burglebros/README.md ("Views").
import { ActionPanel, fallbackLabel } from '/web/actions.js';
import { h, plainNames, plural, seatColor } from '/web/dom.js';
import { boardCell, building } from './ui_board.js';
import {
  ABILITY_TEXT, EFFECT_NAMES, EVENT_TEXT, LOOT_TEXT, TOOL_TEXT, actionText, cellName, promptText, roomAt, thiefName, title,
} from './ui_text.js';

const JOB_TITLES = { bank: 'The Bank Job', office: 'The Office Job', fortknox: 'The Fort Knox Job' };
const STAGES = { setup: 'Getting in', play: 'Heist under way', event: 'Event', over: 'Over' };

/** Every legal action with its label: the renderer's own words, else the server's, else one made from the JSON. */
function labelled(frame) {
  const view = frame.view;
  return frame.legal.map((action, index) => {
    const server = frame.labels && frame.labels[index];
    const text = actionText(action, view, frame.names) || (server ? plainNames(server, frame.names) : fallbackLabel(action, frame.names));
    return { action, index, label: text.charAt(0).toUpperCase() + text.slice(1) };
  });
}

/** "{p0} was caught" with the thief's name put in. */
function thievesIn(text, view, names) {
  return text.replace(/\{p(\d+)\}/g, (_, i) => thiefName(Number(i), view, names));
}

function pips(left, used) {
  const total = left + used;
  return h('span', { class: 'bb-pips', 'aria-label': `${plural(left, 'action')} left of ${total}` },
    Array.from({ length: total }, (_, i) => h('span', { class: `bb-pip${i < left ? ' on' : ''}`, 'aria-hidden': 'true' })));
}

function eventCard(view) {
  const last = view.events.discard.length ? view.events.discard[view.events.discard.length - 1] : null;
  return h('div', { class: 'bb-card event', title: 'The last event card drawn' },
    h('span', { class: 'bb-card-kind' }, `Event · ${view.events.deck} in the deck`),
    last ? [h('b', {}, title(last)), h('span', { class: 'bb-card-text' }, EVENT_TEXT[last] || '')] : h('span', { class: 'muted' }, 'None drawn yet'));
}

function effectsLine(view, frame) {
  const out = Object.entries(view.effects).map(([k, who]) => h('span', { class: 'bb-chip effect', title: `Until ${thiefName(who, view, frame.names)}’s next turn` },
    EFFECT_NAMES[k] || title(k)));
  if (view.next_bonus) out.push(h('span', { class: 'bb-chip effect' }, `Next thief +${view.next_bonus} action`));
  if (view.skip_next) out.push(h('span', { class: 'bb-chip effect' }, 'Next turn skipped'));
  if (view.juicer_alarm) out.push(h('span', { class: 'bb-chip effect' }, 'Alarm pocketed'));
  const hacks = Object.entries(view.hacks).map(([k, n]) => `${title(k)} ${n}`).join(' · ');
  out.push(h('span', { class: 'bb-fact', title: 'Hack tokens on the computers' }, `Hacks: ${hacks}${view.laptop ? ' · laptop 1' : ''}`));
  out.push(h('span', { class: 'bb-fact muted' }, `Tools ${view.tools.deck} · Loot ${view.loot.deck}`));
  return h('div', { class: 'bb-effects' }, out);
}

function statusBar(view, frame) {
  const over = view.result !== null;
  const mover = view.thieves[view.turn];
  const head = over
    ? h('div', { class: `bb-result ${view.result}` }, h('b', {}, view.result === 'won' ? 'The crew got away!' : 'The heist failed.'), ' ', thievesIn(view.reason || '', view, frame.names))
    : h('div', { class: 'bb-turn' },
      h('span', { class: 'bb-dot', style: { '--seat': seatColor(view.turn) }, 'aria-hidden': 'true' }),
      h('span', {}, h('b', {}, thiefName(view.turn, view, frame.names)), mover && mover.character ? ` · ${title(mover.character)}` : ''),
      view.stage === 'play' ? [pips(view.actions_left, view.actions_used), h('span', { class: 'bb-left' }, `${plural(view.actions_left, 'action')} left`)]
        : h('span', { class: 'muted' }, STAGES[view.stage] || view.stage));
  return h('section', { class: 'bb-status', 'aria-label': 'The heist' },
    h('div', { class: 'bb-status-main' },
      h('div', { class: 'bb-job' }, `${JOB_TITLES[view.job] || view.job} · turn ${view.turns}`), head, effectsLine(view, frame)),
    eventCard(view));
}

function promptBox(view, frame, acts) {
  if (!view.prompt || view.result !== null) return null;
  const mine = frame.legal.length > 0 && !frame.replay;
  const onBoard = mine && acts.size > 0;
  return h('section', { class: `bb-prompt${mine ? ' mine' : ''}`, id: 'bb-prompt', 'aria-live': 'polite' },
    h('b', {}, promptText(view.prompt, view, frame.names)),
    onBoard ? h('span', { class: 'hint' }, ' Click a highlighted square of the board.') : null);
}

/** Card chips; those with a legal action in `acts` (a Map card -> item) are buttons playing it. */
function cardChips(cards, texts, cls, acts = new Map(), frame = null) {
  return cards.map((c) => {
    const it = acts.get(c);
    if (!it) return h('span', { class: `bb-chip ${cls}`, title: texts[c] || '' }, title(c));
    return h('button', { type: 'button', class: `bb-chip ${cls} can`, dataset: { key: `${it.action.type}:${c}` },
      title: texts[c] || '', 'aria-label': it.label, onclick: () => frame.act(it.action) }, title(c));
  });
}

function whereIs(t, view) {
  if (t.pos === -1) return 'On the roof';
  if (t.pos === -2) return 'Outside';
  const room = roomAt(view, t.pos);
  return `${cellName(t.pos, view)}${room ? ` · ${title(room)}` : ''}`;
}

function thiefCard(t, i, view, frame, tools) {
  const onTurn = i === view.turn && view.result === null;
  const side = t.side ? h('span', { class: `bb-side ${t.side}` }, t.side) : null;
  return h('article', { class: `bb-thief-card${onTurn ? ' on-turn' : ''}`, style: { '--seat': seatColor(i) }, dataset: { thief: String(i) } },
    h('header', {}, h('span', { class: 'bb-dot', 'aria-hidden': 'true' }), h('b', { class: 'bb-who' }, thiefName(i, view, frame.names)),
      h('span', { class: 'bb-char' }, t.character ? title(t.character) : 'No character yet'), side),
    t.ability ? h('p', { class: 'bb-ability' }, h('b', {}, t.ability), ' ', ABILITY_TEXT[t.ability] || '') : null,
    h('div', { class: 'bb-row' },
      h('span', { class: 'bb-stealth', 'aria-label': plural(t.stealth, 'stealth token'), title: plural(t.stealth, 'stealth token') },
        t.stealth ? Array.from({ length: t.stealth }, () => h('span', { class: 'bb-token', 'aria-hidden': 'true' })) : h('span', { class: 'bb-exposed' }, 'No stealth left!')),
      h('span', { class: 'bb-where' }, whereIs(t, view))),
    t.tools.length || t.loot.length ? h('div', { class: 'bb-hand' }, cardChips(t.tools, TOOL_TEXT, 'tool', onTurn ? tools : undefined, frame), cardChips(t.loot, LOOT_TEXT, 'loot')) : null,
    onTurn && tools.size ? h('p', { class: 'hint bb-hint' }, 'Click a highlighted tool to use it.') : null);
}

/** The character draft: one card per character, a button per side with what its ability does. */
function characterPicker(items, frame) {
  if (!items.length) return null;
  const byCharacter = new Map();
  for (const it of items) byCharacter.set(it.action.character, [...(byCharacter.get(it.action.character) || []), it]);
  return h('section', { class: 'bb-draft', 'aria-label': 'Pick a character' }, [...byCharacter].map(([character, sides]) => h('div', { class: 'bb-draft-card' },
    h('b', {}, title(character)),
    sides.map((it) => {
      const ability = it.label.split(': ').pop();
      return h('button', { type: 'button', class: 'btn bb-draft-side', dataset: { key: `act:${it.index}` }, 'aria-label': it.label,
        onclick: () => frame.act(it.action) }, h('span', { class: `bb-side ${it.action.side}` }, it.action.side), ' ', h('b', {}, ability),
      h('small', {}, ABILITY_TEXT[ability] || ''));
    }))));
}

/** The thieves' cards; `tools` maps a tool of the thief on turn to its "use" action. */
function crew(view, frame, tools) {
  if (!view.thieves.length) return null;  // Fort Knox: the crew is dealt once the beam stands
  return h('section', { class: 'bb-crew', 'aria-label': 'The crew' }, view.thieves.map((t, i) => thiefCard(t, i, view, frame, tools)));
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('bb-root');
  const panel = new ActionPanel();
  let selected = null;
  let legalKey = '';
  let last = null;

  function draw() {
    const frame = last;
    const view = frame.view;
    const key = JSON.stringify(frame.legal);
    if (key !== legalKey) { selected = null; legalKey = key; }
    const items = frame.replay ? [] : labelled(frame);
    const acts = new Map();
    const rest = [];
    const draft = [];
    const tools = new Map();  // the tools of the thief on turn that may be used: their cards are buttons
    const inHand = view.thieves[view.turn] ? view.thieves[view.turn].tools : [];
    for (const it of items) {
      const cell = boardCell(it.action, view);
      if (it.action.type === 'character') draft.push(it);
      else if (it.action.type === 'tool' && inHand.includes(it.action.tool) && !tools.has(it.action.tool)) tools.set(it.action.tool, it);
      else if (cell === null) rest.push(it);
      else acts.set(cell, [...(acts.get(cell) || []), it]);
    }
    if (selected !== null && (acts.get(selected) || []).length < 2) selected = null;
    const ctx = { acts, selected, names: frame.names, act: (a) => frame.act(a), cellLabel: (c) => cellName(c, view),
      select: (c) => { selected = c; draw(); } };
    const restFrame = { ...frame, legal: rest.map((it) => it.action), labels: rest.map((it) => it.label) };
    const board = building(view, ctx);
    const thieves = crew(view, frame, tools);
    if (thieves) board.append(thieves);  // beside the last floor when the floors leave a gap
    root.replaceChildren(h('div', { class: 'bb', dataset: { v: String(frame.v) } },
      statusBar(view, frame), promptBox(view, frame, acts), characterPicker(draft, frame), panel.render(restFrame, draw), board));
  }

  return {
    update(frame) {
      last = frame;
      draw();
    },
    seatInfo(view, seat) {
      const seats = last ? last.names.length : view.thieves.length;
      const mine = seats < view.thieves.length ? view.thieves : [view.thieves[seat]];  // one player, a whole crew
      return mine.filter(Boolean).map((t) => `${t.character ? title(t.character) : 'Thief'} · ${t.stealth} stealth`).join(' | ');
    },
  };
}

if (!document.getElementById('bb-style')) {
  document.head.append(h('link', { id: 'bb-style', rel: 'stylesheet', href: '/games/burglebros/ui.css' }));
}
