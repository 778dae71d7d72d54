// A player's turn notification settings: on the account for registered players (docs/api.md, "Turn
// notifications"), in this browser (localStorage) for guests and visitors, who have only the sound and
// the browser notification.
import { api, get } from './api.js';

const PATH = '/api/accounts/me/notifications';
const LOCAL_KEY = 'meeple.notify';
const REFUSED_KEY = 'meeple.notify.refused';
export const DEFAULTS = { sound_realtime: true, sound_turnbased: false, browser: true, mail_turn: true, mail_digest: true };
const LOCAL_SETTINGS = ['sound_realtime', 'sound_turnbased', 'browser'];

function onAccount(user) {
  return Boolean(user && !user.guest);
}

function readLocal() {
  try {
    return { ...DEFAULTS, ...JSON.parse(localStorage.getItem(LOCAL_KEY) || '{}') };
  } catch {
    return { ...DEFAULTS };
  }
}

function fromServer(answer) {
  return { settings: answer.settings, email: answer.email, emailConfirmed: answer.email_confirmed,
    mailAvailable: answer.mail_available, account: true };
}

/** `{settings, email, mailAvailable, account}` for `user` (null: a visitor). */
export async function loadPrefs(user) {
  if (onAccount(user)) return fromServer(await get(PATH));
  return { settings: readLocal(), email: null, mailAvailable: false, account: false };
}

/** Mail a new link confirming the account's address; the prefs as now stored. Throws ApiError if refused. */
export async function resendConfirmation() {
  return fromServer(await api('POST', `${PATH}/confirm`, {}));
}

/** Change some settings (and `email` on an account); the prefs as now stored. Throws ApiError if refused. */
export async function savePrefs(user, changes) {
  if (onAccount(user)) return fromServer(await api('PATCH', PATH, changes));
  const kept = readLocal();
  for (const key of LOCAL_SETTINGS) if (key in changes) kept[key] = Boolean(changes[key]);
  localStorage.setItem(LOCAL_KEY, JSON.stringify(kept));
  return { settings: kept, email: null, mailAvailable: false, account: false };
}

/** The setting of the sound at a table of `mode` ("realtime" | "turnbased"). */
export function soundKey(mode) {
  return mode === 'turnbased' ? 'sound_turnbased' : 'sound_realtime';
}

/** Whether this player said no to browser notifications (on our explanation or the browser's prompt). */
export function notificationsRefused() {
  return localStorage.getItem(REFUSED_KEY) === '1' || (window.Notification && Notification.permission === 'denied');
}

export function rememberRefusal(refused) {
  if (refused) localStorage.setItem(REFUSED_KEY, '1');
  else localStorage.removeItem(REFUSED_KEY);
}
