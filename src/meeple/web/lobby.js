// The lobby: a way in, my tables (those waiting for my move on top), open tables to join, and the games.
import { currentUser, games as loadGames, get, post } from './api.js';
import { authForm } from './auth.js';
import { lobbyChat } from './chat.js';
import { fill, h, toast } from './dom.js';
import { newTableForm } from './newtable.js';
import { tableSection } from './tablelist.js';

const REFRESH_MS = 8000;

function playerCount(g) {
  return g.min_players === g.max_players ? `${g.min_players} players` : `${g.min_players}–${g.max_players} players`;
}

function openNewTable(game, user) {
  const dialog = h('dialog', { class: 'dialog dialog-wide', 'aria-labelledby': 'new-table-title' },
    h('button', { class: 'btn btn-icon close', type: 'button', 'aria-label': 'Close', onclick: () => dialog.close() }, '×'),
    h('h2', { id: 'new-table-title' }, `New ${game.title} table`),
    user ? newTableForm(game) : h('div', {}, h('p', {}, 'Log in or play as a guest to open a table.'), authForm()));
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}

function minutes(g) {
  const [low, high] = g.play_minutes;
  return low === high ? `${low} min` : `${low}–${high} min`;
}

const LENGTHS = { quick: [0, 30], medium: [31, 60], long: [61, Infinity] };

/** Whether `game` passes the lobby's filters: a player count it takes, and a length by its longest game. */
function matches(game, players, length) {
  if (players && (players < game.min_players || players > game.max_players)) return false;
  if (!length) return true;
  const [low, high] = LENGTHS[length];
  return game.play_minutes[1] >= low && game.play_minutes[1] <= high;
}

/** The filters above the games: how many players, how long; cards that do not match are hidden. */
function gameFilters(list) {
  const players = h('select', { id: 'filter-players', 'aria-label': 'Players' },
    h('option', { value: '' }, 'Any number of players'),
    [1, 2, 3, 4, 5, 6, 8].map((n) => h('option', { value: String(n) }, n === 1 ? 'Solo' : `${n} players`)));
  const length = h('select', { id: 'filter-length', 'aria-label': 'Length' },
    h('option', { value: '' }, 'Any length'), h('option', { value: 'quick' }, 'Up to 30 minutes'),
    h('option', { value: 'medium' }, '30 minutes to an hour'), h('option', { value: 'long' }, 'Over an hour'));
  const count = h('span', { class: 'muted', id: 'filter-count' });
  const apply = () => {
    let shown = 0;
    for (const card of list.children) {
      const ok = matches(card.game, Number(players.value) || 0, length.value);
      card.hidden = !ok;
      shown += ok ? 1 : 0;
    }
    count.textContent = shown === list.children.length ? '' : `${shown} of ${list.children.length} games`;
  };
  players.addEventListener('change', apply);
  length.addEventListener('change', apply);
  return h('div', { class: 'game-filters' }, players, length, count);
}

/** Play now: the server seats the player at the best-matched open table of `game`, or opens one; go there. */
async function playNow(game, user, button) {
  if (!user) { openNewTable(game, user); return; }
  button.disabled = true;
  try {
    const answer = await post('/api/play-now', { game: game.id });
    location.href = `/t/${answer.table.id}`;
  } catch (err) {
    toast(err.message, 'error');
    button.disabled = false;
  }
}

function gameCard(game, user) {
  const facts = [playerCount(game), minutes(game)];
  if (game.hidden_information) facts.push('hidden information');
  if (game.chance) facts.push('luck');
  if (game.simultaneous) facts.push('simultaneous');
  const card = h('li', { class: 'game-card', dataset: { game: game.id } },
    h('div', { class: 'game-top' },
      game.art ? h('img', { class: 'game-art', src: game.art, alt: '', width: 46, height: 46 })
        : h('div', { class: 'game-art', 'aria-hidden': 'true' }, game.title.charAt(0)),
      h('div', {}, h('h3', {}, game.title), h('p', { class: 'game-facts' }, facts.join(' · ')))),
    game.summary ? h('p', { class: 'game-summary' }, game.summary) : null,
    h('div', { class: 'game-actions' },
      h('button', { class: 'btn btn-primary', type: 'button', dataset: { playNow: game.id },
        title: 'A seat at an open table of players near your rating, or a new table others can join',
        onclick: (e) => playNow(game, user, e.currentTarget) }, 'Play now'),
      h('button', { class: 'btn btn-ghost', type: 'button', dataset: { newTable: game.id },
        onclick: () => openNewTable(game, user) }, 'New table'),
      h('a', { class: 'btn btn-ghost', href: `/games/${game.id}/rules` }, 'Rules'),
      h('a', { class: 'btn btn-ghost', href: `/leaderboard/${game.id}` }, 'Leaderboard')));
  card.game = game;
  return card;
}

/** The lobby's lists of tables, and a key that changes when any of them does. */
async function tableLists(user, games) {
  const open = (await get('/api/tables')).tables;
  if (!user) {
    return { key: JSON.stringify(open), sections: [tableSection('open-tables', 'Open tables', open, games, 'preview', 'No open tables right now. Start one below!')] };
  }
  const [waiting, mine, friends] = await Promise.all([get('/api/tables/waiting'), get('/api/tables/mine?finished=true'),
    get('/api/tables/friends')]);
  const waitingIds = new Set(waiting.tables.map((t) => t.id));
  const active = mine.tables.filter((t) => (t.status === 'open' || t.status === 'playing') && !waitingIds.has(t.id));
  const finished = mine.tables.filter((t) => t.status === 'finished').slice(0, 8);
  const joinable = open.filter((t) => !t.seats.some((s) => s && s.user_id === user.id));
  const sections = [];
  if (waiting.tables.length) sections.push(tableSection('your-move', 'Your move', waiting.tables, games, 'waiting', ''));
  sections.push(tableSection('my-tables', 'My tables', active, games, 'mine', 'You are not at any table yet.'));
  const theirs = friends.tables.filter((t) => !t.seats.some((s) => s && s.user_id === user.id));
  if (theirs.length) sections.push(tableSection('friends-tables', "Friends' tables", theirs, games, 'friends', ''));
  sections.push(tableSection('open-tables', 'Open tables', joinable, games, 'open', 'No open tables right now. Start one below!'));
  if (finished.length) sections.push(tableSection('finished-tables', 'Recently finished', finished, games, 'finished', ''));
  return { key: JSON.stringify([open, waiting, mine, friends]), sections };
}

/** Draw the lobby into `app` and keep its table lists fresh. */
export async function showLobby(app) {
  document.title = 'Meeple · Lobby';
  const user = await currentUser();
  const games = await loadGames();
  const lists = h('div', { class: 'lists' });
  const hero = user
    ? h('section', { class: 'hero hero-small' }, h('h1', {}, `Hello, ${user.username}!`),
      h('p', {}, 'Pick a game below to open a table, or join one that is waiting for players.'),
      user.guest ? h('p', { class: 'hint' }, 'You play as a guest: ', h('a', { href: '/settings#upgrade' }, 'choose a name and password'),
        ' to keep your games and ratings.') : null)
    : h('section', { class: 'hero card' },
      h('div', { class: 'hero-text' }, h('h1', {}, 'Board games with friends, in your browser.'),
        h('p', {}, 'Every rule is enforced, tables run in real time or turn by turn, and bots fill the empty seats.')),
      authForm());
  const gameList = h('ul', { class: 'game-grid' }, [...games.values()].map((g) => gameCard(g, user)));
  fill(app, hero, lists, h('div', { class: 'lobby-chat-row' }, lobbyChat(user).el), h('section', { class: 'games', 'aria-labelledby': 'games-title' },
    h('h2', { id: 'games-title' }, 'Games'), gameFilters(gameList), gameList));
  let last = '';
  const refresh = async () => {
    const { key, sections } = await tableLists(user, games);
    if (key !== last && !lists.contains(document.activeElement)) {
      last = key;
      fill(lists, sections);
    }
  };
  await refresh();
  const timer = setInterval(() => { if (!document.hidden) refresh().catch(() => {}); }, REFRESH_MS);
  window.addEventListener('pagehide', () => clearInterval(timer), { once: true });
}
