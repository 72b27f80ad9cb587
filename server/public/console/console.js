// The developer console (/__admin/): plain DOM over the developer API (contracts/src/admin.ts,
// contracts/src/sandbox.ts). Every call carries the developer token kept for this tab and, when a
// sandbox is being looked at, its name in X-Sandbox, so every section acts on that world only.
const tokenKey = 'devtools_admin_token';
const worldKey = 'console_world';
const base = location.pathname.replace(/[^/]*$/, '');
const $ = (selector) => document.querySelector(selector);
const asked = new URLSearchParams(location.search).get('sandbox');
let world = asked ?? sessionStorage.getItem(worldKey) ?? '';
let sandboxesHere = false;

class CallError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function call(method, path, body, sandbox = world) {
  const headers = { 'x-admin-token': sessionStorage.getItem(tokenKey) ?? '' };
  if (sandbox) headers['x-sandbox'] = sandbox;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  const res = await fetch(`${base}${path}`, init);
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new CallError(res.status, json.error ?? `HTTP ${res.status}`);
  return json;
}

/** An element with attributes (`on*` as listeners) and children (strings become text). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== false) node.setAttribute(key, value === true ? '' : value);
  }
  node.append(...children.flat().filter((c) => c !== null && c !== undefined));
  return node;
}

const say = (text, bad = false) => {
  $('#status').textContent = text;
  $('#status').className = bad ? 'bad' : '';
};
const bodyOf = (id) => $(`#${id} .body`);
const missing = (what) =>
  `${what}: not on this server (no ${base}${what.toLowerCase()} route), so this section is off.`;

/** Runs a section's work; a refusal lands in the status line (401: ask for the token). */
async function act(work, done) {
  try {
    const out = await work();
    if (done) say(done);
    return out;
  } catch (error) {
    say(error.status === 401 ? `${error.message}: type the developer token above` : error.message, true);
    return undefined;
  }
}

function showWorld() {
  const select = $('#world');
  if (![...select.options].some((o) => o.value === world))
    select.append(el('option', { value: world }, world));
  select.value = world;
  $('#open-app').href = world ? `/?sandbox=${encodeURIComponent(world)}` : '/';
  $('#open-app').textContent = world
    ? `Open the app in sandbox ${world}`
    : 'Open the app in the default world';
  document.title = `Developer console · ${world || 'default world'}`;
}

function lookAt(name) {
  world = name;
  sessionStorage.setItem(worldKey, name);
  showWorld();
  void refreshWorld();
}

async function refreshSandboxes() {
  const body = bodyOf('sandboxes');
  try {
    const { sandboxes, limits } = await call('GET', 'sandboxes', undefined, '');
    sandboxesHere = true;
    const select = $('#world');
    select.replaceChildren(el('option', { value: '' }, 'default world'));
    for (const s of sandboxes) select.append(el('option', { value: s.name }, s.name));
    showWorld();
    const row = (s) =>
      el(
        'tr',
        { 'data-sandbox': s.name },
        el('td', {}, s.name),
        el('td', {}, `${Math.round(s.bytes / 1024)} KB`),
        el('td', {}, new Date(s.lastUsedAt).toISOString()),
        el('td', {}, `${new Date(s.clock.now).toISOString()}${s.clock.frozen ? ' (frozen)' : ''}`),
        el(
          'td',
          {},
          el(
            'a',
            { href: `/?sandbox=${encodeURIComponent(s.name)}`, target: '_blank', rel: 'noopener' },
            'Open app',
          ),
          el('button', { type: 'button', onclick: () => lookAt(s.name) }, 'Look at'),
          el('button', { type: 'button', onclick: () => resetWorld(s.name) }, 'Reset'),
          el('button', { type: 'button', onclick: () => snapshotSandbox(s.name) }, 'Snapshot'),
          el('button', { type: 'button', onclick: () => deleteSandbox(s.name) }, 'Delete'),
        ),
      );
    body.replaceChildren(
      el(
        'p',
        {},
        `${sandboxes.length} of at most ${limits.max}; idle ones go after ${limits.idleMinutes} min.`,
      ),
      el(
        'table',
        {},
        el('tr', {}, ...['name', 'size', 'last used', 'clock', ''].map((h) => el('th', {}, h))),
        ...sandboxes.map(row),
      ),
    );
  } catch (error) {
    sandboxesHere = false;
    body.replaceChildren(
      el('p', { class: 'off' }, error.status === 404 ? missing('Sandboxes') : error.message),
    );
    if (error.status === 404 && world) {
      say(`This server has no sandboxes: showing the default world, not ${world}.`, true);
      world = '';
      showWorld();
    }
    $('#world').disabled = error.status === 404;
  }
}

async function deleteSandbox(name) {
  if (!confirm(`Delete sandbox ${name} and its snapshots?`)) return;
  await act(() => call('POST', 'sandboxes', { action: 'delete', name }, ''), `Sandbox ${name} deleted`);
  if (world === name) lookAt('');
  await refreshSandboxes();
}

async function snapshotSandbox(sandbox) {
  const name = prompt(`Save a snapshot of ${sandbox} as:`, 'saved');
  if (!name) return;
  await act(
    () => call('POST', 'snapshot', { action: 'save', name }, sandbox),
    `Snapshot ${name} of ${sandbox} saved`,
  );
  if (sandbox === world) await refreshSnapshots();
}

async function resetWorld(name) {
  if (!confirm(`Reset ${name || 'the default world'} to the demo seed?`)) return;
  await act(
    () => call('POST', 'reset', undefined, name),
    `${name || 'The default world'} is back to the seed`,
  );
  await refreshWorld();
}

async function refreshClock() {
  const body = bodyOf('clock');
  try {
    const clock = await call('GET', 'clock');
    body.replaceChildren(
      el(
        'p',
        { 'data-now': String(clock.now) },
        `${new Date(clock.now).toISOString()} ${clock.frozen ? '(frozen)' : '(running)'}`,
      ),
    );
  } catch (error) {
    body.replaceChildren(el('p', { class: 'off' }, error.status === 404 ? missing('Clock') : error.message));
  }
}

async function refreshState() {
  const state = await act(() => call('GET', 'state'));
  if (!state) return;
  const user = () => $('#scenario-user').value.trim() || undefined;
  const on = (name) =>
    state.active.global.includes(name) ||
    state.active.users.some((u) => u.username === user() && u.scenarios.includes(name));
  bodyOf('scenarios').replaceChildren(
    ...state.scenarios.map((s) =>
      el(
        'label',
        { class: 'scenario', title: s.summary },
        el('input', {
          type: 'checkbox',
          name: s.name,
          checked: on(s.name),
          onchange: (e) =>
            act(
              () => call('POST', 'scenario', { name: s.name, on: e.target.checked, user: user() }),
              `${s.name} ${e.target.checked ? 'on' : 'off'}`,
            ).then(refreshState),
        }),
        ` ${s.name}`,
      ),
    ),
    el(
      'p',
      {},
      `On for users: ${state.active.users.map((u) => `${u.username} (${u.scenarios.join(', ')})`).join('; ') || 'none'}`,
    ),
  );
  $('#faults-form textarea').value = JSON.stringify(state.faults, null, 2);
}

let refusalCalls = [];
async function refreshRefusals() {
  const state = await act(() => call('GET', 'refusals'));
  if (!state) return;
  refusalCalls = state.calls.filter((c) => c.codes.length > 0);
  const callSelect = $('#refusal-form [name=call]');
  const chosen = callSelect.value;
  callSelect.replaceChildren(
    ...refusalCalls.map((c) => el('option', { value: c.call }, `${c.call} (${c.method} ${c.path})`)),
  );
  if (chosen) callSelect.value = chosen;
  const codes = () => {
    const found = refusalCalls.find((c) => c.call === callSelect.value);
    $('#refusal-form [name=code]').replaceChildren(
      ...(found?.codes ?? []).map((code) =>
        el('option', { value: String(code) }, `${code} ${state.meanings[code] ?? ''}`),
      ),
    );
  };
  callSelect.onchange = codes;
  codes();
  const off = (rule) =>
    act(() => call('POST', 'refusal', { ...rule, on: false }), `${rule.call} answers normally again`).then(
      refreshRefusals,
    );
  bodyOf('refusals').replaceChildren(
    state.rules.length === 0
      ? el('p', {}, 'No forced refusal: every call answers normally.')
      : el(
          'ul',
          {},
          ...state.rules.map((r) =>
            el(
              'li',
              { 'data-rule': r.call },
              `${r.call} answers ${r.code} for ${r.user ?? 'everybody'} `,
              el('button', { type: 'button', onclick: () => off(r) }, 'Stop'),
            ),
          ),
        ),
  );
}

async function refreshPresets() {
  const select = $('#preset-form [name=name]');
  try {
    const { presets } = await call('GET', 'presets');
    select.replaceChildren(
      ...presets.map((p) => el('option', { value: p.name, title: p.summary }, `${p.name}: ${p.summary}`)),
    );
  } catch (error) {
    bodyOf('presets').textContent = error.status === 404 ? missing('Presets') : error.message;
  }
}

async function refreshSnapshots() {
  const list = await act(() => call('GET', 'snapshots'));
  if (list) bodyOf('snapshots').textContent = `Saved in this world: ${list.names.join(', ') || 'none'}`;
}

async function refreshJournal() {
  const journal = await act(() => call('GET', 'journal'));
  if (!journal) return;
  const rows = [...journal.requests]
    .reverse()
    .map((r) =>
      el(
        'tr',
        { class: `grade-${r.verdict.grade}` },
        el('td', {}, new Date(r.at).toISOString().slice(11, 19)),
        el('td', {}, `${r.method} ${r.url}`),
        el('td', {}, String(r.status)),
        el('td', {}, r.code === null ? '' : String(r.code)),
        el('td', { title: r.verdict.issues.join('\n') }, r.verdict.grade),
        el('td', {}, [...r.scenarios, r.fault].filter(Boolean).join(', ')),
      ),
    );
  bodyOf('journal').replaceChildren(
    el(
      'table',
      {},
      el(
        'tr',
        {},
        ...['time', 'request', 'HTTP', 'code', 'verdict', 'scenarios / fault'].map((h) => el('th', {}, h)),
      ),
      ...rows,
    ),
  );
}

const refreshWorld = () =>
  Promise.all([
    refreshClock(),
    refreshState(),
    refreshRefusals(),
    refreshPresets(),
    refreshSnapshots(),
    refreshJournal(),
  ]);

function wire() {
  $('#token').value = sessionStorage.getItem(tokenKey) ?? '';
  $('#token-form').addEventListener('submit', (e) => {
    e.preventDefault();
    sessionStorage.setItem(tokenKey, $('#token').value.trim());
    say('Token kept for this tab');
    void refreshSandboxes().then(refreshWorld);
  });
  $('#world').addEventListener('change', (e) => lookAt(e.target.value));
  $('#sandbox-create').addEventListener('submit', async (e) => {
    e.preventDefault();
    const name = e.target.elements.name.value.trim();
    const made = await act(
      () => call('POST', 'sandboxes', { action: 'create', name }, ''),
      `Sandbox ${name} ready`,
    );
    await refreshSandboxes();
    if (made && sandboxesHere) lookAt(name);
  });
  for (const button of document.querySelectorAll('[data-clock]'))
    button.addEventListener('click', () =>
      act(
        () => call('POST', 'clock', { action: button.dataset.clock }),
        `Clock: ${button.dataset.clock}`,
      ).then(refreshClock),
    );
  $('#clock-advance').addEventListener('submit', (e) => {
    e.preventDefault();
    const ms = Number(e.target.elements.amount.value) * Number(e.target.elements.unit.value);
    void act(() => call('POST', 'clock', { action: 'advance', ms }), 'Clock moved forward').then(
      refreshClock,
    );
  });
  $('#scenario-user').addEventListener('change', refreshState);
  $('#faults-form').addEventListener('submit', (e) => {
    e.preventDefault();
    let faults;
    try {
      faults = JSON.parse(e.target.elements.faults.value);
    } catch {
      return say('The faults are not valid JSON', true);
    }
    void act(() => call('PUT', 'faults', faults), 'Faults saved').then(refreshState);
  });
  $('#refusal-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const f = e.target.elements;
    const rule = { call: f.call.value, code: Number(f.code.value), user: f.user.value.trim() || undefined };
    void act(
      () => call('POST', 'refusal', { ...rule, on: true }),
      `${rule.call} now answers ${rule.code}`,
    ).then(refreshRefusals);
  });
  $('#preset-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const f = e.target.elements;
    const made = await act(
      () => call('POST', 'preset', { name: f.name.value, user: f.user.value.trim() || undefined }),
      'Preset made',
    );
    if (made) bodyOf('presets').textContent = made.out;
  });
  $('#snapshot-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const action = e.submitter?.dataset.action ?? 'save';
    const name = e.target.elements.name.value.trim();
    void act(() => call('POST', 'snapshot', { action, name }), `Snapshot ${name}: ${action} done`).then(
      refreshWorld,
    );
  });
  $('#reset-world').addEventListener('click', () => resetWorld(world));
  $('#journal-refresh').addEventListener('click', refreshJournal);
}

wire();
showWorld();
void refreshSandboxes().then(refreshWorld);
