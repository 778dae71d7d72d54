// The "new table" form: the game's options as real controls with their defaults, seats, mode and bots.
import { get, post } from './api.js';
import { h } from './dom.js';

const DEFAULT_SPEED = { realtime: 'normal', turnbased: 'tb1' };
const RANKS = [['', 'Anyone'], ['1', 'Apprentice or better'], ['100', 'Average or better'], ['200', 'Good or better'],
  ['300', 'Strong or better'], ['500', 'Expert or better'], ['700', 'Masters only']];
let speedsCache;

/** The server's speed profiles (asked once per page). */
function loadSpeeds() {
  if (!speedsCache) {
    speedsCache = get('/api/speeds').then((answer) => answer.speeds);
    speedsCache.catch(() => { speedsCache = undefined; });
  }
  return speedsCache;
}

function duration(seconds) {
  if (seconds >= 86400 && seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return hours % 24 === 0 ? `${hours / 24} d` : `${hours} h`;
  }
  if (seconds >= 3600) return `${Math.round(seconds / 360) / 10} h`;
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** "Real time: fast (3 min, +30 s a move)". */
function speedLabel(speed) {
  if (speed.initial === null) return speed.label;
  return `${speed.label} (${duration(speed.initial)}, +${duration(speed.per_turn)} a move)`;
}

/**
 * The speed choice: the profiles of the chosen mode, and "no time limit" for casual tables.
 * Without an answer from the server the field stays hidden and the server's default applies.
 */
function speedControl(mode, ranked) {
  const select = h('select', { id: 'speed', name: 'speed' });
  const field = h('div', { class: 'field speed-field', hidden: true }, h('label', { for: 'speed' }, 'Speed'), select,
    h('span', { class: 'hint' }, 'Each player has a time bank that grows each move; out of time, they can be skipped.'));
  let speeds = [];
  const redraw = () => {
    const kept = select.value;
    const fits = speeds.filter((sp) => (sp.initial === null ? !ranked.checked : sp.realtime === (mode.value === 'realtime')));
    select.replaceChildren(...fits.map((sp) => h('option', { value: sp.id }, speedLabel(sp))));
    const keep = fits.some((sp) => sp.id === kept) ? kept : DEFAULT_SPEED[mode.value];
    if (fits.some((sp) => sp.id === keep)) select.value = keep;
    field.hidden = fits.length === 0;
  };
  mode.addEventListener('change', redraw);
  ranked.addEventListener('change', redraw);
  loadSpeeds().then((found) => { speeds = found; redraw(); }).catch(() => {});
  return { el: field, read: () => (field.hidden || !select.value ? undefined : select.value) };
}

const isFlag = (opt) => opt.choices.length === 2 && opt.choices.every((c) => typeof c.value === 'boolean');

function optionControl(opt) {
  const id = `opt-${opt.id}`;
  const help = opt.help ? h('span', { class: 'hint' }, opt.help) : null;
  if (isFlag(opt)) {
    const box = h('input', { type: 'checkbox', id, name: opt.id, checked: opt.default === true });
    return { read: () => box.checked, box, el: h('div', { class: 'field check' }, box, h('label', { for: id }, opt.label), help) };
  }
  const select = h('select', { id, name: opt.id },
    opt.choices.map((c, i) => h('option', { value: String(i), selected: c.value === opt.default }, c.label)));
  return { read: () => opt.choices[Number(select.value)].value,
    el: h('div', { class: 'field' }, h('label', { for: id }, opt.label), select, help) };
}

const BOT_LEVELS = [['random', 'Random bot'], ['ismcts:easy', 'Easy bot'], ['ismcts:medium', 'Medium bot'],
  ['ismcts:hard', 'Hard bot']];
const FILL_LEVEL = 'ismcts:medium';
// How long the bots wait before each move: the server's pace by default (people can follow), or none.
const BOT_PACES = [['', "The server's pace"], ['1000', 'Slow (1 s a move)'], ['0', 'No wait (bots only)']];

function seatControls(count, bots) {
  const rows = [];
  for (let seat = 1; seat < count; seat += 1) {
    const id = `seat-${seat}`;
    const select = h('select', { id, name: id, dataset: { seat } },
      h('option', { value: '' }, 'Open for a player'),
      BOT_LEVELS.map(([value, label]) => h('option', { value, selected: bots && value === FILL_LEVEL }, label)));
    rows.push(h('div', { class: 'field seat-field' }, h('label', { for: id }, `Seat ${seat + 1}`), select));
  }
  return rows;
}

async function createTable(game, values) {
  const { table } = await post('/api/tables', {
    game: game.id, players: values.players, options: values.options, mode: values.mode,
    ranked: values.ranked, invite_only: values.inviteOnly, join: true, speed: values.speed,
    min_rank: values.minRank, min_reputation: values.minReputation, auto_start: values.autoStart,
    bot_delay_ms: values.botDelayMs, bot_accounts: values.botAccounts,
  });
  for (const { seat, bot } of values.bots) await post(`/api/tables/${table.id}/bots`, { seat, bot });
  // A table that starts by itself has started with its last bot.
  if (values.bots.length === values.players - 1 && !values.autoStart) await post(`/api/tables/${table.id}/start`);
  return table;
}

/** The form for a new table of `game`; on success the browser goes to the table. */
export function newTableForm(game) {
  const counts = [];
  for (let n = game.min_players; n <= game.max_players; n += 1) counts.push(n);
  // The form opens at the fewest seats the default options allow (Pax Pamir's 1 needs Wakhan).
  const first = counts.find((n) => !game.options.some((o) => (o.needed || []).includes(n))) ?? counts[0];
  const players = h('select', { id: 'players', name: 'players' },
    counts.map((n) => h('option', { value: String(n), selected: n === first }, `${n} players`)));
  const seats = h('div', { class: 'seat-fields' });
  const fillWithBots = h('input', { type: 'checkbox', id: 'fill-bots' });
  const redrawSeats = () => seats.replaceChildren(...seatControls(Number(players.value), fillWithBots.checked));
  players.addEventListener('change', redrawSeats);
  fillWithBots.addEventListener('change', redrawSeats);
  redrawSeats();
  const options = game.options.map(optionControl);
  // An option meant for some player counts only is hidden (and sent as its default) for the others;
  // a yes/no option a count needs (Pax Pamir's Wakhan for one player) is ticked and fixed at that count.
  const fitOptions = () => game.options.forEach((o, i) => {
    options[i].el.hidden = o.players.length > 0 && !o.players.includes(Number(players.value));
    const box = options[i].box;
    if (!box) return;
    const needed = (o.needed || []).includes(Number(players.value));
    if (needed) box.checked = true;
    box.disabled = needed;
  });
  players.addEventListener('change', fitOptions);
  fitOptions();
  const mode = h('select', { id: 'mode', name: 'mode' },
    h('option', { value: 'realtime' }, 'Real time: play now'), h('option', { value: 'turnbased' }, 'Turn based: play at your pace'));
  const ranked = h('input', { type: 'checkbox', id: 'ranked', name: 'ranked' });
  const speed = speedControl(mode, ranked);
  const minRank = h('select', { id: 'min-rank', name: 'min_rank' }, RANKS.map(([v, label]) => h('option', { value: v }, label)));
  const minReputation = h('input', { type: 'number', id: 'min-reputation', name: 'min_reputation', min: 0, max: 100, placeholder: 'Anyone' });
  const inviteOnly = h('input', { type: 'checkbox', id: 'invite-only', name: 'invite_only' });
  const autoStart = h('input', { type: 'checkbox', id: 'auto-start', name: 'auto_start' });
  const botAccounts = h('input', { type: 'checkbox', id: 'bot-accounts', name: 'bot_accounts' });
  const botPace = h('select', { id: 'bot-pace', name: 'bot_delay_ms' },
    BOT_PACES.map(([value, label]) => h('option', { value }, label)));
  const error = h('p', { class: 'error', role: 'alert' });
  const submit = h('button', { class: 'btn btn-primary', type: 'submit', id: 'create-table' }, 'Create the table');
  const read = () => ({
    players: Number(players.value), mode: mode.value, ranked: ranked.checked, inviteOnly: inviteOnly.checked,
    autoStart: autoStart.checked, botAccounts: botAccounts.checked, botDelayMs: botPace.value === '' ? undefined : Number(botPace.value),
    speed: speed.read(), minRank: minRank.value ? Number(minRank.value) : undefined,
    minReputation: minReputation.value === '' ? undefined : Number(minReputation.value),
    options: Object.fromEntries(game.options.flatMap((o, i) => (options[i].el.hidden ? [] : [[o.id, options[i].read()]]))),
    bots: [...seats.querySelectorAll('select')].filter((s) => s.value)
      .map((s) => ({ seat: Number(s.dataset.seat), bot: s.value })),
  });
  return h('form', {
    class: 'new-table',
    onsubmit: async (e) => {
      e.preventDefault();
      submit.disabled = true;
      error.textContent = '';
      try {
        const table = await createTable(game, read());
        location.href = `/t/${table.id}`;
      } catch (err) {
        error.textContent = err.message;
        submit.disabled = false;
      }
    },
  },
  h('div', { class: 'form-grid' },
    h('div', { class: 'field' }, h('label', { for: 'players' }, 'Players'), players),
    h('div', { class: 'field' }, h('label', { for: 'mode' }, 'Mode'), mode),
    speed.el),
  options.length ? h('fieldset', {}, h('legend', {}, 'Game options'), h('div', { class: 'form-grid' }, options.map((o) => o.el))) : null,
  h('fieldset', {}, h('legend', {}, 'Seats'),
    h('p', { class: 'hint' }, 'You sit in seat 1. Bots take their seat at once; open seats wait for players.'),
    h('div', { class: 'field check' }, fillWithBots, h('label', { for: 'fill-bots' }, 'Fill every other seat with a bot')),
    seats,
    h('div', { class: 'field' }, h('label', { for: 'bot-pace' }, "Bots' pace"), botPace)),
  h('fieldset', {}, h('legend', {}, 'Table'),
    h('div', { class: 'field check' }, ranked, h('label', { for: 'ranked' }, 'Ranked (changes ratings)')),
    h('div', { class: 'field check' }, botAccounts, h('label', { for: 'bot-accounts' }, 'Bot accounts may join a ranked table')),
    h('div', { class: 'field check' }, inviteOnly, h('label', { for: 'invite-only' }, 'Invite only (not listed; share the link)')),
    h('div', { class: 'field check' }, autoStart, h('label', { for: 'auto-start' }, 'Start as soon as every seat is taken')),
    h('div', { class: 'form-grid' },
      h('div', { class: 'field' }, h('label', { for: 'min-rank' }, 'Minimum rank to join'), minRank),
      h('div', { class: 'field' }, h('label', { for: 'min-reputation' }, 'Minimum reputation to join'), minReputation))),
  error, h('div', { class: 'form-actions' }, submit));
}
