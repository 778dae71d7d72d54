// Dungeon Petz's renderer: the central board (food stands, artifact tents, cage and add-on shops, the
// two corrals and the service spaces; click one to send the current group there), the exhibitions and
// customers ahead, and every shop with its four cages. Your own shop is where you act: a new cage or
// add-on goes where you click a cage; to move a pet click it (or a waiting pet), then its new cage (a
// swap when that cage holds a pet); pick a card from your hand then click a pet to assign it, or click
// a pet's open colour bar to give it a potion; click a pet to feed it (in any order; an omnivore with
// both foods at hand shows the two food tokens to click), to give it the help of an artifact, to play
// with it or to sell it (a pet that two venues would buy shows both); click an empty cage's manure to
// clean it. "Eats no more" stays a short button in the cage, discarding a new piece and "Done" are
// buttons under the shop. The secret grouping has its own panel (a group's imps, then its gold).
// View shape: view.py.
import { actButton, block, findAction, labelOf, seatBox, useStyle } from '/web/cards.js';
import { h, nameTag, plural } from '/web/dom.js';

useStyle('cards-css', '/web/cards.css');
useStyle('dp-css', '/games/dungeonpetz/ui.css');

const PHASES = {
  group: 'Shopping: everyone makes secret groups of imps and gold',
  send: 'Shopping: groups go out, largest first',
  arrange: 'Everyone arranges cages and pets at once',
  assign: 'Need cards are assigned in secret',
  care: 'Showing off: needs are evaluated',
  sell: 'Business: customers buy pets',
  clean: 'Business: spare imps clean cages or earn gold',
  over: 'The game is over',
};
const COLOURS = ['green', 'red', 'yellow', 'purple'];
const ICON = { hunger: 'hunger', poop: 'poop', play: 'play', anger: 'anger', magic: 'magic', disease: 'disease',
  size: 'size', suffering: 'suffering', mutation: 'mutation', manure: 'manure', rainbow: 'rainbow' };

function actBtn(frame, action, key, content = null, extra = '') {
  return actButton(frame, action, { key, cls: `btn dp-act ${extra}`, content });
}

export function createRenderer(root) {
  let chosenCard = null;
  let chosenFlip = false;
  let movingPet = null;

  function statusBar(view, frame) {
    const who = view.current !== null && view.current !== undefined ? [' — ', nameTag(frame.names, view.current)] : [];
    const group = view.group ? [' — group of ', nameTag(frame.names, view.group[0]),
      `: ${plural(view.group[1], 'imp')} + ${view.group[2]} gold`] : [];
    return h('div', { class: 'dp-status' },
      h('strong', {}, `Round ${view.round} of ${view.rounds}. `), PHASES[view.phase] || view.phase, ...who, ...group,
      h('span', { class: 'muted' }, ' · Start player: '), nameTag(frame.names, view.start));
  }

  function spaceTile(view, frame, space, content) {
    const act = findAction(frame.legal, 'send', (a) => a.space === space.id && a.item === -1);
    const taken = space.taken !== null ? nameTag(frame.names, space.taken) : space.neutral ? h('span', { class: 'dp-neutral' }, 'neutral imp') : null;
    const body = [h('span', { class: 'dp-space-name' }, space.name), content, taken ? h('span', { class: 'dp-taken' }, taken) : null];
    if (act) return actBtn(frame, act, `send:${space.id}`, body, 'dp-space');
    return h('div', { class: 'dp-space' }, body);
  }

  function itemButton(frame, spaces, item, body, key) {
    const act = findAction(frame.legal, 'send', (a) => spaces.includes(a.space) && a.item === item);
    return act ? actBtn(frame, act, key, body, 'dp-item') : h('div', { class: 'dp-item' }, body);
  }

  function kitText(k) {
    if (!k) return '';
    const bits = [`str ${k.strength}`, `anti ${k.antimagic}`];
    if (k.special) bits.push(k.special);
    return `${k.name} ${bits.join(' ')}`;
  }

  function petText(p) {
    return `${p.name} (${p.diet}; bars ${p.bars.map((c) => c[0].toUpperCase()).join('')})`;
  }

  function board(view, frame) {
    const sp = Object.fromEntries(view.board.spaces.map((s) => [s.id, s]));
    const b = view.board;
    const stand = (id) => spaceTile(view, frame, sp[id], h('span', {}, `veg ${b.stands[id].veg} · meat ${b.stands[id].meat}`));
    const cageSpaces = ['cage1', 'cage2'];
    const cageTaken = cageSpaces.map((id) => sp[id]).map((s, i) => h('span', { class: 'dp-taken' }, `${i ? '2nd' : '1st'} space: `,
      s.taken !== null ? nameTag(frame.names, s.taken) : s.neutral ? h('span', { class: 'dp-neutral' }, 'neutral imp') : 'free'));
    return block('The market', [
      h('div', { class: 'dp-row' }, stand('veg'), stand('meat'), stand('mixed'),
        spaceTile(view, frame, sp.artifacts, h('span', {}, b.artifacts.map((a) => a.name).join(', ') || 'empty'))),
      h('div', { class: 'dp-row' },
        h('div', { class: 'dp-shop' }, h('span', { class: 'dp-space-name' }, 'Cage shop (2 imps): '), ...cageTaken,
          b.cages.map((c, i) => itemButton(frame, cageSpaces, i, kitText(c), `cage:${i}`))),
        h('div', { class: 'dp-shop' }, h('span', { class: 'dp-space-name' }, 'Add-ons: '),
          sp.addon.taken !== null ? h('span', { class: 'dp-taken' }, nameTag(frame.names, sp.addon.taken)) : null,
          b.addons.map((c, i) => itemButton(frame, ['addon'], i, kitText(c), `addon:${i}`)))),
      h('div', { class: 'dp-row' },
        h('div', { class: 'dp-shop' }, h('span', { class: 'dp-space-name' }, 'Baby corral (size 2, gold): '),
          b.low.map((p, i) => itemButton(frame, ['pet_low1', 'pet_low2'], i, petText(p), `low:${i}`))),
        h('div', { class: 'dp-shop' }, h('span', { class: 'dp-space-name' }, 'Upper corral (size 3, gold): '),
          b.high.map((p, i) => itemButton(frame, ['pet_high'], i, petText(p), `high:${i}`)))),
      h('div', { class: 'dp-row' }, ['invite', 'hospital', 'judge', 'platform'].map((id) => spaceTile(view, frame, sp[id], null)),
        actBtn(frame, findAction(frame.legal, 'home'), 'home')),
      h('p', { class: 'muted' }, `Potions ${b.potions} · pets left ${b.pets_left} · need decks ${b.decks.join('/')}`),
    ], { cls: 'dp-board' });
  }

  function tiles(view) {
    const faceUp = (list, what) => list.filter((e) => e.tile).map((e) => h('div', { class: `dp-tile${e.round === view.round ? ' now' : ''}` },
      h('strong', {}, `Round ${e.round} ${what}: `), symbolsText(e.tile)));
    const down = (list, what) => {
      const rounds = list.filter((e) => !e.tile).map((e) => e.round);
      return rounds.length ? `${what} of round${rounds.length > 1 ? 's' : ''} ${rounds.join(', ')}` : null;
    };
    const hidden = [down(view.exhibitions, 'exhibitions'), down(view.customers, 'customers')].filter(Boolean);
    return block('Exhibitions and customers', [
      h('div', { class: 'dp-row' }, ...faceUp(view.exhibitions, 'exhibition'), ...faceUp(view.customers, 'customer')),
      hidden.length ? h('p', { class: 'muted small' }, `Face down: ${hidden.join(' · ')}.`) : null,
    ], { cls: 'dp-tiles' });
  }

  function symbolsText(t) {
    const plus = t.plus.map((x) => ICON[x] || x).join(' +');
    const minus = t.minus.map((x) => ICON[x] || x).join(' −');
    return `${t.name}${t.scope ? ` (${t.scope})` : ''}: +${plus} −${minus}`;
  }

  function needChip(n) {
    if (n.potion) return h('span', { class: `dp-need ${n.colour}` }, 'potion');
    return h('span', { class: `dp-need ${n.colour}`, title: `${n.colour} ${n.need}` }, ICON[n.need] + (n.flip && n.second ? `+${ICON[n.second]}` : ''));
  }

  /** The name of the shop's artifact waiting for a pet (Snack bag, Rattle, Muzzle, Charm). */
  function toolName(view, shop) {
    const effect = view.care && view.care.tool;
    const art = shop.artifacts.find((a) => a.effect === effect);
    return art ? art.name : 'artifact';
  }

  /**
   * What one click on the pet in `slot` plays now, with the short word shown on it: the chosen need
   * card, its only food, the artifact, an imp's play, its only sale; null when none (or several) apply.
   */
  function petAction(view, frame, shop, slot) {
    const legal = frame.legal;
    const ofSlot = (type) => legal.filter((x) => x.type === type && x.slot === slot);
    if (chosenCard !== null) {
      const a = findAction(legal, 'assign', (x) => x.slot === slot && x.card === chosenCard && x.flip === chosenFlip);
      return a ? [a, 'Give it the card'] : null;
    }
    const feeds = ofSlot('feed');
    if (feeds.length === 1) return [feeds[0], feeds[0].food === 'veg' ? 'Feed vegetables' : 'Feed meat'];
    const [tool] = ofSlot('tool');
    if (tool) return [tool, `Use the ${toolName(view, shop)}`];
    const [play] = ofSlot('entertain');
    if (play) return [play, 'Play with it'];
    const sells = ofSlot('sell');
    if (sells.length === 1) return [sells[0], sells[0].venue === 'platform' ? 'Sell (platform ×3)' : 'Sell (market ×2)'];
    return null;
  }

  /**
   * The pet's colour bars; with potions at hand (and no card chosen), each bar still without a card is
   * a button giving it a potion of that colour.
   */
  function barsRow(frame, slot, p, mine) {
    const potions = mine && chosenCard === null ? frame.legal.filter((x) => x.type === 'potion' && x.slot === slot) : [];
    const filled = {};
    for (const n of p.needs || []) filled[n.colour] = (filled[n.colour] || 0) + 1;
    const seen = {};
    return h('span', { class: `dp-bars${potions.length ? ' dp-bars-open' : ''}` }, p.bars.map((col, i) => {
      seen[col] = (seen[col] || 0) + 1;
      const a = seen[col] > (filled[col] || 0) ? potions.find((x) => COLOURS[x.colour] === col) : null;
      if (!a) return h('span', { class: `dp-bar ${col}` });
      return actBtn(frame, a, `potion:${slot}:${a.colour}:${i}`, [h('span', { class: 'dp-flask', 'aria-hidden': 'true' }), 'potion'], `dp-bar dp-barbtn ${col}`);
    }));
  }

  /**
   * The pet: a button when one click says what to do with it (in `acting`, a pet to care for or sell),
   * or, while arranging, a pet to pick up and move (then its new cage takes the click).
   */
  function petBox(view, frame, shop, slot, p, left, mine, inButton) {
    const kids = [h('strong', {}, `${p.name} `), `size ${p.size} · ${p.diet}`,
      p.suffering ? ` · suffering ${p.suffering}` : '', p.mutation ? ` · mutation ${p.mutation}` : '',
      barsRow(frame, slot, p, mine && !inButton),
      p.needs ? h('span', { class: 'dp-needs' }, p.needs.map(needChip)) : h('span', { class: 'muted dp-line' }, 'cards face down'),
      left.length ? h('span', { class: 'dp-left dp-line' }, left.join(', ')) : null];
    if (mine && !inButton && !frame.replay && frame.legal.some((x) => x.type === 'move' && x.pet === slot)
      && (movingPet === null || movingPet === slot)) return pickBox(slot, p.name, kids);
    const found = mine && !inButton ? petAction(view, frame, shop, slot) : null;
    if (!found) return h('span', { class: 'dp-pet' }, kids);
    const [a, word] = found;
    const assign = a.type === 'assign';
    const text = labelOf(frame, a);
    return h('button', { type: 'button', class: `dp-pet dp-petbtn dp-act${assign ? ' dp-target' : ''}`,
      dataset: { key: `pet:${slot}`, act: [a.type, a.food || a.venue].filter(Boolean).join(':') }, 'aria-label': text, title: text,
      onclick: () => { if (assign) { chosenCard = null; chosenFlip = false; } frame.act(a); } },
    kids, h('span', { class: 'dp-pet-do' }, word));
  }

  /** A pet to move (in a cage, or waiting: 4 + its place in the queue): picked, then put back by a second click. */
  function pickBox(pet, name, kids) {
    const picked = movingPet === pet;
    const word = picked ? 'Moving: click its new cage (or here to keep it)' : 'Move it…';
    return h('button', { type: 'button', class: `dp-pet dp-petpick${picked ? ' chosen' : ''}`, dataset: { key: `movefrom:${pet}` },
      'aria-pressed': String(picked), 'aria-label': picked ? `Keep the ${name} where it is` : `Move the ${name}`,
      onclick: () => { movingPet = picked ? null : pet; draw(); } }, kids, h('span', { class: 'dp-pet-do' }, word));
  }

  /**
   * What a click on the whole cage plays: the new cage replacing it, the new add-on fitted to it, or the
   * pet being moved put into it (swapping with its pet); with the short words shown in it.
   */
  function cageAction(frame, shop, slot, c) {
    const place = findAction(frame.legal, 'place', (a) => a.slot === slot);
    if (place) {
      if (shop.new_cages.length) return [place, `Replace it by the new ${shop.new_cages[0].name}`];
      return [place, c.addon ? `Fit the new ${shop.new_addons[0].name} instead` : `Fit the new ${shop.new_addons[0].name} here`];
    }
    if (movingPet === null) return null;
    const m = findAction(frame.legal, 'move', (x) => x.pet === movingPet && x.to === slot);
    return m ? [m, c.pet ? 'Swap: move it here' : 'Move it here'] : null;
  }

  function cageCell(view, frame, shop, slot, mine) {
    const c = shop.cages[slot];
    const p = c.pet;
    const acts = [];
    if (mine) {
      const feeds = frame.legal.filter((x) => x.type === 'feed' && x.slot === slot);
      if (feeds.length > 1 && chosenCard === null) {  // an omnivore with both foods at hand: the food says which
        acts.push(h('span', { class: 'dp-foods' }, feeds.map((a) => actBtn(frame, a, `feed:${slot}:${a.food}`,
          [h('span', { class: `dp-token ${a.food}`, 'aria-hidden': 'true' }), a.food === 'veg' ? 'vegetable' : 'meat'], `dp-food ${a.food}`))));
      }
      const starve = findAction(frame.legal, 'starve', (x) => x.slot === slot);
      if (starve) acts.push(actBtn(frame, starve, `starve:${slot}`, 'Eats no more', 'btn-small'));
      const sells = frame.legal.filter((x) => x.type === 'sell' && x.slot === slot);
      if (sells.length > 1) {  // two venues would buy it: the venue says which
        for (const a of sells) acts.push(actBtn(frame, a, `sell:${slot}:${a.venue}`, a.venue === 'platform' ? 'Sell (platform ×3)' : 'Sell (market ×2)', 'btn-small'));
      }
    }
    if (!c.cage) return h('div', { class: 'dp-cage empty' }, h('span', { class: 'muted' }, 'no cage'), acts);
    const left = view.care && view.current === shop.seat
      ? ['hunger', 'play', 'anger', 'magic'].filter((k) => view.care[k][slot] > 0).map((k) => `${view.care[k][slot]} ${k} to handle`) : [];
    const target = mine && !frame.replay ? cageAction(frame, shop, slot, c) : null;
    const clean = mine ? findAction(frame.legal, 'clean', (x) => x.slot === slot) : null;
    const manure = clean
      ? actBtn(frame, clean, `clean:${slot}`, [h('span', { class: 'dp-token manure', 'aria-hidden': 'true' }), `manure ${c.manure}: clean`], 'dp-manure')
      : h('span', { class: 'muted dp-line' }, `manure ${c.manure}`);
    const kids = [h('span', { class: 'dp-cage-name' }, kitText(c.cage), c.addon ? ` + ${kitText(c.addon)}` : ''),
      manure, p ? petBox(view, frame, shop, slot, p, left, mine, target !== null) : null];
    if (!target) return h('div', { class: `dp-cage${p ? '' : ' vacant'}`, dataset: { slot: String(slot) } }, kids, acts);
    const [a, word] = target;
    const text = labelOf(frame, a);
    return h('button', { type: 'button', class: `dp-cage dp-cagebtn dp-act${p ? '' : ' vacant'}`,
      dataset: { slot: String(slot), key: a.type === 'place' ? `place:${slot}` : `moveto:${slot}` }, 'aria-label': text, title: text,
      onclick: () => { movingPet = null; frame.act(a); } }, kids, h('span', { class: 'dp-pet-do' }, word), acts);
  }

  function handRow(view, frame, shop) {
    if (!shop.hand) return null;
    const cards = shop.hand.map((c) => {
      const can = frame.legal.some((a) => a.type === 'assign' && a.card === c.id);
      const disc = findAction(frame.legal, 'discard', (a) => a.card === c.id);
      const label = `${ICON[c.need]}${c.second ? ` (+${ICON[c.second]})` : ''}`;
      if (disc) return actBtn(frame, disc, `discard:${c.id}`, label, `dp-card ${c.colour}`);
      if (!can) return h('span', { class: `dp-card ${c.colour}`, title: `${c.colour} ${c.need}` }, label);
      return h('button', { type: 'button', class: `btn dp-card selectable ${c.colour}${chosenCard === c.id ? ' chosen' : ''}`,
        dataset: { key: `card:${c.id}` }, 'aria-label': `${c.colour} ${c.need}`,
        onclick: () => { chosenCard = chosenCard === c.id ? null : c.id; chosenFlip = false; draw(); } }, label);
    });
    const flip = chosenCard !== null && frame.legal.some((a) => a.type === 'assign' && a.card === chosenCard && a.flip)
      ? h('label', { class: 'dp-flip' }, h('input', { type: 'checkbox', checked: chosenFlip, onchange: (e) => { chosenFlip = e.target.checked; draw(); } }), ' upside down (both needs)')
      : null;
    return h('div', { class: 'dp-hand' }, h('span', { class: 'muted' }, 'Your hand: '), cards, flip);
  }

  function groupingPanel(view, frame, shop) {
    if (view.phase !== 'group' || !shop.groups) return null;
    const groups = shop.groups.map((g, i) => h('span', { class: 'dp-group' }, `#${i + 1}: ${plural(g[0], 'imp')} + ${g[1]} gold`));
    const btns = frame.legal.filter((a) => ['group', 'gold', 'ready'].includes(a.type)).map((a) =>
      actBtn(frame, a, a.type === 'ready' ? 'ready' : `${a.type}:${a.imps ?? a.amount}`,
        a.type === 'group' ? `${a.imps} imp${a.imps > 1 ? 's' : ''}` : a.type === 'gold' ? `${a.amount} gold` : 'Groups ready', a.type === 'ready' ? 'btn-primary' : ''));
    const prompt = shop.making ? `Gold for the group of ${plural(shop.making, 'imp')}:` : 'New group (its imps), or done:';
    return block('Your secret groups', [h('div', {}, groups.length ? groups : h('span', { class: 'muted' }, 'no groups yet')),
      shop.ready ? h('p', {}, 'Ready: waiting for the others.') : h('p', {}, prompt), h('div', { class: 'dp-row' }, btns)], { cls: 'dp-grouping' });
  }

  function decisionRow(frame) {
    const types = ['arranged', 'rest', 'calm', 'release', 'keep', 'finish'];
    const btns = frame.legal.filter((a) => types.includes(a.type)).map((a) => actBtn(frame, a, a.type));
    const discardNew = findAction(frame.legal, 'place', (a) => a.slot === -1);
    if (discardNew) btns.push(actBtn(frame, discardNew, 'place:-1', 'Discard the new piece'));
    return btns.length ? h('div', { class: 'dp-row dp-decide' }, btns) : null;
  }

  function shopBox(view, frame, shop) {
    const mine = frame.seat === shop.seat;
    const f = shop.food;
    const facts = h('div', { class: 'dp-facts' },
      h('strong', {}, `${shop.reputation} reputation · ${shop.gold} gold`),
      ` · imps: ${shop.imps} home, ${shop.busy} out, ${shop.platform} on the platform${shop.booked ? ` (+${shop.booked} booked)` : ''}, ${shop.hospital} hurt, ${shop.relatives.length} relatives`,
      ` · food: veg ${f.veg} (+${f.old_veg} old), meat ${f.meat} (+${f.old_meat} old) · potions ${shop.potions}`,
      shop.artifacts.length ? ` · ${shop.artifacts.map((a) => a.name).join(', ')}` : '',
      ` · cards ${Object.entries(shop.hand_colours).map(([c, n]) => `${c[0].toUpperCase()}${n}`).join(' ')}`,
      shop.judge ? ' · judging +2' : '');
    const extra = [];
    if (shop.waiting.length) extra.push(h('div', { class: 'dp-waiting' }, 'Waiting for a cage: ', shop.waiting.map((p, i) => {
      const from = 4 + i;
      if (mine && !frame.replay && frame.legal.some((x) => x.type === 'move' && x.pet === from) && (movingPet === null || movingPet === from)) {
        return pickBox(from, p.name, [h('strong', {}, `${p.name} `), `size ${p.size} · ${p.diet}`]);
      }
      return h('span', { class: 'dp-group' }, p.name);
    })));
    if (mine && frame.legal.some((x) => x.type === 'tool')) {
      extra.push(h('div', { class: 'dp-left' }, `Your ${toolName(view, shop)} helps one pet this round: choose which.`));
    }
    const placing = mine && frame.legal.some((x) => x.type === 'place');
    if (shop.new_cages.length) extra.push(h('div', { class: placing ? 'dp-left' : '' }, `New cage to place: ${kitText(shop.new_cages[0])}`, placing ? ' — click the cage it replaces.' : ''));
    if (shop.new_addons.length && !shop.new_cages.length) extra.push(h('div', { class: placing ? 'dp-left' : '' }, `New add-on to place: ${kitText(shop.new_addons[0])}`, placing ? ' — click the cage it goes on.' : ''));
    if (mine && frame.legal.some((x) => x.type === 'potion') && chosenCard === null) {
      extra.push(h('div', { class: 'dp-left' }, `${plural(shop.potions, 'potion')} at hand: click a pet's open colour bar to give it one (it stands in for a card of that colour).`));
    }
    const badges = [shop.ready ? ['ready', 'ok'] : null, frame.waiting.includes(shop.seat) ? ['to play', 'turn'] : null];
    return seatBox(frame, shop.seat, { active: frame.waiting.includes(shop.seat), cls: 'dp-shopbox', badges, kids: [
      facts, extra, mine ? groupingPanel(view, frame, shop) : null,
      h('div', { class: 'dp-cages' }, [0, 1, 2, 3].map((slot) => cageCell(view, frame, shop, slot, mine))),
      mine ? handRow(view, frame, shop) : null, mine ? decisionRow(frame) : null] });
  }

  let last = null;
  function draw() {
    const frame = last;
    const view = frame.view;
    if (chosenCard !== null && !frame.legal.some((a) => a.type === 'assign' && a.card === chosenCard)) chosenCard = null;
    if (movingPet !== null && !frame.legal.some((a) => a.type === 'move' && a.pet === movingPet)) movingPet = null;
    const order = view.shops.map((s) => s.seat).sort((a, b) => (a === frame.seat ? -1 : b === frame.seat ? 1 : a - b));
    root.replaceChildren(h('div', { class: 'dp' },
      statusBar(view, frame), tiles(view),
      view.phase === 'send' ? board(view, frame) : null,
      h('div', { class: 'dp-shops' }, order.map((s) => shopBox(view, frame, view.shops[s]))),
      view.phase !== 'send' ? board(view, frame) : null,
      view.results.length ? block('Results', view.results.map(([name, scores]) => h('div', {}, `${name}: `,
        scores.map((v, i) => h('span', { class: 'dp-group' }, nameTag(frame.names, i), ` ${v}`))))) : null));
  }

  return {
    update(frame) {
      last = frame;
      draw();
    },
    seatInfo(view, seat) {
      const shop = view.shops[seat];
      return `${shop.reputation} reputation, ${shop.gold} gold`;
    },
  };
}
