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

/** The console's words in the page's language (console-text.json; `?lang=` or the browser's). */
let text = {};
const t = (key, vars = {}) =>
  (text[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name) => String(vars[name] ?? m));

async function loadText() {
  const lang = new URLSearchParams(location.search).get('lang');
  const res = await fetch(`${base}console-text.json${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`);
  const json = await res.json();
  text = json.text;
  document.documentElement.lang = json.lang;
  for (const node of document.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
  for (const node of document.querySelectorAll('[data-t-label]'))
    node.setAttribute('aria-label', t(node.dataset.tLabel));
  for (const node of document.querySelectorAll('[data-t-placeholder]'))
    node.setAttribute('placeholder', t(node.dataset.tPlaceholder));
}

const missing = (section, route) => t('section_off', { section: t(section), route: `${base}${route}` });

/** Runs a section's work; a refusal lands in the status line (401: ask for the token). */
async function act(work, done) {
  try {
    const out = await work();
    if (done) say(done);
    return out;
  } catch (error) {
    say(error.status === 401 ? t('need_token', { error: error.message }) : error.message, true);
    return undefined;
  }
}

function showWorld() {
  const select = $('#world');
  if (![...select.options].some((o) => o.value === world))
    select.append(el('option', { value: world }, world));
  select.value = world;
  $('#open-app').href = world ? `/?sandbox=${encodeURIComponent(world)}` : '/';
  $('#open-app').textContent = world ? t('open_app_in', { name: world }) : t('open_app_default');
  document.title = t('page_title', { world: world || t('default_world') });
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
    select.replaceChildren(el('option', { value: '' }, t('default_world')));
    for (const s of sandboxes) select.append(el('option', { value: s.name }, s.name));
    showWorld();
    const row = (s) =>
      el(
        'tr',
        { 'data-sandbox': s.name },
        el('td', {}, s.name),
        el('td', {}, `${Math.round(s.bytes / 1024)} KB`),
        el('td', {}, new Date(s.lastUsedAt).toISOString()),
        el('td', {}, `${new Date(s.clock.now).toISOString()}${s.clock.frozen ? ` ${t('frozen')}` : ''}`),
        el(
          'td',
          {},
          el(
            'a',
            { href: `/?sandbox=${encodeURIComponent(s.name)}`, target: '_blank', rel: 'noopener' },
            t('open_app'),
          ),
          el('button', { type: 'button', onclick: () => lookAt(s.name) }, t('look_at')),
          el('button', { type: 'button', onclick: () => resetWorld(s.name) }, t('reset')),
          el('button', { type: 'button', onclick: () => snapshotSandbox(s.name) }, t('snapshot')),
          el('button', { type: 'button', onclick: () => deleteSandbox(s.name) }, t('delete')),
        ),
      );
    body.replaceChildren(
      el(
        'p',
        {},
        t('sandbox_count', { count: sandboxes.length, max: limits.max, minutes: limits.idleMinutes }),
      ),
      el(
        'table',
        {},
        el(
          'tr',
          {},
          ...['col_name', 'col_size', 'col_last_used', 'col_clock'].map((h) => el('th', {}, t(h))),
          el('th', {}),
        ),
        ...sandboxes.map(row),
      ),
    );
  } catch (error) {
    sandboxesHere = false;
    body.replaceChildren(
      el('p', { class: 'off' }, error.status === 404 ? missing('sandboxes', 'sandboxes') : error.message),
    );
    if (error.status === 404 && world) {
      say(t('no_sandboxes', { name: world }), true);
      world = '';
      showWorld();
    }
    $('#world').disabled = error.status === 404;
  }
}

async function deleteSandbox(name) {
  if (!confirm(t('confirm_delete', { name }))) return;
  await act(() => call('POST', 'sandboxes', { action: 'delete', name }, ''), t('deleted', { name }));
  if (world === name) lookAt('');
  await refreshSandboxes();
}

async function snapshotSandbox(sandbox) {
  const name = prompt(t('snapshot_as', { name: sandbox }), 'saved');
  if (!name) return;
  await act(
    () => call('POST', 'snapshot', { action: 'save', name }, sandbox),
    t('snapshot_of_saved', { snapshot: name, name: sandbox }),
  );
  if (sandbox === world) await refreshSnapshots();
}

async function resetWorld(name) {
  if (!confirm(name ? t('confirm_reset', { name }) : t('confirm_reset_default'))) return;
  await act(
    () => call('POST', 'reset', undefined, name),
    name ? t('reset_done', { name }) : t('reset_done_default'),
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
        `${new Date(clock.now).toISOString()} ${clock.frozen ? t('frozen') : t('running')}`,
      ),
    );
  } catch (error) {
    body.replaceChildren(
      el('p', { class: 'off' }, error.status === 404 ? missing('clock', 'clock') : error.message),
    );
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
              t(e.target.checked ? 'scenario_on' : 'scenario_off', { name: s.name }),
            ).then(refreshState),
        }),
        ` ${s.name}`,
      ),
    ),
    el(
      'p',
      {},
      t('users_on', {
        list:
          state.active.users.map((u) => `${u.username} (${u.scenarios.join(', ')})`).join('; ') || t('none'),
      }),
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
    act(
      () => call('POST', 'refusal', { ...rule, on: false }),
      t('answers_normally', { call: rule.call }),
    ).then(refreshRefusals);
  bodyOf('refusals').replaceChildren(
    state.rules.length === 0
      ? el('p', {}, t('no_refusals'))
      : el(
          'ul',
          {},
          ...state.rules.map((r) =>
            el(
              'li',
              { 'data-rule': r.call },
              `${t('rule', { call: r.call, code: r.code, user: r.user ?? t('everybody') })} `,
              el('button', { type: 'button', onclick: () => off(r) }, t('stop')),
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
    bodyOf('presets').textContent = error.status === 404 ? missing('presets', 'presets') : error.message;
  }
}

async function refreshSnapshots() {
  const list = await act(() => call('GET', 'snapshots'));
  if (list) bodyOf('snapshots').textContent = t('saved_here', { list: list.names.join(', ') || t('none') });
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
        ...['col_time', 'col_request', 'col_http', 'col_code', 'col_verdict', 'col_extra'].map((h) =>
          el('th', {}, t(h)),
        ),
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
    say(t('token_kept'));
    void refreshSandboxes().then(refreshWorld);
  });
  $('#world').addEventListener('change', (e) => lookAt(e.target.value));
  $('#sandbox-create').addEventListener('submit', async (e) => {
    e.preventDefault();
    const name = e.target.elements.name.value.trim();
    const made = await act(
      () => call('POST', 'sandboxes', { action: 'create', name }, ''),
      t('sandbox_ready', { name }),
    );
    await refreshSandboxes();
    if (made && sandboxesHere) lookAt(name);
  });
  for (const button of document.querySelectorAll('[data-clock]'))
    button.addEventListener('click', () =>
      act(
        () => call('POST', 'clock', { action: button.dataset.clock }),
        t(button.dataset.clock === 'freeze' ? 'clock_frozen' : 'clock_resumed'),
      ).then(refreshClock),
    );
  $('#clock-advance').addEventListener('submit', (e) => {
    e.preventDefault();
    const ms = Number(e.target.elements.amount.value) * Number(e.target.elements.unit.value);
    void act(() => call('POST', 'clock', { action: 'advance', ms }), t('clock_moved')).then(refreshClock);
  });
  $('#scenario-user').addEventListener('change', refreshState);
  $('#faults-form').addEventListener('submit', (e) => {
    e.preventDefault();
    let faults;
    try {
      faults = JSON.parse(e.target.elements.faults.value);
    } catch {
      return say(t('faults_bad_json'), true);
    }
    void act(() => call('PUT', 'faults', faults), t('faults_saved')).then(refreshState);
  });
  $('#refusal-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const f = e.target.elements;
    const rule = { call: f.call.value, code: Number(f.code.value), user: f.user.value.trim() || undefined };
    void act(
      () => call('POST', 'refusal', { ...rule, on: true }),
      t('refusal_on', { call: rule.call, code: rule.code }),
    ).then(refreshRefusals);
  });
  $('#preset-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const f = e.target.elements;
    const made = await act(
      () => call('POST', 'preset', { name: f.name.value, user: f.user.value.trim() || undefined }),
      t('preset_made'),
    );
    if (made) bodyOf('presets').textContent = t('preset_account', made);
  });
  $('#snapshot-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const action = e.submitter?.dataset.action ?? 'save';
    const name = e.target.elements.name.value.trim();
    const done = t(action === 'load' ? 'snapshot_loaded' : 'snapshot_saved', { name });
    void act(() => call('POST', 'snapshot', { action, name }), done).then(refreshWorld);
  });
  $('#reset-world').addEventListener('click', () => resetWorld(world));
  $('#journal-refresh').addEventListener('click', refreshJournal);
}

// The words first (English stays in the page if they cannot be had), then the sections.
void loadText()
  .catch(() => undefined)
  .then(() => {
    wire();
    showWorld();
    return refreshSandboxes().then(refreshWorld);
  });
