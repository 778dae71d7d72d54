// Small DOM helpers shared by every page and renderer.
// Everything user-written (names, chat) goes in as text nodes: there is no HTML path here.

const SVG_NS = 'http://www.w3.org/2000/svg';
const PROPS = new Set(['value', 'checked', 'disabled', 'selected', 'hidden', 'open', 'multiple', 'required']);

function setProp(el, key, value) {
  if (value === undefined || value === null || value === false && !PROPS.has(key)) return;
  if (key === 'text') el.textContent = String(value);
  else if (key === 'class' || key === 'className') el.setAttribute('class', String(value));
  else if (key === 'dataset') Object.assign(el.dataset, value);
  else if (key === 'style' && typeof value === 'object') {
    for (const [name, v] of Object.entries(value)) el.style.setProperty(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), v);
  }
  else if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
  else if (PROPS.has(key)) el[key] = value;
  else el.setAttribute(key, value === true ? '' : String(value));
}

function append(el, kids) {
  for (const kid of kids) {
    if (kid === null || kid === undefined || kid === false) continue;
    if (Array.isArray(kid)) append(el, kid);
    else el.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
}

/** `h('button', {class: 'btn', onclick}, 'Roll')`: an element; strings become text nodes. */
export function h(tag, props = {}, ...kids) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) setProp(el, k, v);
  append(el, kids);
  return el;
}

/** The same for SVG elements (`s('circle', {cx: 5, cy: 5, r: 2})`). */
export function s(tag, props = {}, ...kids) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(props || {})) setProp(el, k, v);
  append(el, kids);
  return el;
}

/** Replace an element's children. */
export function fill(el, ...kids) {
  el.replaceChildren();
  append(el, kids);
  return el;
}

const SEAT_COLORS = ['#e4572e', '#2d7dd2', '#3da35d', '#f2a541', '#8e5fd8', '#17a2b8', '#d6457d', '#7a8c2e'];

/** A seat's colour, the same on every page. */
export function seatColor(seat) {
  return SEAT_COLORS[((seat % SEAT_COLORS.length) + SEAT_COLORS.length) % SEAT_COLORS.length];
}

/** A player's name as a coloured chip (text only). */
export function nameTag(names, seat) {
  const name = names[seat] ?? `Player ${seat + 1}`;
  return h('span', { class: 'name', style: { '--seat': seatColor(seat) } }, name);
}

/** `{p0} takes tile 27` with names put in: a list of text and name chips. */
export function withNames(text, names) {
  const parts = [];
  let last = 0;
  for (const m of String(text).matchAll(/\{p(\d+)\}/g)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(nameTag(names, Number(m[1])));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The same as plain text (for labels, titles and aria-labels). */
export function plainNames(text, names) {
  return String(text).replace(/\{p(\d+)\}/g, (_, i) => names[Number(i)] ?? `Player ${Number(i) + 1}`);
}

/** `high_bidder` -> `High bidder`. */
export function humanize(key) {
  const words = String(key).replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "1 worm", "3 worms". */
export function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

/** A short-lived message in the corner ("Link copied"). */
export function toast(message, kind = 'info') {
  let box = document.getElementById('toasts');
  if (!box) {
    box = h('div', { id: 'toasts', class: 'toasts', role: 'status', 'aria-live': 'polite' });
    document.body.append(box);
  }
  const item = h('div', { class: `toast toast-${kind}` }, message);
  box.append(item);
  setTimeout(() => item.remove(), 4000);
}
