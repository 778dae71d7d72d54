// A player's profile: reputation, games played, won and left, clock penalties, and per game the rating,
// its rank name and how it went over time, and the finished games, each with its replay.
import { currentUser, games as loadGames, get } from './api.js';
import { fill, h, s } from './dom.js';
import { friendButton } from './friendbutton.js';
import { notificationSettings } from './notifysettings.js';
import { signedDelta } from './ratingchanges.js';
import { tableRow } from './tablelist.js';

const GAMES_PAGE = 20;

const SPARK_W = 220;
const SPARK_H = 48;

function fact(label, value, id) {
  return h('div', { class: 'fact', dataset: { fact: id } }, h('dt', {}, label), h('dd', {}, String(value)));
}

function reputationMeter(reputation) {
  const level = reputation >= 75 ? 'good' : reputation >= 50 ? 'fair' : 'poor';
  return h('div', { class: `reputation reputation-${level}` },
    h('span', { class: 'reputation-label' }, 'Reputation'),
    h('meter', { min: 0, max: 100, low: 50, high: 75, optimum: 100, value: reputation, 'aria-label': 'Reputation' }),
    h('strong', { id: 'reputation' }, `${reputation} / 100`));
}

/** The rating's course as a small line (points shown, so the floor at the start is the bottom). */
function sparkline(points) {
  if (points.length < 2) return null;
  const low = Math.min(...points);
  const high = Math.max(...points);
  const span = Math.max(1, high - low);
  const xy = points.map((p, i) => [(i / (points.length - 1)) * SPARK_W, SPARK_H - 4 - ((p - low) / span) * (SPARK_H - 8)]);
  return s('svg', { class: 'sparkline', viewBox: `0 0 ${SPARK_W} ${SPARK_H}`, width: SPARK_W, height: SPARK_H, role: 'img',
    'aria-label': `Rating from ${points[0]} to ${points[points.length - 1]}` },
  s('polyline', { points: xy.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' '), fill: 'none', stroke: 'currentColor', 'stroke-width': 2 }));
}

function historyTable(entry) {
  const offset = entry.rating - entry.shown;  // history is in internal points; the page shows points above the start
  const rows = [];
  let before = null;
  for (const step of entry.history) {
    const shown = Math.round(step.rating - offset);
    rows.push(h('tr', {},
      h('td', {}, new Date(step.at * 1000).toLocaleDateString()),
      h('td', { class: 'num' }, String(shown)),
      h('td', { class: 'num' }, before === null ? '' : signedDelta(shown - before)),
      h('td', {}, step.table ? h('a', { href: `/replay/${step.table}` }, 'Replay') : null)));
    before = shown;
  }
  return h('table', { class: 'result-table history-table' },
    h('thead', {}, h('tr', {}, h('th', {}, 'Date'), h('th', { class: 'num' }, 'Rating'), h('th', { class: 'num' }, 'Change'), h('th', {}, ''))),
    h('tbody', {}, rows.reverse()));
}

function ratingCard(entry, games) {
  const game = games.get(entry.game);
  const offset = entry.rating - entry.shown;
  return h('li', { class: 'card rating-card', dataset: { game: entry.game } },
    h('div', { class: 'rating-top' },
      h('h3', {}, game ? game.title : entry.game),
      h('span', { class: 'badge rank-badge' }, entry.rank_name)),
    h('p', { class: 'rating-points' }, h('strong', {}, String(entry.shown)), ' points · ', `${entry.games} ranked game${entry.games === 1 ? '' : 's'}`),
    sparkline([0, ...entry.history.map((p) => Math.round(p.rating - offset))]),  // every rating starts at 0 points
    entry.history.length ? h('details', { class: 'rating-history' }, h('summary', {}, 'History'), historyTable(entry)) : null);
}

/** A finished table as the lobby shows it, with when it ended and who else played. */
function historyRow(table, name, games) {
  const row = tableRow(table, games, 'finished');
  const others = table.seats.filter((seat) => seat && seat.name !== name).map((seat) => seat.name);
  row.querySelector('.table-sub').append(h('span', { class: 'muted small history-when' },
    ` · ${new Date(table.finished_at).toLocaleDateString()}${others.length ? ` · with ${others.join(', ')}` : ''}`));
  return row;
}

/** The player's finished games, newest first, a page at a time; each row links to its replay. */
function gameHistory(name, games) {
  const list = h('ul', { class: 'table-list' });
  const empty = h('p', { class: 'muted empty-line' }, 'No finished game yet.');
  const more = h('button', { class: 'btn btn-ghost', type: 'button', hidden: true }, 'Older games');
  let before = null;
  const load = async () => {
    more.disabled = true;
    const query = `limit=${GAMES_PAGE}${before === null ? '' : `&before=${before}`}`;
    const page = (await get(`/api/players/${encodeURIComponent(name)}/games?${query}`)).games;
    list.append(...page.map((t) => historyRow(t, name, games)));
    if (page.length) before = page[page.length - 1].finished_at;
    empty.hidden = list.children.length > 0;
    more.hidden = page.length < GAMES_PAGE;
    more.disabled = false;
  };
  more.addEventListener('click', () => load().catch(() => { more.disabled = false; }));
  load().catch(() => { empty.textContent = 'The game history could not be loaded.'; });
  return h('section', { class: 'card list-card profile-games', id: 'game-history', 'aria-labelledby': 'history-title' },
    h('h2', { id: 'history-title' }, 'Game history'), list, empty, more);
}

/** Draw the profile of player `name` into `app`. */
export async function showProfile(app, name) {
  const who = decodeURIComponent(name);
  document.title = `${who} · Meeple`;
  let profile;
  try {
    profile = await get(`/api/players/${encodeURIComponent(who)}`);
  } catch (err) {
    fill(app, h('section', { class: 'card empty' }, h('h1', {}, who),
      h('p', { class: 'error' }, err.status === 404 ? 'There is no player with this name.' : err.message),
      h('p', {}, h('a', { href: '/' }, 'Back to the lobby'))));
    return;
  }
  const [games, me] = await Promise.all([loadGames(), currentUser().catch(() => null)]);
  const mine = me && me.username.toLowerCase() === profile.name.toLowerCase();
  const ratings = [...profile.ratings].sort((a, b) => b.shown - a.shown || b.games - a.games);
  fill(app, h('div', { class: 'profile', id: 'profile' },
    h('section', { class: 'card profile-head' },
      h('div', { class: 'profile-title' },
        h('span', { class: 'avatar avatar-big', 'aria-hidden': 'true' }, profile.name.charAt(0).toUpperCase()),
        h('h1', {}, profile.name),
        mine ? h('a', { class: 'btn btn-ghost', href: '/settings', id: 'profile-settings' }, 'Account settings')
          : me ? friendButton(profile.name) : null),
      reputationMeter(profile.reputation),
      h('dl', { class: 'vt-facts profile-facts' },
        fact('Games played', profile.played, 'played'), fact('Won', profile.won, 'won'),
        fact('Left', profile.left, 'left'), fact('Clock penalties', profile.clock_penalties, 'clock_penalties'))),
    h('section', { class: 'profile-ratings', 'aria-labelledby': 'ratings-title' },
      h('h2', { id: 'ratings-title' }, 'Ratings'),
      ratings.length
        ? h('ul', { class: 'rating-grid' }, ratings.map((r) => ratingCard(r, games)))
        : h('p', { class: 'muted' }, 'No ranked game yet: ratings appear after the first ranked game.')),
    mine ? notificationSettings(me) : null,
    gameHistory(profile.name, games)));
}
