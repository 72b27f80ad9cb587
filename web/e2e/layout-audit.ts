/**
 * What the layout sweep looks for on a rendered screen, run inside the page (it must stay self-contained:
 * Playwright serialises it). A finding names the problem, the element and its text:
 * - `off-screen`: visible text or a control reaches past the app's column (or the viewport, for what is
 *   drawn outside the column) and is not inside a horizontal scroller;
 * - `cut`: text is cut by a container that clips it, with no ellipsis (a reader loses letters silently);
 * - `wrapped`: the label of a button, tab, pill or chip, a title or a price runs onto a second line;
 * - `truncated`: the label of a button, tab, pill or chip, or a price, ends in an ellipsis.
 */
export interface Finding {
  kind: 'off-screen' | 'cut' | 'wrapped' | 'truncated';
  what: string;
}

export function auditLayout(): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const add = (kind: Finding['kind'], el: Element, extra = '') => {
    const cls =
      typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const what = `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}"${extra}`;
    const key = `${kind} ${what}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ kind, what });
  };
  const frame = document.querySelector('.app-frame')?.getBoundingClientRect();
  const shown = (el: Element) => {
    if (!(el instanceof HTMLElement || el instanceof SVGElement)) return true;
    if (el.closest('[aria-hidden="true"], .sr-only')) return false;
    const s = getComputedStyle(el);
    return s.display !== 'none' && s.visibility !== 'hidden' && Number(s.opacity) > 0.01;
  };

  /** The element's horizontal extent once its clipping ancestors are applied; null inside a scroller. */
  type Span = { left: number; right: number; clippedBy: Element | null; ellipsis: boolean };
  const visibleSpan = (el: Element, left: number, right: number): Span | null => {
    let clippedBy: Element | null = null;
    let ellipsis = false;
    for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (a !== el && (s.overflowX === 'auto' || s.overflowX === 'scroll')) return null;
      if (s.textOverflow === 'ellipsis') ellipsis = true;
      // A marquee moves its text through a window on purpose.
      if (s.animationName !== 'none' && s.animationName !== '') return null;
      if (a !== el && s.overflowX !== 'visible') {
        const r = a.getBoundingClientRect();
        if (left < r.left - 1 || right > r.right + 1) clippedBy ??= a;
        left = Math.max(left, r.left);
        right = Math.min(right, r.right);
      }
      if (s.position === 'fixed') break;
    }
    return { left, right, clippedBy, ellipsis };
  };
  const boundsOf = (el: Element) =>
    frame && el.closest('.app-frame')
      ? { left: frame.left, right: frame.right }
      : { left: 0, right: innerWidth };

  const checkExtent = (el: Element, rect: DOMRect) => {
    if (rect.width < 1 || rect.height < 1) return;
    const span = visibleSpan(el, rect.left, rect.right);
    if (!span || span.right - span.left < 1) return;
    const bounds = boundsOf(el);
    if (span.left < bounds.left - 1 || span.right > bounds.right + 1) {
      add(
        'off-screen',
        el,
        ` [${Math.round(span.left)}–${Math.round(span.right)} of ${Math.round(bounds.right)}]`,
      );
    } else if (
      span.clippedBy &&
      !span.ellipsis &&
      el.closest('.adm-swiper, .adm-notice-bar, canvas') === null
    ) {
      add('cut', el);
    }
  };

  // Every piece of visible text, and every control and picture.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || !shown(parent) || parent.closest('script, style, noscript')) continue;
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) checkExtent(parent, rect);
  }
  for (const el of Array.from(
    document.querySelectorAll('button, input, select, textarea, img, svg, canvas'),
  )) {
    if (!shown(el) || (el.closest('svg') !== el && el.closest('svg'))) continue;
    checkExtent(el, el.getBoundingClientRect());
  }

  // Labels that must stay on one line and whole.
  const oneLine = [
    'button',
    '[role="button"]',
    '[role="tab"]',
    '.adm-button',
    '.adm-tabs-tab',
    '.adm-capsule-tabs-tab',
    '.adm-selector-item',
    '.adm-segmented-item-label',
    '.adm-tag',
    '.adm-tab-bar-item-title',
    '.adm-nav-bar-title',
    '[class*="pill"]',
    '[class*="chip"]',
    '[class*="price"]',
  ].join(', ');
  const noEllipsis = (el: Element) => !el.matches('.adm-nav-bar-title');
  // In a composite control (a card: several pieces of text), titles and descriptions may wrap; labels,
  // values and pills may not.
  const prose = /title|desc|sub|text|summary|hint|note|intro|body/;
  for (const el of Array.from(document.querySelectorAll(oneLine))) {
    if (!shown(el)) continue;
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes: Node[] = [];
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (node.textContent?.trim() && node.parentElement && shown(node.parentElement)) nodes.push(node);
    }
    for (const node of nodes) {
      const parent = node.parentElement as Element;
      if (
        nodes.length > 1 &&
        parent !== el &&
        (parent.tagName === 'P' || prose.test(String(parent.className)))
      )
        continue;
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0.5);
      const first = rects[0];
      if (first && rects.some((r) => Math.abs(r.top - first.top) > first.height / 2)) {
        add('wrapped', el, nodes.length > 1 ? ` at "${node.textContent?.trim().slice(0, 30)}"` : '');
      }
    }
    if (!noEllipsis(el)) continue;
    for (const part of [el, ...Array.from(el.querySelectorAll('*'))]) {
      if (!(part instanceof HTMLElement) || !shown(part)) continue;
      if (nodes.length > 1 && part !== el && prose.test(String(part.className))) continue;
      const s = getComputedStyle(part);
      if (s.textOverflow === 'ellipsis' && part.scrollWidth > part.clientWidth + 1) add('truncated', el);
    }
  }
  return findings;
}
