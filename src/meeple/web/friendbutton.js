// "Add friend" / "Remove friend" on another player's profile: friends' tables show in one's lobby.
import { api, get } from './api.js';
import { h, toast } from './dom.js';

/** The button for the profile of `name`, reading whether the viewer already calls them a friend. */
export function friendButton(name) {
  const path = `/api/accounts/friends/${encodeURIComponent(name)}`;
  const button = h('button', { class: 'btn btn-ghost', type: 'button', id: 'friend-button', disabled: true }, 'Add friend');
  let friend = false;
  const show = () => {
    button.textContent = friend ? 'Remove friend' : 'Add friend';
    button.title = friend ? 'Their tables stop showing in your lobby' : 'Their tables show in your lobby';
    button.disabled = false;
  };
  get('/api/accounts/friends').then((answer) => {
    friend = answer.friends.some((f) => f.name.toLowerCase() === name.toLowerCase());
    show();
  }).catch(() => button.remove());
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await api(friend ? 'DELETE' : 'PUT', path);
      friend = !friend;
      toast(friend ? `${name} is now among your friends.` : `${name} is no longer among your friends.`);
    } catch (err) {
      toast(err.message, 'error');
    }
    show();
  });
  return button;
}
