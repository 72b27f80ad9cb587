// The developer console's plumbing: its calls to the developer API, the element helper, the status line,
// its words, and the world being looked at (a sandbox's name, or '' for the default world).
export const tokenKey = 'devtools_admin_token';
export const worldKey = 'console_world';
export const base = location.pathname.replace(/[^/]*$/, '');
export const $ = (selector) => document.querySelector(selector);
const asked = new URLSearchParams(location.search).get('sandbox');
/** What every section reads: the world looked at, and whether this server has sandboxes at all. */
export const state = { world: asked ?? sessionStorage.getItem(worldKey) ?? '', sandboxesHere: false };

class CallError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export async function call(method, path, body, sandbox = state.world) {
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
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== false) node.setAttribute(key, value === true ? '' : value);
  }
  node.append(...children.flat().filter((c) => c !== null && c !== undefined));
  return node;
}

export const say = (text, bad = false) => {
  $('#status').textContent = text;
  $('#status').className = bad ? 'bad' : '';
};
export const bodyOf = (id) => $(`#${id} .body`);

/** The console's words in the page's language (console-text.json; `?lang=` or the browser's). */
let text = {};
export const t = (key, vars = {}) =>
  (text[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name) => String(vars[name] ?? m));

export async function loadText() {
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

export const missing = (section, route) =>
  t('section_off', { section: t(section), route: `${base}${route}` });

/** Runs a section's work; a refusal lands in the status line (401: ask for the token). */
export async function act(work, done) {
  try {
    const out = await work();
    if (done) say(done);
    return out;
  } catch (error) {
    say(error.status === 401 ? t('need_token', { error: error.message }) : error.message, true);
    return undefined;
  }
}
