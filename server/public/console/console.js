// The developer console (/__admin/): plain DOM over the developer API (contracts/src/admin.ts,
// contracts/src/sandbox.ts). Every call carries the developer token kept for this tab and, when a
// sandbox is being looked at, its name in X-Sandbox, so every section acts on that world only.
import { $, act, bodyOf, call, loadText, say, state, t, tokenKey } from './console-core.js';
import { lookAt, refreshSandboxes, resetWorld, showWorld } from './console-sandboxes.js';
import {
  refreshClock,
  refreshJournal,
  refreshRefusals,
  refreshState,
  refreshWorld,
} from './console-sections.js';

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
    if (made && state.sandboxesHere) lookAt(name);
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
  $('#reset-world').addEventListener('click', () => resetWorld(state.world));
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
