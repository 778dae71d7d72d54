// /confirm-email?token=...: where the link of a confirmation mail leads. Opening the page confirms the address
// (by a POST, so a mail scanner that only fetches the link confirms nothing) and says so, or says why not.
import { post } from './api.js';
import { fill, h } from './dom.js';

/** Confirm the address of the token in the address bar, then say what happened. */
export async function showConfirmEmail(app) {
  const token = new URLSearchParams(location.search).get('token') || '';
  const card = h('section', { class: 'card empty', id: 'confirm-email' }, h('h1', {}, 'Confirming your e-mail address…'));
  fill(app, card);
  if (!token) {
    fill(card, h('h1', {}, 'No link to confirm'),
      h('p', {}, 'Open the link from the mail we sent you, as it is.'), h('p', {}, h('a', { href: '/settings' }, 'Your settings')));
    return;
  }
  try {
    const done = await post('/api/accounts/confirm-email', { token });
    fill(card, h('h1', {}, 'E-mail address confirmed'),
      h('p', { id: 'confirm-result' }, `Turn mails for ${done.username} now go to ${done.email}. `,
        'You can choose which ones on your profile.'),
      h('p', {}, h('a', { href: `/players/${encodeURIComponent(done.username)}` }, 'Your profile'), ' · ',
        h('a', { href: '/' }, 'The lobby')));
  } catch (err) {
    fill(card, h('h1', {}, 'This link does not work'),
      h('p', { class: 'error', id: 'confirm-result' }, err.message),
      h('p', {}, h('a', { href: '/' }, 'The lobby')));
  }
}
