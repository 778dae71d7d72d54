// Small SVG icons, so nothing depends on the reader's emoji font.
import { s } from './dom.js';

const PATHS = {
  lock: 'M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z',
  first: 'M6 5h2v14H6zM20 5v14L9 12z',
  prev: 'M18 5v14L7 12z',
  next: 'M6 5v14l11-7z',
  last: 'M16 5h2v14h-2zM4 5v14l11-7z',
  play: 'M7 4v16l13-8z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  bot: 'M11 2h2v3h4a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3h4zM8.5 10a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM9 15.5h6v1.5H9z',
  star: 'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8z',
  sound: 'M3 9h4l5-4v14l-5-4H3zM15 8.5a4.5 4.5 0 0 1 0 7l-1.2-1.6a2.5 2.5 0 0 0 0-3.8zM17.5 5a9 9 0 0 1 0 14l-1.2-1.6a7 7 0 0 0 0-10.8z',
  muted: 'M3 9h4l5-4v14l-5-4H3zM16 10.4L17.4 9 19 10.6 20.6 9 22 10.4 20.4 12 22 13.6 20.6 15 19 13.4 17.4 15 16 13.6 17.6 12z',
};

/** An inline icon (`icon('lock')`), sized by the surrounding text. */
export function icon(name, label = '') {
  const attrs = { viewBox: '0 0 24 24', width: '1em', height: '1em', class: `icon icon-${name}`, fill: 'currentColor' };
  if (label) Object.assign(attrs, { role: 'img', 'aria-label': label });
  else attrs['aria-hidden'] = 'true';
  return s('svg', attrs, s('path', { d: PATHS[name] }));
}

/** A taken seat's name, with the bot mark when an arena bot or a bot account (a program) plays it. */
export function seatName(seat) {
  if (seat.bot) return [icon('bot', 'bot'), ' ', seat.name];
  if (seat.bot_account) return [icon('bot', 'bot account'), ' ', seat.name];
  return seat.name;
}
