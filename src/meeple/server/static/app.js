// A minimal lobby and table page over the REST API and the table WebSocket.
// The real browser UI (one renderer per game) is a later piece of work.
const $ = (sel) => document.querySelector(sel);
const h = (tag, attrs = {}, ...kids) => {
  const el = Object.assign(document.createElement(tag), attrs);
  el.append(...kids.filter((k) => k !== null && k !== undefined));
  return el;
};
const csrf = () => (document.cookie.match(/(?:^|; )meeple_csrf=([^;]*)/) || [])[1] || '';
let me = null;

async function api(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = res.status === 204 ? null : await res.json();
  if (!res.ok) throw new Error(data && data.error ? data.error.message : `${res.status}`);
  return data;
}

function show(err) {
  $('#error').textContent = err ? String(err.message || err) : '';
}

async function whoami() {
  me = (await api('GET', '/api/accounts/me')).user;
  const box = $('#me');
  box.replaceChildren();
  if (me) {
    box.append(`${me.username} `, h('button', { onclick: () => api('POST', '/api/accounts/logout').then(route), textContent: 'Log out' }));
    return;
  }
  const user = h('input', { placeholder: 'username', size: 10 });
  const pass = h('input', { placeholder: 'password', type: 'password', size: 10 });
  const send = (path) => api('POST', path, { username: user.value, password: pass.value }).then(route).catch(show);
  box.append(user, pass,
    h('button', { onclick: () => send('/api/accounts/login'), textContent: 'Log in' }),
    h('button', { onclick: () => send('/api/accounts/register'), textContent: 'Register' }),
    h('button', { onclick: () => api('POST', '/api/accounts/guest').then(route).catch(show), textContent: 'Play as guest' }));
}

async function lobby() {
  const { games } = await api('GET', '/api/games');
  const main = $('#main');
  main.replaceChildren(h('section', {}, h('h2', { textContent: 'New table' }), newTableForm(games)));
  const lists = [['Open tables', '/api/tables']];
  if (me) lists.push(['My tables', '/api/tables/mine'], ['Waiting for my move', '/api/tables/waiting']);
  for (const [title, path] of lists) {
    const { tables } = await api('GET', path);
    main.append(h('section', {}, h('h2', { textContent: title }), tableList(tables)));
  }
}

function newTableForm(games) {
  const game = h('select', {}, ...games.map((g) => h('option', { value: g.id, textContent: g.title })));
  const players = h('input', { type: 'number', min: 1, max: 12, value: 2, size: 3 });
  const mode = h('select', {}, h('option', { value: 'realtime', textContent: 'real time' }), h('option', { value: 'turnbased', textContent: 'turn based' }));
  const invite = h('input', { type: 'checkbox' });
  const options = h('span');
  const fill = () => {
    const g = games.find((x) => x.id === game.value);
    players.min = g.min_players; players.max = g.max_players; players.value = g.min_players;
    options.replaceChildren(...g.options.map((o) => h('label', {}, ` ${o.label} `,
      h('select', { name: o.id }, ...o.choices.map((c) => h('option', { value: JSON.stringify(c.value), textContent: c.label, selected: c.value === o.default }))))));
  };
  game.onchange = fill;
  fill();
  const create = async () => {
    const opts = Object.fromEntries([...options.querySelectorAll('select')].map((s) => [s.name, JSON.parse(s.value)]));
    const { table } = await api('POST', '/api/tables', { game: game.value, players: Number(players.value), mode: mode.value, invite_only: invite.checked, options: opts });
    location.href = `/t/${table.id}`;
  };
  return h('div', {}, game, ' players ', players, ' ', mode, h('label', {}, ' invite only ', invite), options,
    h('button', { onclick: () => create().catch(show), textContent: 'Create' }));
}

function tableList(tables) {
  if (!tables.length) return h('p', { className: 'muted', textContent: 'none' });
  return h('table', {}, ...tables.map((t) => h('tr', {},
    h('td', {}, h('a', { href: `/t/${t.id}`, textContent: t.game })),
    h('td', { textContent: t.status }),
    h('td', { textContent: t.seats.map((s) => (s ? s.name : '—')).join(', ') }))));
}

function tablePage(id) {
  const invite = new URLSearchParams(location.search).get('invite');
  const info = h('section'), board = h('pre'), legal = h('section'), log = h('div', { id: 'log' });
  $('#main').replaceChildren(info, legal, board, h('h3', { textContent: 'Log' }), log);
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/tables/${id}`);
  let state = null, table = null, seat = null, names = [], n = 0;
  const render = (text) => text.replace(/\{p(\d+)\}/g, (_, i) => names[i] || `Player ${Number(i) + 1}`);
  const drawTable = () => {
    const mine = me && table.creator_id === me.id;
    const act = (label, path, body) => h('button', { textContent: label, onclick: () => api('POST', path, body).catch(show) });
    info.replaceChildren(h('h2', { textContent: `${table.game} — ${table.status}` }),
      h('p', {}, ...table.seats.map((s, i) => h('span', { className: i === seat ? 'you' : '' }, `${i}: ${s ? s.name : '(free)'}  `))),
      table.invite_code ? h('p', { textContent: `Invite link: ${location.origin}/t/${id}?invite=${table.invite_code}` }) : null,
      table.status === 'open' && me && seat === null ? act('Join', `/api/tables/${id}/join`, { invite }) : null,
      table.status === 'open' && mine ? act('Add a bot', `/api/tables/${id}/bots`, {}) : null,
      table.status === 'open' && mine ? act('Start', `/api/tables/${id}/start`) : null,
      table.status === 'finished' ? h('a', { href: `/api/tables/${id}/export`, textContent: 'Replay (JSON)' }) : null);
  };
  ws.onmessage = (msg) => {
    const m = JSON.parse(msg.data);
    if (m.t === 'hello' || m.t === 'table') {
      table = m.table; seat = m.seat; names = table.seats.map((s, i) => (s ? s.name : `Seat ${i + 1}`));
      drawTable();
    } else if (m.t === 'state') {
      state = m;
      if (m.full) log.replaceChildren();
      for (const e of m.events) log.prepend(h('div', { textContent: render(e.text) }));
      board.textContent = JSON.stringify(m.view, null, 1);
      legal.replaceChildren(h('p', { textContent: m.status === 'finished' ? `Game over: ${JSON.stringify(m.outcome.ranks)}` : `Waiting for ${m.waiting.map((s) => names[s]).join(', ')}` }),
        ...m.legal.map((a) => h('button', { textContent: JSON.stringify(a), onclick: () => ws.send(JSON.stringify({ t: 'act', v: state.v, id: `${Date.now()}-${n++}`, action: a })) })));
    } else if (m.t === 'error') {
      show(new Error(`${m.code}: ${m.message}`));
    } else if (m.t === 'ack') {
      show(null);
    }
  };
  ws.onclose = () => show(new Error('Disconnected; reload the page to resume.'));
}

async function route() {
  show(null);
  await whoami();
  const m = location.pathname.match(/^\/t\/([\w-]+)$/);
  if (m) tablePage(m[1]);
  else await lobby();
}

route().catch(show);
