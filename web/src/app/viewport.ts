/**
 * Root font size scales with the viewport width against a 375 px base, up to the widest phones
 * (PHONE_MAX); tablets up to the 960 px cap keep that size, since the content is a centred column of at
 * most COLUMN_MAX px and parts sized in px do not scale (growing rem text 44 % at 768 px made titles and
 * prices outgrow their rows). Past the cap the base size applies.
 */
export const BASE_WIDTH = 375;
export const CAP_WIDTH = 960;
export const COLUMN_MAX = 540;
export const BASE_FONT_PX = 16;
export const PHONE_MAX = 430;

export function rootFontSize(viewportWidth: number): number {
  const width = viewportWidth > CAP_WIDTH ? BASE_WIDTH : Math.min(viewportWidth, PHONE_MAX, COLUMN_MAX);
  return Math.round(((BASE_FONT_PX * width) / BASE_WIDTH) * 100) / 100;
}

export function installRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  return () => win.removeEventListener('resize', apply);
}
