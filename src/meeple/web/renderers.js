// Finding a game's renderer: its own /games/<id>/ui.js when it has one, else the generic one.

/**
 * A renderer module exports `createRenderer(root, options)` returning
 * `{update(frame), seatInfo?(view, seat)}`; see docs/renderers.md.
 */
export async function loadRenderer(game, { forceGeneric = false } = {}) {
  if (game && game.ui && !forceGeneric) {
    try {
      return await import(game.ui);
    } catch (err) {
      console.error(`The renderer of ${game.id} failed to load; using the generic one.`, err);
    }
  }
  return import('./generic.js');
}
