// The console's sections for the world looked at: its clock, scenarios and faults, forced refusals,
// presets, snapshots and the request journal with each answer's contract verdict.
import { $, act, bodyOf, call, el, missing, t } from './console-core.js';

export async function refreshClock() {
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

export async function refreshState() {
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
export async function refreshRefusals() {
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

export async function refreshPresets() {
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

export async function refreshSnapshots() {
  const list = await act(() => call('GET', 'snapshots'));
  if (list) bodyOf('snapshots').textContent = t('saved_here', { list: list.names.join(', ') || t('none') });
}

export async function refreshJournal() {
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

export const refreshWorld = () =>
  Promise.all([
    refreshClock(),
    refreshState(),
    refreshRefusals(),
    refreshPresets(),
    refreshSnapshots(),
    refreshJournal(),
  ]);
