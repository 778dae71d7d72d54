// A short two-note chime made in the browser (Web Audio API), so no sound file is needed.
// Browsers start audio only after a click or a key press on the page: `unlockAudio` is called on the first one.

let context = null;

function audio() {
  if (!context) {
    const Audio = window.AudioContext || window.webkitAudioContext;
    if (!Audio) return null;
    context = new Audio();
  }
  return context;
}

/** Let the page make sounds from now on (call it from a click or a key press). */
export function unlockAudio() {
  const ctx = audio();
  if (ctx && ctx.state === 'suspended') ctx.resume().catch(() => {});
}

/** Play the "your turn" chime; false when this browser has no Web Audio. */
export function chime() {
  const ctx = audio();
  if (!ctx) return false;
  if (ctx.state === 'suspended') ctx.resume().catch(() => {});
  const now = ctx.currentTime;
  for (const [frequency, at] of [[659.25, 0], [987.77, 0.14]]) {  // E5 then B5: bright, short, not alarming
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + at);
    gain.gain.exponentialRampToValueAtTime(0.25, now + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.4);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + at);
    osc.stop(now + at + 0.45);
  }
  return true;
}
