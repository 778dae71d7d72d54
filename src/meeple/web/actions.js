// Legal actions as buttons: grouped by type, labelled readably, with a step-by-step
// picker and a confirm button when one kind of action is a choice of several things.
import { h, humanize, plainNames } from './dom.js';
import { isSeatRef } from './viewtree.js';

const PICK_ABOVE = 8;      // a group this big with 2+ varying fields is chosen field by field
const FILTER_ABOVE = 24;   // a group this big gets a filter box

function fieldText(key, v, names) {
  if (isSeatRef(key, v, names.length) || (key === 'from' && Number.isInteger(v) && v < names.length)) return names[v];
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** A label made from the action itself, when the server sent none: `{type: "bid", amount: 3}` -> "Bid: amount 3". */
export function fallbackLabel(action, names) {
  const rest = Object.entries(action).filter(([k]) => k !== 'type')
    .map(([k, v]) => `${humanize(k).toLowerCase()} ${fieldText(k, v, names)}`);
  return rest.length ? `${humanize(action.type)}: ${rest.join(', ')}` : humanize(action.type);
}

function varying(items) {
  const keys = [...new Set(items.flatMap((it) => Object.keys(it.action)))].filter((k) => k !== 'type');
  return keys.filter((k) => new Set(items.map((it) => JSON.stringify(it.action[k]))).size > 1);
}

export class ActionPanel {
  constructor() {
    this.pick = null;   // {type, chosen: {field: value}} while picking step by step
    this.legalKey = '';
  }

  items(frame) {
    return frame.legal.map((action, index) => {
      const label = frame.labels && frame.labels[index];
      const text = label ? plainNames(label, frame.names) : fallbackLabel(action, frame.names);
      return { action, index, label: text.charAt(0).toUpperCase() + text.slice(1) };
    });
  }

  /** The panel for `frame` (null when there is nothing to do). */
  render(frame, redraw) {
    const key = JSON.stringify(frame.legal);
    if (key !== this.legalKey) { this.pick = null; this.legalKey = key; }
    if (!frame.legal.length || frame.replay) return null;
    const groups = new Map();
    for (const it of this.items(frame)) {
      if (!groups.has(it.action.type)) groups.set(it.action.type, []);
      groups.get(it.action.type).push(it);
    }
    // Kinds with a single action (pass, end the turn...) share one untitled row; the others get a title.
    const blocks = [];
    for (const [type, items] of groups) {
      const last = blocks[blocks.length - 1];
      if (items.length === 1 && last && last.single) last.items.push(...items);
      else blocks.push({ type, items, single: items.length === 1 });
    }
    return h('section', { class: 'actions', id: 'actions', 'aria-label': 'Your possible actions' },
      h('h2', { class: 'panel-title' }, 'Your move'),
      blocks.map((b) => this.group(b, frame, redraw)));
  }

  group(block, frame, redraw) {
    const { type, items } = block;
    const fields = varying(items);
    const body = !block.single && items.length > PICK_ABOVE && fields.length > 1
      ? this.picker(type, items, fields, frame, redraw)
      : this.buttons(items, frame);
    const title = block.single ? null : h('h3', { class: 'group-title' }, humanize(type), h('span', { class: 'muted' }, ` · ${items.length}`));
    return h('div', { class: 'action-group', dataset: { type: block.single ? '' : type } }, title, body);
  }

  buttons(items, frame) {
    const list = h('div', { class: 'action-buttons' }, items.map((it) => h('button', {
      type: 'button', class: `btn act${frame.legal.length === 1 ? ' btn-primary' : ''}`, dataset: { key: `act:${it.index}` },
      onclick: () => frame.act(it.action),
    }, it.label)));
    if (items.length <= FILTER_ABOVE) return list;
    const filter = h('input', { type: 'search', class: 'action-filter', placeholder: 'Filter…', 'aria-label': 'Filter these actions',
      oninput: () => {
        const q = filter.value.trim().toLowerCase();
        for (const b of list.children) b.hidden = Boolean(q) && !b.textContent.toLowerCase().includes(q);
      } });
    return h('div', {}, filter, list);
  }

  picker(type, items, fields, frame, redraw) {
    const chosen = this.pick && this.pick.type === type ? this.pick.chosen : {};
    const left = items.filter((it) => Object.entries(chosen).every(([k, v]) => JSON.stringify(it.action[k]) === JSON.stringify(v)));
    const next = fields.find((f) => !(f in chosen) && new Set(left.map((it) => JSON.stringify(it.action[f]))).size > 1);
    const back = Object.keys(chosen).length
      ? h('button', { type: 'button', class: 'btn btn-ghost', onclick: () => { this.pick = null; redraw(); } }, 'Start over') : null;
    if (next === undefined || left.length === 1) {
      const it = left[0];
      return h('div', { class: 'confirm' }, h('button', { type: 'button', class: 'btn btn-primary act', dataset: { key: `act:${it.index}` },
        onclick: () => { this.pick = null; frame.act(it.action); } }, `Confirm: ${it.label}`), back);
    }
    const values = [...new Map(left.map((it) => [JSON.stringify(it.action[next]), it.action[next]])).values()];
    return h('div', { class: 'picker' },
      h('p', { class: 'hint' }, `Choose the ${humanize(next).toLowerCase()}:`),
      h('div', { class: 'action-buttons' }, values.map((v) => h('button', {
        type: 'button', class: 'btn choice', dataset: { key: `pick:${type}:${next}:${JSON.stringify(v)}` },
        onclick: () => { this.pick = { type, chosen: { ...chosen, [next]: v } }; redraw(); },
      }, fieldText(next, v, frame.names)))), back);
  }
}
