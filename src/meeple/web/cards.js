// Pieces shared by the card-game renderers (Skull, For Sale, Wizard): finding legal actions and their
// labels, buttons that play them, a number picker over legal bids, card faces and per-player boxes.
// Styles are in /web/cards.css, added once by `useStyle`.
import { h, nameTag, plainNames, seatColor } from './dom.js';

/** Add a stylesheet once (by element id). */
export function useStyle(id, href) {
  if (!document.getElementById(id)) document.head.append(h('link', { id, rel: 'stylesheet', href }));
}

/** The first legal action of `type` passing `test`, or null. */
export function findAction(legal, type, test = () => true) {
  return legal.find((a) => a.type === type && test(a)) || null;
}

/** Every legal action of `type`. */
export function actionsOf(legal, type) {
  return legal.filter((a) => a.type === type);
}

/** The game's label for a legal action (names put in, first letter up), else `fallback`. */
export function labelOf(frame, action, fallback = '') {
  const i = frame.legal.indexOf(action);
  const label = frame.labels && i >= 0 && frame.labels[i] ? plainNames(frame.labels[i], frame.names) : fallback;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * A `<button>` that plays `action` (one of `frame.legal`, passed as it is); null in a replay or without an action.
 * `content` defaults to the action's label; `aria` (the label by default) names a button drawn as a picture.
 */
export function actButton(frame, action, { key, cls = 'btn', content = null, aria = null, title = null } = {}) {
  if (!action || frame.replay) return null;
  const label = labelOf(frame, action, action.type);
  return h('button', { type: 'button', class: cls, dataset: { key: key || `${action.type}` },
    'aria-label': content === null ? null : (aria || label), title: title || (content === null ? null : label),
    onclick: () => frame.act(action) }, content === null ? label : content);
}

/** A titled block of the game area. */
export function block(title, kids, { cls = '', label = null } = {}) {
  return h('section', { class: `cg-block ${cls}`, 'aria-label': label || title || null },
    title ? h('h3', { class: 'cg-title' }, title) : null, kids);
}

/** One player's box: coloured by seat, marked when it is "you" and when the game waits for them. */
export function seatBox(frame, seat, { active = false, cls = '', badges = [], kids = [] } = {}) {
  const you = frame.seat === seat;
  return h('div', { class: `cg-seat${active ? ' active' : ''}${you ? ' you' : ''} ${cls}`, dataset: { seat: String(seat) },
    style: { '--seat': seatColor(seat) } },
  h('div', { class: 'cg-seat-head' }, nameTag(frame.names, seat), you ? h('span', { class: 'badge badge-you' }, 'you') : null,
    badges.filter(Boolean).map(([text, kind]) => h('span', { class: `badge cg-badge ${kind || ''}` }, text))),
  kids);
}

/** A card face: a corner mark, a big centre and an optional foot line (the look comes from `cls`). */
export function cardFace({ cls = '', corner = '', center = '', foot = '', title = null } = {}) {
  return h('span', { class: `cg-card ${cls}`, title },
    corner !== '' ? h('span', { class: 'cg-corner', 'aria-hidden': 'true' }, corner) : null,
    h('span', { class: 'cg-center' }, center),
    foot !== '' ? h('span', { class: 'cg-foot' }, foot) : null);
}

const CHIPS_UP_TO = 7;   // this many choices or fewer are plain buttons; more get the stepper

/**
 * Choosing a number among the legal ones (bids): a row of buttons when there are few, else a stepper
 * (−, the value, +, a slider over the legal values only) with a confirm button showing the action's label.
 * Keep one picker per renderer: it remembers the value being chosen while the legal values stay the same.
 */
export class NumberPicker {
  constructor(field, { key = 'bid', format = String } = {}) {
    this.field = field;
    this.key = key;
    this.format = format;
    this.values = '';
    this.index = 0;
  }

  /** The picker for `actions` (legal actions that differ only by `this.field`); null when there are none or in a replay. */
  render(frame, actions) {
    if (!actions.length || frame.replay) return null;
    const sorted = [...actions].sort((a, b) => a[this.field] - b[this.field]);
    if (sorted.length <= CHIPS_UP_TO) {
      return h('div', { class: 'cg-picker chips' }, sorted.map((a) => actButton(frame, a, {
        key: `${this.key}:${a[this.field]}`, cls: 'btn cg-num', content: this.format(a[this.field]) })));
    }
    const signature = sorted.map((a) => a[this.field]).join(',');
    if (signature !== this.values) { this.values = signature; this.index = 0; }
    const value = h('output', { class: 'cg-value', 'aria-live': 'polite' });
    const confirm = h('button', { type: 'button', class: 'btn btn-primary cg-confirm', dataset: { key: `${this.key}:confirm` },
      onclick: () => frame.act(sorted[this.index]) });
    const slider = h('input', { type: 'range', class: 'cg-slider', min: 0, max: sorted.length - 1, step: 1, value: this.index,
      'aria-label': 'Choose the amount', oninput: () => show(Number(slider.value)) });
    const less = h('button', { type: 'button', class: 'btn cg-step', dataset: { key: `${this.key}:less` }, 'aria-label': 'Less',
      onclick: () => show(this.index - 1) }, '−');
    const more = h('button', { type: 'button', class: 'btn cg-step', dataset: { key: `${this.key}:more` }, 'aria-label': 'More',
      onclick: () => show(this.index + 1) }, '+');
    const show = (i) => {
      this.index = Math.max(0, Math.min(sorted.length - 1, i));
      const action = sorted[this.index];
      value.textContent = this.format(action[this.field]);
      slider.value = String(this.index);
      less.disabled = this.index === 0;
      more.disabled = this.index === sorted.length - 1;
      confirm.textContent = labelOf(frame, action, `${action.type} ${action[this.field]}`);
    };
    show(this.index);
    return h('div', { class: 'cg-picker stepper' }, h('div', { class: 'cg-stepper-row' }, less, value, more, confirm), slider);
  }
}
