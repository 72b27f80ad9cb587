/**
 * Root font size scales with the viewport width against a 375 px base; past the 960 px cap the base size
 * applies (the content is then a centred column of COLUMN_MAX px).
 */
export const BASE_WIDTH = 375;
export const CAP_WIDTH = 960;
export const COLUMN_MAX = 540;
export const BASE_FONT_PX = 16;

export function rootFontSize(viewportWidth: number): number {
  const width = viewportWidth > CAP_WIDTH ? BASE_WIDTH : Math.min(viewportWidth, COLUMN_MAX);
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
