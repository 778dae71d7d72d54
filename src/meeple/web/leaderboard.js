// A game's leaderboard: the best-rated registered players, with their rank and ranked games played.
import { games as loadGames, get } from './api.js';
import { fill, h } from './dom.js';

/** Show the leaderboard of `gameId` in `app`. */
export async function showLeaderboard(app, gameId) {
  const [games, board] = await Promise.all([loadGames(), get(`/api/games/${encodeURIComponent(gameId)}/leaderboard`)]);
  const game = games.get(gameId);
  const title = game ? game.title : gameId;
  document.title = `${title} leaderboard · Meeple`;
  const rows = board.players.map((p) => h('tr', {},
    h('td', { class: 'num' }, String(p.place)),
    h('td', {}, h('a', { href: `/players/${encodeURIComponent(p.name)}` }, p.name)),
    h('td', { class: 'num' }, String(p.rating)),
    h('td', {}, p.rank),
    h('td', { class: 'num' }, String(p.games))));
  fill(app, h('section', { class: 'card leaderboard', id: 'leaderboard' },
    h('h1', {}, `${title}: leaderboard`),
    h('p', { class: 'hint' }, 'Ranked games only. Ratings are points above the start: everyone begins at 0, and no result takes anyone below it. Guests are not listed.'),
    rows.length
      ? h('table', { class: 'result-table' },
        h('thead', {}, h('tr', {}, h('th', { class: 'num' }, 'Place'), h('th', {}, 'Player'), h('th', { class: 'num' }, 'Rating'),
          h('th', {}, 'Rank'), h('th', { class: 'num' }, 'Games'))),
        h('tbody', {}, rows))
      : h('p', { class: 'muted' }, 'No ranked game of this game has been played yet.'),
    h('p', {}, h('a', { href: `/games/${gameId}/rules` }, 'Rules'), ' · ', h('a', { href: '/' }, 'Back to the lobby'))));
}
