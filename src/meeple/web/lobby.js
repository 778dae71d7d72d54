// The lobby: a way in, my tables (those waiting for my move on top), open tables to join, and the games.
import { currentUser, games as loadGames, get } from './api.js';
import { authForm } from './auth.js';
import { lobbyChat } from './chat.js';
import { fill, h } from './dom.js';
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

function gameCard(game, user) {
  const facts = [playerCount(game)];
  if (game.hidden_information) facts.push('hidden information');
  if (game.chance) facts.push('luck');
  if (game.simultaneous) facts.push('simultaneous');
  return h('li', { class: 'game-card', dataset: { game: game.id } },
    h('div', { class: 'game-top' },
      h('img', { class: 'game-art', src: `/games/${game.id}/art.svg`, alt: '', width: 46, height: 46,
        onerror: (e) => e.target.replaceWith(h('div', { class: 'game-art', 'aria-hidden': 'true' }, game.title.charAt(0))) }),
      h('div', {}, h('h3', {}, game.title), h('p', { class: 'game-facts' }, facts.join(' · ')))),
    game.summary ? h('p', { class: 'game-summary' }, game.summary) : null,
    h('div', { class: 'game-actions' },
      h('button', { class: 'btn btn-primary', type: 'button', dataset: { newTable: game.id },
        onclick: () => openNewTable(game, user) }, 'New table'),
      h('a', { class: 'btn btn-ghost', href: `/games/${game.id}/rules` }, 'Rules'),
      h('a', { class: 'btn btn-ghost', href: `/leaderboard/${game.id}` }, 'Leaderboard')));
}

/** The lobby's lists of tables, and a key that changes when any of them does. */
async function tableLists(user, games) {
  const open = (await get('/api/tables')).tables;
  if (!user) {
    return { key: JSON.stringify(open), sections: [tableSection('open-tables', 'Open tables', open, games, 'preview', 'No open tables right now. Start one below!')] };
  }
  const [waiting, mine] = await Promise.all([get('/api/tables/waiting'), get('/api/tables/mine?finished=true')]);
  const waitingIds = new Set(waiting.tables.map((t) => t.id));
  const active = mine.tables.filter((t) => (t.status === 'open' || t.status === 'playing') && !waitingIds.has(t.id));
  const finished = mine.tables.filter((t) => t.status === 'finished').slice(0, 8);
  const joinable = open.filter((t) => !t.seats.some((s) => s && s.user_id === user.id));
  const sections = [];
  if (waiting.tables.length) sections.push(tableSection('your-move', 'Your move', waiting.tables, games, 'waiting', ''));
  sections.push(tableSection('my-tables', 'My tables', active, games, 'mine', 'You are not at any table yet.'));
  sections.push(tableSection('open-tables', 'Open tables', joinable, games, 'open', 'No open tables right now. Start one below!'));
  if (finished.length) sections.push(tableSection('finished-tables', 'Recently finished', finished, games, 'finished', ''));
  return { key: JSON.stringify([open, waiting, mine]), sections };
}

/** Draw the lobby into `app` and keep its table lists fresh. */
export async function showLobby(app) {
  document.title = 'Meeple · Lobby';
  const user = await currentUser();
  const games = await loadGames();
  const lists = h('div', { class: 'lists' });
  const hero = user
    ? h('section', { class: 'hero hero-small' }, h('h1', {}, `Hello, ${user.username}!`),
      h('p', {}, 'Pick a game below to open a table, or join one that is waiting for players.'))
    : h('section', { class: 'hero card' },
      h('div', { class: 'hero-text' }, h('h1', {}, 'Board games with friends, in your browser.'),
        h('p', {}, 'Every rule is enforced, tables run in real time or turn by turn, and bots fill the empty seats.')),
      authForm());
  const gameList = h('ul', { class: 'game-grid' }, [...games.values()].map((g) => gameCard(g, user)));
  fill(app, hero, lists, h('div', { class: 'lobby-chat-row' }, lobbyChat(user).el), h('section', { class: 'games', 'aria-labelledby': 'games-title' },
    h('h2', { id: 'games-title' }, 'Games'), gameList));
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
