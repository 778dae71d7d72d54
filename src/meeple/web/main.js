// The page's entry point: the account box in the top bar, then the screen the address asks for.
import { currentUser } from './api.js';
import { accountBox } from './auth.js';
import { fill, h } from './dom.js';

const ROUTES = [
  [/^\/t\/([\w-]+)\/?$/, async (app, id) => (await import('./table.js')).showTable(app, id)],
  [/^\/replay\/([\w-]+)\/?$/, async (app, id) => (await import('./replay.js')).showReplay(app, id)],
  [/^\/players\/([^/]+)\/?$/, async (app, name) => (await import('./profile.js')).showProfile(app, name)],
  [/^\/settings\/?$/, async (app) => (await import('./settings.js')).showSettings(app)],
  [/^\/confirm-email\/?$/, async (app) => (await import('./confirmemail.js')).showConfirmEmail(app)],
  [/^\/leaderboard\/([\w-]+)\/?$/, async (app, id) => (await import('./leaderboard.js')).showLeaderboard(app, id)],
  [/^\/?$/, async (app) => (await import('./lobby.js')).showLobby(app)],
];

async function start() {
  const app = document.getElementById('app');
  const user = await currentUser().catch(() => null);
  fill(document.getElementById('account'), accountBox(user));
  for (const [pattern, show] of ROUTES) {
    const found = location.pathname.match(pattern);
    if (found) {
      await show(app, ...found.slice(1));
      return;
    }
  }
  fill(app, h('section', { class: 'card empty' }, h('h1', {}, 'Nothing here'),
    h('p', {}, 'This page does not exist. ', h('a', { href: '/' }, 'Go to the lobby'), '.')));
}

start().catch((err) => {
  fill(document.getElementById('app'), h('section', { class: 'card empty' },
    h('h1', {}, 'Something went wrong'), h('p', { class: 'error' }, String(err && err.message || err)),
    h('p', {}, h('a', { href: '/' }, 'Back to the lobby'))));
});
