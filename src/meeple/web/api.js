// The HTTP API: JSON in and out, the CSRF header on writes, errors as ApiError with the server's sentence.

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

function csrfToken() {
  const found = document.cookie.match(/(?:^|;\s*)meeple_csrf=([^;]*)/);
  return found ? decodeURIComponent(found[1]) : '';
}

/** `api('POST', '/api/tables', {...})`: the decoded answer, or throws ApiError. */
export async function api(method, path, body) {
  let res;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'The server cannot be reached. Check your connection and try again.');
  }
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const err = data && data.error;
    throw new ApiError(res.status, err ? err.code : 'http_error', err ? err.message : `The server answered ${res.status}.`);
  }
  return data;
}

export const get = (path) => api('GET', path);
export const post = (path, body = {}) => api('POST', path, body);
export const del = (path) => api('DELETE', path);

let me;

/** The logged-in user or null (asked once per page; `refreshUser` asks again). */
export async function currentUser() {
  if (me === undefined) me = (await get('/api/accounts/me')).user;
  return me;
}

export async function refreshUser() {
  me = undefined;
  return currentUser();
}

let gamesCache;

/** Every game with its options, plus which have their own renderer and rules page. */
export async function games() {
  if (!gamesCache) {
    gamesCache = Promise.all([get('/api/games'), get('/api/web/games')]).then(([list, web]) => {
      const out = new Map();
      for (const g of list.games) out.set(g.id, { ...g, ...(web.games[g.id] || {}) });
      return out;
    });
    gamesCache.catch(() => { gamesCache = undefined; });
  }
  return gamesCache;
}
