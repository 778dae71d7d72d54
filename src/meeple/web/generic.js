// The generic renderer: any game playable from its view JSON and its legal actions.
import { ActionPanel } from './actions.js';
import { fill, h, humanize } from './dom.js';
import { factsGrid, playersTable, splitView, value } from './viewtree.js';

function section(key, v, ctx) {
  return h('section', { class: 'vt-section', dataset: { key } }, h('h3', {}, humanize(key)), value(v, ctx, key, 1));
}

const isEmpty = (v) => (Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0);

/** Empty lists and objects, named on one line instead of a box each. */
function emptyLine(keys) {
  if (!keys.length) return null;
  return h('p', { class: 'vt-empty muted' }, 'Empty for now: ', keys.map(humanize).join(' · '), '.');
}

/** Create the generic renderer in `root`. */
export function createRenderer(root) {
  const notPerSeat = new Set();
  const panel = new ActionPanel();
  let last = null;
  const viewBox = h('div', { class: 'generic-view' });
  const actionBox = h('div', { class: 'generic-actions' });
  root.replaceChildren(h('div', { class: 'generic' }, actionBox, viewBox));

  let actionsKey = null;

  // The buttons stay the same elements while the legal actions do not change (others may move
  // meanwhile: an out-of-turn card must not jump away under the pointer).
  function drawActions(force = false) {
    const key = JSON.stringify([last.legal, last.labels, last.names, last.replay]);
    if (!force && key === actionsKey) return;
    actionsKey = key;
    fill(actionBox, panel.render(last, () => drawActions(true)));
  }

  // Folded parts that the reader opened stay open from one state to the next.
  function openFolds() {
    return new Set([...viewBox.querySelectorAll('details[open]')].map((d) => d.dataset.path));
  }

  return {
    update(frame) {
      last = frame;
      const ctx = { names: frame.names, seat: frame.seat };
      const view = frame.view || {};
      const parts = splitView(view, frame.names.length, notPerSeat);
      drawActions();
      const open = openFolds();
      fill(viewBox,
        factsGrid(parts.facts, ctx),
        playersTable(parts, ctx),
        h('div', { class: 'vt-sections' }, parts.rest.filter(([, v]) => !isEmpty(v)).map(([k, v]) => section(k, v, ctx))),
        emptyLine(parts.rest.filter(([, v]) => isEmpty(v)).map(([k]) => k)));
      for (const d of viewBox.querySelectorAll('details')) d.open = open.has(d.dataset.path);
    },

    /** A line of public information per seat for the players panel: its per-seat numbers. */
    seatInfo(view, seat) {
      const players = last ? last.names.length : 0;
      const bits = [];
      for (const [k, v] of Object.entries(view)) {
        if (notPerSeat.has(k) || !Array.isArray(v) || v.length !== players || players < 2 || bits.length >= 3) continue;
        if (typeof v[seat] === 'number') bits.push(`${humanize(k)} ${v[seat]}`);
      }
      return bits.length ? bits.join(' · ') : null;
    },
  };
}
