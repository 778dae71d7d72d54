// Gangsta!'s renderer: the chapter and whose turn, the heist river, the gangster river, your gang and
// the other gangs. Every click is one legal action: a heist to go for it (or drop it after passing), a
// gangster to recruit, ready, add to the crew, teach, divert or discard; a player's box to steal from it
// or order a hit; the few plain choices (done, pass, skip, keep) are buttons labelled by the game.
// The view's shape is in view.py; each card's printed facts come from cards.js (written from
// components.py).
import { actButton, block, findAction, labelOf, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag } from '/web/dom.js';
import { CARDS } from '/games/gangsta/cards.js';

const SKILL_SHORT = ['L', 'M', 'I', 'S', 'B', 'H'];
const GANGSTER_ACTIONS = ['ready', 'recruit', 'add', 'learn', 'divert', 'discard', 'drop_gangster'];
const HEIST_ACTIONS = ['heist', 'drop_heist'];
const YOUR_STEP = {
  mobilize: 'Mobilize: click engaged gangsters to ready them (Leaders first, free; then $1 each), then Done.',
  action: 'Recruit a gangster from the river, go for a heist, or pass.',
  crew: 'Form the crew: click gangsters who add a skill the heist still needs.',
  learn: 'Learning: click the crew member who learns the skill, or skip.',
  recruit: 'Fast recruitment: click a gangster in the river to recruit, or skip.',
  steal: 'Theft: click Steal on an opponent, or skip.',
  divert: 'Diversion: click opponents\u2019 available gangsters to engage them, then Done.',
  target: 'Assassination: choose the gang to hit, or skip.',
  victim: 'A hit on your gang: click the two-skill gangster you lose.',
  drop: 'You passed. You may discard one card from a river (click it), or keep them all.',
  snitch: 'A snitch! You could not pay: click the gangster you discard (secret until all have chosen).',
  wars: 'Gang Wars are over: click the gangster you discard (secret until all have chosen).',
  wars_pick: 'Double the Mercenaries: click the opponent\u2019s gangster to discard.',
};
const STAGE_WORDS = {
  mobilize: 'is mobilizing', action: 'is choosing an action', crew: 'is forming a crew', learn: 'is teaching',
  recruit: 'is recruiting', steal: 'is stealing', divert: 'is diverting', target: 'is choosing a hit',
  victim: 'is hit', drop: 'has passed', snitch: 'snitch: discards being chosen',
  wars: 'end of Gang Wars: discards being chosen', wars_pick: 'end of Gang Wars', over: 'game over',
};

function chips(counts, { cls = '' } = {}) {
  const out = [];
  counts.forEach((n, s) => {
    for (let i = 0; i < n; i += 1) {
      out.push(h('span', { class: `gs-skill gs-s${s} ${cls}`, title: CARDS.skills[s] }, SKILL_SHORT[s]));
    }
  });
  return h('span', { class: 'gs-chips' }, out);
}

function gangsterFace(id, { engaged = false, learned = null, crew = false } = {}) {
  const c = CARDS.gangsters[id];
  const skills = c.skills.slice();
  const title = [c.name, c.boss ? `Boss of ${CARDS.clans[c.clan]}` : CARDS.clans[c.clan],
    c.skills.map((n, s) => (n ? `${n} ${CARDS.skills[s]}` : '')).filter(Boolean).join(', '),
    learned !== null ? `learned ${CARDS.skills[learned]}` : '', c.boss ? '' : `costs $${c.cost}`,
    `${c.influence} influence`, engaged ? 'engaged' : 'available'].filter(Boolean).join(' · ');
  return h('span', { class: `gs-card gs-gangster gs-clan${c.clan}${engaged ? ' engaged' : ''}${crew ? ' crew' : ''}${c.boss ? ' boss' : ''}`, title },
    h('span', { class: 'gs-name' }, c.name),
    h('span', { class: 'gs-row' }, chips(skills), learned !== null ? chips([0, 1, 2, 3, 4, 5].map((s) => (s === learned ? 1 : 0)), { cls: 'learned' }) : null),
    h('span', { class: 'gs-foot' },
      c.boss ? h('span', { class: 'gs-tag' }, 'Boss') : h('span', { class: 'gs-cost' }, `$${c.cost}`),
      h('span', { class: 'gs-inf' }, `\u2605${c.influence}`)),
    engaged ? h('span', { class: 'gs-state' }, 'engaged') : null);
}

function rewards(c) {
  const out = [];
  if (c.cash) out.push(`$${c.cash}`);
  if (c.influence) out.push(`\u2605${c.influence}`);
  if (c.coop_cash) out.push(`co-op $${c.coop_cash} each`);
  if (c.learn >= 0) out.push(`learn ${CARDS.skills[c.learn]}`);
  if (c.recruit) out.push('recruit');
  if (c.steal) out.push(`steal $${c.steal}`);
  if (c.diversion) out.push(`divert ${c.diversion}`);
  if (c.kill) out.push('hit');
  if (c.rally) out.push('rally');
  if (c.replay) out.push('play again');
  return out;
}

function heistFace(id, { need = null, chosen = false } = {}) {
  const c = CARDS.heists[id];
  const kind = c.kind === 'coop' ? 'co-op' : c.kind === 'snitch' ? 'snitch' : '';
  const r = rewards(c);
  return h('span', { class: `gs-card gs-heist gs-${c.kind}${chosen ? ' chosen' : ''}`,
    title: [c.name, kind, `needs ${c.need.map((n, s) => (n ? `${n} ${CARDS.skills[s]}` : '')).filter(Boolean).join(', ')}`,
      r.join(', ')].filter(Boolean).join(' · ') },
  h('span', { class: 'gs-name' }, c.name),
  kind ? h('span', { class: 'gs-tag' }, kind) : null,
  h('span', { class: 'gs-row' }, chips(need || c.need)),
  h('span', { class: 'gs-rewards' }, r.join(' · ')));
}

function actionFor(frame, types, field, id) {
  for (const type of types) {
    const a = findAction(frame.legal, type, (x) => x[field] === id);
    if (a) return a;
  }
  return null;
}

function clickable(frame, action, face, key) {
  return action ? actButton(frame, action, { key, cls: `gs-btn gs-${action.type}`, content: face }) : face;
}

function gangsterCard(frame, view, g) {
  const face = gangsterFace(g.id, { engaged: g.engaged, learned: g.learned, crew: view.crew.includes(g.id) });
  return clickable(frame, actionFor(frame, GANGSTER_ACTIONS, 'gangster', g.id), face, `g:${g.id}`);
}

function statusBlock(view, frame) {
  const me = frame.seat;
  const mine = frame.legal.length > 0 && !frame.replay;
  let line;
  if (view.stage === 'over') line = `The game is over: ${view.ended_by}.`;
  else if (mine) line = h('strong', { class: 'gs-yours' }, YOUR_STEP[view.stage] || 'Your move.');
  else if (me !== null && view.you && view.you.discard !== null) line = 'Your discard is chosen; waiting for the others\u2026';
  else if (['snitch', 'wars'].includes(view.stage)) line = STAGE_WORDS[view.stage];
  else line = [nameTag(frame.names, frame.waiting[0] ?? view.turn), ` ${STAGE_WORDS[view.stage] || ''}.`];
  const plain = ['done', 'pass', 'skip', 'keep'].map((type) => findAction(frame.legal, type))
    .filter(Boolean).map((a) => actButton(frame, a, { key: a.type, cls: `btn gs-plain gs-${a.type}${a.type === 'done' ? ' btn-primary' : ''}`,
      content: labelOf(frame, a, a.type) }));
  const chapter = CARDS.chapters[view.chapter];
  const facts = [`Chapter ${view.chapter + 1}: ${chapter}`,
    view.chapter > 0 ? `${view.snitches.length} snitch${view.snitches.length === 1 ? '' : 'es'} this chapter` : null,
    view.replaying ? 'playing again' : null, view.stage === 'mobilize' && mine ? `${view.free} free readies left` : null,
    view.stage === 'divert' && mine ? `${view.divert_left} left to engage` : null].filter(Boolean);
  return block(null, [
    h('div', { class: 'gs-head' }, h('span', { class: 'gs-chapter' }, facts.join(' \u00b7 '))),
    h('p', { class: 'gs-line' }, line),
    plain.length ? h('div', { class: 'gs-actions' }, plain) : null,
  ], { label: 'The turn', cls: 'gs-status' });
}

function heistBlock(view, frame) {
  const cards = view.heist_river.map((id) => {
    const chosen = view.heist === id;
    const face = heistFace(id, { need: chosen ? view.need : null, chosen });
    return clickable(frame, actionFor(frame, HEIST_ACTIONS, 'heist', id), face, `h:${id}`);
  });
  const snitches = view.snitches.map((id) => heistFace(id));
  return block('Heists', [
    h('div', { class: 'gs-river' }, cards),
    h('p', { class: 'muted small' }, `Deck ${view.heist_deck} · discards ${view.heist_discards}`),
    snitches.length ? h('div', { class: 'gs-snitches' }, h('span', { class: 'gs-note' }, 'snitches revealed'), h('div', { class: 'gs-river' }, snitches)) : null,
  ]);
}

function gangsterBlock(view, frame) {
  const cards = view.gangster_river.map((id) => clickable(frame, actionFor(frame, GANGSTER_ACTIONS, 'gangster', id),
    gangsterFace(id), `g:${id}`));
  return block('Gangsters to recruit', [
    h('div', { class: 'gs-river' }, cards),
    h('p', { class: 'muted small' }, `Deck ${view.gangster_deck} · discards ${view.gangster_discards}`),
  ]);
}

function seatFacts(p) {
  return h('div', { class: 'cg-facts gs-facts' },
    h('span', {}, h('strong', {}, `$${p.money}`)),
    h('span', {}, h('strong', {}, `\u2605${p.influence}`), ' influence'),
    h('span', {}, `${p.gang.length} in the gang`),
    h('span', {}, `${p.performed.length} heists`));
}

function seatButtons(frame, seat) {
  return ['steal', 'target'].map((type) => findAction(frame.legal, type, (a) => a.target === seat)).filter(Boolean)
    .map((a) => actButton(frame, a, { key: `${a.type}:${seat}`, cls: `btn btn-primary gs-${a.type}`, content: labelOf(frame, a, a.type) }));
}

function gangBlock(view, frame, seat) {
  const p = view.players[seat];
  const badges = [];
  if (seat === view.turn && view.stage !== 'over') badges.push(['turn', 'turn']);
  if (p.owes_discard) badges.push([p.decided ? 'has chosen' : 'choosing a discard', '']);
  return seatBox(frame, seat, {
    active: frame.waiting.includes(seat),
    badges,
    kids: [seatFacts(p), h('div', { class: 'gs-gang' }, p.gang.map((g) => gangsterCard(frame, view, g))),
      h('div', { class: 'gs-actions' }, seatButtons(frame, seat))],
  });
}

/** The renderer (see docs/renderers.md). */
export function createRenderer(root) {
  root.classList.add('gs-root');
  return {
    update(frame) {
      const view = frame.view;
      const order = view.players.map((p) => p.seat);
      const me = frame.seat;
      const seats = me === null ? order : [me, ...order.filter((s) => s !== me)];
      root.replaceChildren(h('div', { class: 'cg gs' }, statusBlock(view, frame), heistBlock(view, frame),
        gangsterBlock(view, frame),
        block(me === null ? 'The gangs' : 'Your gang and the others', h('div', { class: 'cg-seats gs-seats' },
          seats.map((seat) => gangBlock(view, frame, seat))))));
    },
    seatInfo(view, seat) {
      const p = view.players[seat];
      return `$${p.money} · \u2605${p.influence} · ${p.gang.length} gangsters`;
    },
  };
}

useStyle('cg-style', '/web/cards.css');
useStyle('gs-style', '/games/gangsta/ui.css');
