import { useSyncExternalStore } from 'react';
import { readable, textOn } from './contrast.ts';
import { getItem, setItem, storageKeys } from './storage.ts';

/** Client config (spec section 3): theme enabled, automatic theme off, default light, main 'default'. */
export type ThemeMode = 'light' | 'dark';
export interface ThemeState {
  mode: ThemeMode;
  /** 'default' or a #rrggbb colour. */
  main: string;
  /** Which colour means "up": 'auto' is red for Chinese (the convention there), green otherwise. */
  up: 'auto' | 'green' | 'red';
}
const UP_KEY = 'up_color';

export const DEFAULT_MAIN = '#1677ff';
/** The dark theme's page, surface and raised surface (base.css). */
const darkSurfaces = ['#0b0e14', '#141922', '#1b212c'];
export const themeDefaults: ThemeState = { mode: 'light', main: 'default', up: 'auto' };
export const isHexColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

const listeners = new Set<() => void>();
let state: ThemeState = read();

function read(): ThemeState {
  const mode = getItem<string>(storageKeys.theme) === 'dark' ? 'dark' : 'light';
  const main = getItem<string>(storageKeys.mainColor);
  const up = getItem<string>(UP_KEY);
  return {
    mode,
    main: main && isHexColor(main) ? main : 'default',
    up: up === 'green' || up === 'red' ? up : 'auto',
  };
}

export const mainColor = (s: ThemeState = state) => (s.main === 'default' ? DEFAULT_MAIN : s.main);

/** Puts the theme on <html>: antd-mobile's dark mode attribute and the colour variables every style reads. */
export function applyTheme(s: ThemeState = state): void {
  const root = document.documentElement;
  root.setAttribute('data-prefers-color-scheme', s.mode);
  root.dataset.theme = s.mode;
  // 'auto' follows the page language in CSS (html:lang(zh) is red-up), so a language switch applies it.
  if (s.up === 'auto') delete root.dataset.up;
  else root.dataset.up = s.up;
  // Light: white text on the colour (buttons, chips) and the colour as text on the page, or on its own
  // 12 % tint (selected tabs), stay AA readable: 5.3 against white leaves 4.5 against the tint; a colour
  // too light is darkened. Dark: the colour as text on the dark surfaces is lightened until it reads
  // (no one colour can also carry white text there), and text on it turns dark when white would not read.
  const color =
    s.mode === 'dark'
      ? readable(mainColor(s), darkSurfaces, 4.5, 'lighten')
      : readable(mainColor(s), ['#ffffff', '#f4f5f7'], 5.3);
  root.style.setProperty('--adm-color-primary', color);
  root.style.setProperty('--app-primary', color);
  root.style.setProperty('--app-on-primary', textOn(color));
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', s.mode === 'dark' ? '#0b0e14' : '#ffffff');
}

export function setTheme(next: Partial<ThemeState>): void {
  state = { ...state, ...next };
  setItem(storageKeys.theme, state.mode);
  setItem(storageKeys.mainColor, state.main);
  setItem(UP_KEY, state.up);
  applyTheme(state);
  for (const l of listeners) l();
}

export const getTheme = () => state;

export function useTheme(): ThemeState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** Colours for charts (lightweight-charts in later issues), following the theme. */
export function chartColors(s: ThemeState = state) {
  const dark = s.mode === 'dark';
  return {
    background: dark ? '#0b0e14' : '#ffffff',
    text: dark ? '#a3aab8' : '#5b6475',
    grid: dark ? '#1c2230' : '#eef0f4',
    up: '#16c784',
    down: '#ea3943',
    accent: mainColor(s),
  };
}
