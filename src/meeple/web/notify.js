// Your turn, when you are not looking: at the table page, a chime when it becomes your turn (with its toggle
// beside the connection status) and a browser notification while the tab is hidden. The permission is asked
// once, from a short explanation the player clicks, never by surprise and never again once refused.
import { chime, unlockAudio } from './chime.js';
import { fill, h, toast } from './dom.js';
import { icon } from './icons.js';
import { DEFAULTS, loadPrefs, notificationsRefused, rememberRefusal, savePrefs, soundKey } from './notifyprefs.js';

function notificationsExist() {
  return typeof window.Notification === 'function';
}

export class TurnNotifier {
  /** `mode()` is the table's mode ("realtime" | "turnbased"). */
  constructor({ user, tableId, mode }) {
    Object.assign(this, { user, tableId, mode });
    this.prefs = { settings: { ...DEFAULTS } };
    this.wasMyTurn = null;  // null until the first state: opening a page on your turn is no news
    this.seated = false;
    this.toggle = h('button', { class: 'btn btn-ghost btn-small sound-toggle', type: 'button', id: 'sound-toggle', hidden: true,
      onclick: () => this.toggleSound() });
    this.explainer = h('div', { class: 'notify-ask', id: 'notify-ask', role: 'region', 'aria-label': 'Turn notifications', hidden: true },
      h('p', {}, h('strong', {}, 'Know when it is your turn, even in another tab? '),
        'Meeple can show a notification when the game waits for you while this page is hidden. Your browser will ask you to allow it.'),
      h('div', { class: 'notify-ask-buttons' },
        h('button', { class: 'btn btn-primary', type: 'button', id: 'notify-allow', onclick: () => this.ask() }, 'Allow notifications'),
        h('button', { class: 'btn btn-ghost', type: 'button', id: 'notify-decline', onclick: () => this.decline() }, 'No, thanks')));
    const unlock = () => { unlockAudio(); removeEventListener('pointerdown', unlock); removeEventListener('keydown', unlock); };
    addEventListener('pointerdown', unlock);
    addEventListener('keydown', unlock);
    loadPrefs(user).then((prefs) => { this.prefs = prefs; this.draw(); })
      .catch(() => { /* the defaults serve until the next page */ });
  }

  get soundOn() {
    return Boolean(this.prefs.settings[soundKey(this.mode())]);
  }

  /**
   * Called at each redraw of the table's head: notices the moment it becomes my turn. `known` is false
   * until the page knows the position (the first state, or a table still waiting for players).
   */
  update({ myTurn, seated, known, title }) {
    this.seated = seated;
    this.draw();
    if (this.wasMyTurn === false && myTurn) this.turnBegan(title);
    if (known) this.wasMyTurn = myTurn;
  }

  draw() {
    this.toggle.hidden = !this.seated;
    const on = this.soundOn;
    fill(this.toggle, icon(on ? 'sound' : 'muted'), on ? ' Sound on' : ' Sound off');
    this.toggle.setAttribute('aria-pressed', String(on));
    this.toggle.title = on ? 'A chime plays when it becomes your turn; click to turn it off'
      : 'Click to hear a chime when it becomes your turn';
    this.explainer.hidden = !(this.seated && this.prefs.settings.browser && notificationsExist()
      && Notification.permission === 'default' && !notificationsRefused());
  }

  turnBegan(title) {
    if (this.soundOn) chime();
    if (document.hidden && this.prefs.settings.browser && notificationsExist() && Notification.permission === 'granted') {
      const note = new Notification('Your turn', { body: `${title}: the game is waiting for your move.`,
        tag: `meeple-${this.tableId}`, icon: '/web/favicon.svg' });
      note.onclick = () => { window.focus(); note.close(); };
    }
  }

  async toggleSound() {
    const key = soundKey(this.mode());
    const before = this.prefs;
    this.prefs = { ...before, settings: { ...before.settings, [key]: !before.settings[key] } };
    this.draw();
    if (this.soundOn) chime();  // so the player hears what they turned on
    try {
      this.prefs = await savePrefs(this.user, { [key]: this.prefs.settings[key] });
    } catch (err) {
      this.prefs = before;
      toast(`The sound setting was not saved: ${err.message}`, 'error');
    }
    this.draw();
  }

  async ask() {
    this.explainer.hidden = true;
    let answer = 'denied';
    try {
      answer = await Notification.requestPermission();
    } catch { /* a browser without the promise form: treated as a no */ }
    rememberRefusal(answer !== 'granted');
    toast(answer === 'granted' ? 'You will get a notification when it is your turn.'
      : 'No notifications, then. You can change this on your profile page.', answer === 'granted' ? 'success' : 'info');
    this.draw();
  }

  decline() {
    rememberRefusal(true);
    this.draw();
  }
}
