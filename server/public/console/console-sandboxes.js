// The console's sandboxes: the list with size, last use and clock, and looking at, resetting,
// snapshotting and deleting one.
import { $, act, bodyOf, call, el, missing, say, state, t, worldKey } from './console-core.js';
import { refreshSnapshots, refreshWorld } from './console-sections.js';

export function showWorld() {
  const select = $('#world');
  if (![...select.options].some((o) => o.value === state.world))
    select.append(el('option', { value: state.world }, state.world));
  select.value = state.world;
  $('#open-app').href = state.world ? `/?sandbox=${encodeURIComponent(state.world)}` : '/';
  $('#open-app').textContent = state.world ? t('open_app_in', { name: state.world }) : t('open_app_default');
  document.title = t('page_title', { world: state.world || t('default_world') });
}

export function lookAt(name) {
  state.world = name;
  sessionStorage.setItem(worldKey, name);
  showWorld();
  void refreshWorld();
}

export async function refreshSandboxes() {
  const body = bodyOf('sandboxes');
  try {
    const { sandboxes, limits } = await call('GET', 'sandboxes', undefined, '');
    state.sandboxesHere = true;
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
    state.sandboxesHere = false;
    body.replaceChildren(
      el('p', { class: 'off' }, error.status === 404 ? missing('sandboxes', 'sandboxes') : error.message),
    );
    if (error.status === 404 && state.world) {
      say(t('no_sandboxes', { name: state.world }), true);
      state.world = '';
      showWorld();
    }
    $('#world').disabled = error.status === 404;
  }
}

async function deleteSandbox(name) {
  if (!confirm(t('confirm_delete', { name }))) return;
  await act(() => call('POST', 'sandboxes', { action: 'delete', name }, ''), t('deleted', { name }));
  if (state.world === name) lookAt('');
  await refreshSandboxes();
}

async function snapshotSandbox(sandbox) {
  const name = prompt(t('snapshot_as', { name: sandbox }), 'saved');
  if (!name) return;
  await act(
    () => call('POST', 'snapshot', { action: 'save', name }, sandbox),
    t('snapshot_of_saved', { snapshot: name, name: sandbox }),
  );
  if (sandbox === state.world) await refreshSnapshots();
}

export async function resetWorld(name) {
  if (!confirm(name ? t('confirm_reset', { name }) : t('confirm_reset_default'))) return;
  await act(
    () => call('POST', 'reset', undefined, name),
    name ? t('reset_done', { name }) : t('reset_done_default'),
  );
  await refreshWorld();
}
