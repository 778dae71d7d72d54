// The game log as a story: event texts with player names, private lines marked for their only reader.
import { h, withNames } from './dom.js';
import { icon } from './icons.js';

export class GameLog {
  constructor(box) {
    this.list = h('ol', { class: 'log', 'aria-live': 'polite', 'aria-relevant': 'additions' });
    this.entries = [];
    this.names = [];
    box.replaceChildren(h('h2', { class: 'panel-title' }, 'Game log'), this.list);
  }

  line(entry, prevV) {
    const isPrivate = Array.isArray(entry.to);
    return h('li', { class: `log-line${entry.v !== prevV ? ' move-start' : ''}${isPrivate ? ' private' : ''}`,
      dataset: { v: entry.v ?? '' } },
    isPrivate ? h('span', { class: 'lock', title: 'Only you see this' }, icon('lock', 'private'), ' ') : null,
    withNames(entry.text, this.names),
    entry.data && entry.data.by_bot ? h('span', { class: 'by-bot', title: 'Played by the bot that took over this seat' }, ' ', icon('bot', 'by the bot')) : null);
  }

  nearBottom() {
    return this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 60;
  }

  scroll(force) {
    if (force) this.list.scrollTop = this.list.scrollHeight;
  }

  /** Replace the whole log (a full state after connecting or resyncing). */
  reset(entries, names) {
    this.entries = entries.slice();
    this.names = names;
    this.list.replaceChildren(...this.entries.map((e, i) => this.line(e, i ? this.entries[i - 1].v : null)));
    if (!this.entries.length) this.list.append(h('li', { class: 'log-line muted' }, 'The story of the game will appear here.'));
    this.scroll(true);
  }

  /** Add the events of one new version. */
  add(entries, names) {
    if (!entries.length) return;
    if (!this.entries.length) this.list.replaceChildren();
    const stick = this.nearBottom();
    this.names = names;
    for (const e of entries) {
      const prev = this.entries.length ? this.entries[this.entries.length - 1].v : null;
      this.entries.push(e);
      this.list.append(this.line(e, prev));
    }
    this.scroll(stick);
  }

  /** Names changed (a seat was taken): redraw with the new names. */
  rename(names) {
    this.reset(this.entries, names);
  }
}
