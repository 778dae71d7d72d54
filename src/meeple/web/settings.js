// Account settings (/settings): a guest picks a name and password and keeps its games; a user changes the
// password, makes and revokes API tokens (with their scopes), downloads its data or deletes the account
// (after a confirmation).
import { currentUser, del, get, post } from './api.js';
import { authForm } from './auth.js';
import { fill, h } from './dom.js';

function field(id, label, props) {
  return [h('label', { for: id }, label), h('input', { id, name: id, required: true, ...props })];
}

/** A form whose submit runs `send(values)`; its error or success sentence shows under the button. */
function settingsForm(id, fields, button, send, { danger = false } = {}) {
  const message = h('p', { class: 'form-message', role: 'status' });
  const submit = h('button', { class: `btn ${danger ? 'btn-danger' : 'btn-primary'}`, type: 'submit' }, button);
  const form = h('form', {
    class: 'auth-form settings-form', id,
    onsubmit: async (e) => {
      e.preventDefault();
      const values = Object.fromEntries(new FormData(form));
      message.className = 'form-message';
      message.textContent = '';
      submit.disabled = true;
      try {
        const done = await send(values);
        if (done) {
          message.classList.add('ok');
          message.textContent = done;
        }
        form.reset();
      } catch (err) {
        message.classList.add('error');
        message.textContent = err.message;
      } finally {
        submit.disabled = false;
      }
    },
  }, fields, submit, message);
  return form;
}

function upgradeSection(user) {
  return h('section', { class: 'card settings-card', id: 'upgrade', 'aria-labelledby': 'upgrade-title' },
    h('h2', { id: 'upgrade-title' }, 'Keep your games: choose a name'),
    h('p', {}, `You play as ${user.username}. Pick a username and a password to log in again later: your tables, `
      + 'seats, ratings and history stay yours.'),
    settingsForm('upgrade-form', [
      ...field('new-username', 'Username', { autocomplete: 'username', maxlength: 24, spellcheck: 'false', autocapitalize: 'off' }),
      ...field('new-account-password', 'Password', { type: 'password', autocomplete: 'new-password' }),
      h('p', { class: 'hint' }, 'At least 10 characters; not your name.'),
    ], 'Keep my games', async (v) => {
      await post('/api/accounts/upgrade', { username: v['new-username'].trim(), password: v['new-account-password'] });
      location.reload();
      return '';
    }));
}

function passwordSection() {
  return h('section', { class: 'card settings-card', id: 'password', 'aria-labelledby': 'password-title' },
    h('h2', { id: 'password-title' }, 'Change your password'),
    settingsForm('password-form', [
      ...field('current-password', 'Current password', { type: 'password', autocomplete: 'current-password' }),
      ...field('new-password', 'New password', { type: 'password', autocomplete: 'new-password' }),
      h('p', { class: 'hint' }, 'Your other browsers and devices are logged out; this one stays logged in.'),
    ], 'Change password', async (v) => {
      const done = await post('/api/accounts/password', { current_password: v['current-password'], new_password: v['new-password'] });
      const others = done.sessions_ended;
      return `Password changed. ${others ? `${others} other session${others === 1 ? ' was' : 's were'} logged out.` : ''}`.trim();
    }));
}

const SCOPES = [
  ['read', 'read: look at tables, games and your event stream'],
  ['play', 'play: sit, move and answer challenges'],
  ['manage', 'manage: your account itself (its tokens and sessions)'],
];

function tokenRow(token, list) {
  const used = token.last_used_at ? `last used ${new Date(token.last_used_at).toLocaleString()}` : 'never used';
  return h('li', { class: 'token-row', dataset: { token: token.id } },
    h('span', { class: 'token-name' }, token.name), ' ',
    h('code', {}, `${token.prefix}…`), ' ',
    h('span', { class: 'token-scopes' }, token.scopes.join(', ')), ' ',
    h('span', { class: 'muted' }, used), ' ',
    h('button', { class: 'btn btn-ghost', type: 'button', onclick: async () => {
      await del(`/api/accounts/tokens/${token.id}`);
      await drawTokens(list);
    } }, 'Revoke'));
}

async function drawTokens(list) {
  const { tokens } = await get('/api/accounts/tokens');
  list.replaceChildren(...(tokens.length ? tokens.map((t) => tokenRow(t, list))
    : [h('li', { class: 'muted empty-line' }, 'No API tokens.')]));
}

function tokensSection() {
  const list = h('ul', { class: 'token-list', id: 'token-list' });
  const shown = h('p', { class: 'token-shown', id: 'token-shown' });
  const scopes = SCOPES.map(([scope, label]) => {
    const box = h('input', { type: 'checkbox', id: `scope-${scope}`, name: `scope-${scope}` });
    box.defaultChecked = scope !== 'manage'; // a bot wants read and play; the form's reset keeps that
    return h('div', { class: 'field check' }, box, h('label', { for: `scope-${scope}` }, label));
  });
  const form = settingsForm('token-form', [
    ...field('token-name', 'Name', { maxlength: 100, placeholder: 'my bot' }), ...scopes,
  ], 'Create a token', async (v) => {
    const chosen = SCOPES.map(([scope]) => scope).filter((scope) => v[`scope-${scope}`]);
    const made = await post('/api/accounts/tokens', { name: v['token-name'].trim(), scopes: chosen });
    shown.replaceChildren('Your new token, shown this once: ', h('code', { id: 'new-token' }, made.token));
    await drawTokens(list);
    return '';
  });
  drawTokens(list);
  return h('section', { class: 'card settings-card', id: 'tokens', 'aria-labelledby': 'tokens-title' },
    h('h2', { id: 'tokens-title' }, 'API tokens'),
    h('p', {}, 'A program (a bot, a script) logs in as you with a token: send it as ',
      h('code', {}, 'Authorization: Bearer …'), '. Give it only the scopes it needs. The API: ',
      h('a', { href: '/docs' }, '/docs'), '.'),
    list, form, shown);
}

function exportSection(user) {
  return h('section', { class: 'card settings-card', id: 'export', 'aria-labelledby': 'export-title' },
    h('h2', { id: 'export-title' }, 'Download your data'),
    h('p', {}, 'One JSON file with your account, ratings, API token names (never the tokens) and your tables with their replays.'),
    h('a', { class: 'btn btn-ghost', id: 'export-link', href: '/api/accounts/export', download: `meeple-${user.username}.json` }, 'Download my data'));
}

function confirmDeletion(user, password) {
  return new Promise((resolve) => {
    const dialog = h('dialog', { class: 'dialog', id: 'confirm-delete', 'aria-labelledby': 'confirm-delete-title' },
      h('h2', { id: 'confirm-delete-title' }, 'Delete your account for good?'),
      h('p', {}, `${user.username} can no longer log in, and your name is freed. Finished games stay in your opponents' `
        + 'history as "deleted player"; games in play are handed to a bot. This cannot be undone.'),
      h('div', { class: 'dialog-actions' },
        h('button', { class: 'btn btn-ghost', type: 'button', onclick: () => dialog.close('no') }, 'Keep my account'),
        h('button', { class: 'btn btn-danger', type: 'button', id: 'confirm-delete-yes', onclick: () => dialog.close('yes') }, 'Delete my account')));
    dialog.addEventListener('close', () => { dialog.remove(); resolve(dialog.returnValue === 'yes'); });
    document.body.append(dialog);
    dialog.showModal();
  }).then(async (yes) => {
    if (!yes) return '';
    await post('/api/accounts/delete', user.guest ? {} : { password });
    location.href = '/';
    return '';
  });
}

function deleteSection(user) {
  const fields = user.guest ? [] : field('delete-password', 'Your password', { type: 'password', autocomplete: 'current-password' });
  return h('section', { class: 'card settings-card danger-zone', id: 'delete', 'aria-labelledby': 'delete-title' },
    h('h2', { id: 'delete-title' }, 'Delete your account'),
    settingsForm('delete-form', fields, 'Delete my account…', (v) => confirmDeletion(user, v['delete-password']), { danger: true }));
}

/** Draw the account settings of the logged-in player into `app`. */
export async function showSettings(app) {
  document.title = 'Account settings · Meeple';
  const user = await currentUser();
  if (!user) {
    fill(app, h('section', { class: 'card settings-card' }, h('h1', {}, 'Account settings'),
      h('p', {}, 'Log in to change your account.'), authForm({ startWith: 'login' })));
    return;
  }
  fill(app, h('div', { class: 'settings', id: 'settings' },
    h('section', { class: 'hero hero-small' }, h('h1', {}, 'Account settings'),
      h('p', {}, 'Your public page: ', h('a', { href: `/players/${encodeURIComponent(user.username)}` }, user.username))),
    user.guest ? upgradeSection(user) : passwordSection(),
    user.guest ? null : tokensSection(),
    exportSection(user),
    deleteSection(user)));
}
