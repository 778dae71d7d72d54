// Signing up, logging in, playing as a guest, logging out.
import { post } from './api.js';
import { h } from './dom.js';

async function enter(path, body, errorBox) {
  errorBox.textContent = '';
  try {
    await post(path, body);
    location.reload();
  } catch (err) {
    errorBox.textContent = err.message;
  }
}

/** The sign-up / log-in form with a guest button; reloads the page once logged in. */
let forms = 0;

export function authForm({ startWith = 'signup' } = {}) {
  let mode = startWith;
  forms += 1;
  const ids = { user: `auth-username-${forms}`, pass: `auth-password-${forms}` };
  const error = h('p', { class: 'error', role: 'alert' });
  const username = h('input', { id: ids.user, name: 'username', autocomplete: 'username', required: true,
    maxlength: 24, spellcheck: 'false', autocapitalize: 'off' });
  const password = h('input', { id: ids.pass, name: 'password', type: 'password', required: true });
  const submit = h('button', { class: 'btn btn-primary', type: 'submit' });
  const hint = h('p', { class: 'hint' });
  const tabs = ['signup', 'login'].map((m) => h('button', {
    type: 'button', class: 'tab', role: 'tab', dataset: { mode: m },
    onclick: () => { mode = m; sync(); },
  }, m === 'signup' ? 'Sign up' : 'Log in'));
  function sync() {
    for (const t of tabs) t.setAttribute('aria-selected', String(t.dataset.mode === mode));
    submit.textContent = mode === 'signup' ? 'Create my account' : 'Log in';
    password.autocomplete = mode === 'signup' ? 'new-password' : 'current-password';
    hint.textContent = mode === 'signup' ? 'At least 10 characters; not your name.' : '';
  }
  sync();
  const form = h('form', {
    class: 'auth-form',
    onsubmit: (e) => {
      e.preventDefault();
      const path = mode === 'signup' ? '/api/accounts/register' : '/api/accounts/login';
      enter(path, { username: username.value.trim(), password: password.value }, error);
    },
  },
  h('div', { class: 'tabs', role: 'tablist' }, tabs),
  h('label', { for: ids.user }, 'Username'), username,
  h('label', { for: ids.pass }, 'Password'), password, hint,
  submit, error);
  const guest = h('button', { type: 'button', class: 'btn btn-ghost guest',
    onclick: () => enter('/api/accounts/guest', undefined, error) }, 'Play as a guest');
  return h('div', { class: 'auth' }, form, h('div', { class: 'or' }, h('span', {}, 'or')), guest,
    h('p', { class: 'hint' }, 'Guests get a name like guest-3fa2 and can play right away.'));
}

function openDialog(startWith) {
  const dialog = h('dialog', { class: 'dialog', 'aria-label': 'Log in or sign up' },
    h('button', { class: 'btn btn-icon close', type: 'button', 'aria-label': 'Close', onclick: () => dialog.close() }, '×'),
    authForm({ startWith }));
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}

/** The top bar's account corner: who you are and log out, or the ways in. */
export function accountBox(user) {
  if (!user) {
    return h('div', { class: 'account-box' },
      h('button', { class: 'btn btn-ghost', type: 'button', onclick: () => openDialog('login') }, 'Log in'),
      h('button', { class: 'btn btn-primary', type: 'button', onclick: () => openDialog('signup') }, 'Sign up'));
  }
  const logout = async () => {
    try { await post('/api/accounts/logout'); } finally { location.href = '/'; }
  };
  return h('div', { class: 'account-box' },
    h('span', { class: 'whoami', id: 'whoami' }, h('span', { class: 'avatar', 'aria-hidden': 'true' }, user.username.charAt(0).toUpperCase()),
      h('a', { class: 'username', href: `/players/${encodeURIComponent(user.username)}`, title: 'Your profile' }, user.username), user.guest ? h('span', { class: 'badge' }, 'guest') : null),
    h('a', { class: 'btn btn-ghost', id: 'settings-link', href: '/settings', title: 'Account settings' }, user.guest ? 'Keep my games' : 'Settings'),
    h('button', { class: 'btn btn-ghost', type: 'button', onclick: logout }, 'Log out'));
}
