// The "Notifications" card of my own profile page: the sound, the browser notification, and for registered
// players the e-mail address and the turn-based mails. Each choice is saved as soon as it is made.
import { fill, h } from './dom.js';
import { loadPrefs, notificationsRefused, rememberRefusal, resendConfirmation, savePrefs } from './notifyprefs.js';

const CHOICES = [
  ['sound_realtime', 'A sound when it becomes my turn at real-time tables'],
  ['sound_turnbased', 'A sound when it becomes my turn at turn-based tables'],
  ['browser', 'A browser notification when it becomes my turn while the table’s tab is hidden'],
];
const MAIL_CHOICES = [
  ['mail_turn', 'An e-mail when it is my move at a turn-based table'],
  ['mail_digest', 'A daily e-mail listing the turn-based tables waiting for me'],
];

/** Why notifications cannot show yet, and what to do about it; null when they can. */
function browserNote(askAgain) {
  if (typeof window.Notification !== 'function') return 'This browser cannot show notifications.';
  if (Notification.permission === 'denied') return 'Your browser blocks notifications from this site: allow them in its site settings.';
  if (Notification.permission === 'default' && notificationsRefused()) {
    return ['You said no to notifications earlier. ',
      h('button', { class: 'btn btn-ghost btn-small', type: 'button', id: 'notify-ask-again', onclick: askAgain }, 'Allow them now')];
  }
  return null;
}

/** The card for `user` (the viewer, on their own profile); it fills itself once the settings are loaded. */
export function notificationSettings(user) {
  const status = h('p', { class: 'hint', id: 'notify-status', role: 'status', 'aria-live': 'polite' });
  const body = h('div', {}, h('p', { class: 'muted' }, 'Loading…'));
  const card = h('section', { class: 'card notify-settings', id: 'notify-settings', 'aria-labelledby': 'notify-title' },
    h('h2', { id: 'notify-title' }, 'Notifications'), body, status);
  let prefs = null;

  async function save(changes, done = 'Saved.', send = () => savePrefs(user, changes)) {
    status.textContent = 'Saving…';
    status.classList.remove('error');
    try {
      prefs = await send();
      status.textContent = done;
      draw();
      return true;
    } catch (err) {
      status.textContent = err.message;
      status.classList.add('error');
      draw();
      return false;
    }
  }

  async function choose(key, on) {
    if (key === 'browser' && on && typeof window.Notification === 'function' && Notification.permission === 'default') {
      const answer = await Notification.requestPermission().catch(() => 'denied');  // this card is the explanation
      rememberRefusal(answer !== 'granted');
      if (answer !== 'granted') {
        await save({ browser: false }, 'Your browser did not allow notifications, so they stay off.');
        return;
      }
    }
    await save({ [key]: on });
  }

  function checkbox(key, text) {
    const id = `notify-${key}`;
    return h('div', { class: 'check' },
      h('input', { type: 'checkbox', id, name: key, checked: Boolean(prefs.settings[key]),
        onchange: (e) => choose(key, e.target.checked) }),
      h('label', { for: id, class: 'check-label' }, text));
  }

  function mailPart() {
    if (!prefs.account) {
      return h('p', { class: 'hint' }, 'As a guest, these settings stay in this browser. Sign up to keep them and to get e-mails about turn-based games.');
    }
    const email = h('input', { type: 'email', id: 'notify-email', name: 'email', value: prefs.email || '', maxlength: 254,
      autocomplete: 'email', placeholder: 'you@example.org' });
    const form = h('form', { class: 'email-row', novalidate: true, onsubmit: (e) => {  // the server's sentence says what is wrong
      e.preventDefault();
      save({ email: email.value.trim() || null }, email.value.trim() ? 'E-mail address saved.' : 'E-mail address removed.');
    } }, email, h('button', { class: 'btn btn-primary', type: 'submit', id: 'notify-email-save' }, 'Save'));
    return h('fieldset', {},
      h('legend', {}, 'E-mail (turn-based tables)'),
      h('label', { for: 'notify-email' }, 'My e-mail address'), form,
      confirmation(),
      h('p', { class: 'hint' }, 'Only used for these mails; nobody else sees it.'),
      MAIL_CHOICES.map(([key, text]) => checkbox(key, text)),
      prefs.mailAvailable ? null : h('p', { class: 'hint', id: 'no-mail' }, 'This server does not send e-mails at the moment.'));
  }

  /** Whether the address is confirmed, and the way to a new link while it is not. */
  function confirmation() {
    if (!prefs.email) return null;
    if (prefs.emailConfirmed) return h('p', { class: 'hint ok', id: 'email-confirmed' }, 'Confirmed: mails go to this address.');
    const again = prefs.mailAvailable
      ? h('button', { class: 'btn btn-ghost btn-small', type: 'button', id: 'notify-email-resend',
        onclick: () => save({}, `A new link is on its way to ${prefs.email}.`, resendConfirmation) }, 'Send the link again')
      : null;
    return h('p', { class: 'hint', id: 'email-unconfirmed' },
      prefs.mailAvailable ? `Not confirmed yet: open the link we mailed to ${prefs.email}. No other mail goes there until then. `
        : 'Not confirmed yet: this server sends no mail at the moment, so no link could be sent. ', again);
  }

  async function askAgain() {
    const answer = await Notification.requestPermission().catch(() => 'denied');
    rememberRefusal(answer !== 'granted');
    await save({ browser: answer === 'granted' }, answer === 'granted' ? 'Notifications allowed.' : 'Notifications stay off.');
  }

  function draw() {
    const note = browserNote(askAgain);
    fill(body,
      h('fieldset', {}, h('legend', {}, 'On the table page'), CHOICES.map(([key, text]) => checkbox(key, text)),
        note ? h('p', { class: 'hint', id: 'browser-note' }, note) : null),
      mailPart());
  }

  loadPrefs(user).then((loaded) => { prefs = loaded; draw(); })
    .catch((err) => fill(body, h('p', { class: 'error' }, `The settings could not be loaded: ${err.message}`)));
  return card;
}
