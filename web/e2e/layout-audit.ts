/**
 * What the layout sweep looks for on a rendered screen, run inside the page (it must stay self-contained:
 * Playwright serialises it). A finding names the problem, the element and its text:
 * - `off-screen`: visible text or a control reaches past the app's column (or the viewport, for what is
 *   drawn outside the column) and is not inside a horizontal scroller;
 * - `spills`: a button, tab, pill or chip is wider than the box it sits in (over its neighbour or margin);
 * - `cut`: text is cut by a container that clips it, with no ellipsis (a reader loses letters silently),
 *   or an empty input's placeholder is wider than the input's text box;
 * - `wrapped`: the label of a button, tab, pill or chip, a title or a price runs onto a second line;
 * - `truncated`: the label of a button, tab, pill or chip, or a price, ends in an ellipsis.
 */
export interface Finding {
  kind: 'off-screen' | 'spills' | 'cut' | 'wrapped' | 'truncated';
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
    const s = style(el);
    return s.display !== 'none' && s.visibility !== 'hidden' && Number(s.opacity) > 0.01;
  };

  /** What an element's ancestors do to its content, worked out once per element (the sweep is hot). */
  type Clip = { left: number; right: number; clipper: Element | null; ellipsis: boolean } | null;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };
  const clips = new Map<Element, Clip>();
  /** The clip the element's content gets: its own overflow and its ancestors'; null in a scroller or marquee. */
  const clipOf = (el: Element): Clip => {
    const known = clips.get(el);
    if (known !== undefined) return known;
    const s = style(el);
    let clip: Clip;
    if (s.animationName !== 'none' && s.animationName !== '') {
      clip = null; // a marquee moves its text through a window on purpose
    } else {
      const parent = el.parentElement;
      const outer: Clip =
        parent && parent !== document.documentElement && s.position !== 'fixed'
          ? clipOf(parent)
          : { left: -Infinity, right: Infinity, clipper: null, ellipsis: false };
      if (outer === null || s.overflowX === 'auto' || s.overflowX === 'scroll') clip = null;
      else if (s.overflowX !== 'visible') {
        const r = el.getBoundingClientRect();
        clip = {
          left: Math.max(outer.left, r.left),
          right: Math.min(outer.right, r.right),
          clipper: el,
          ellipsis: outer.ellipsis || s.textOverflow === 'ellipsis',
        };
      } else clip = { ...outer, ellipsis: outer.ellipsis || s.textOverflow === 'ellipsis' };
    }
    clips.set(el, clip);
    return clip;
  };
  /** A box's horizontal extent once the clip of `container` applies; null inside a scroller or marquee. */
  type Span = { left: number; right: number; clippedBy: Element | null; ellipsis: boolean };
  const visibleSpan = (container: Element | null, left: number, right: number): Span | null => {
    const clip = container
      ? clipOf(container)
      : { left: -Infinity, right: Infinity, clipper: null, ellipsis: false };
    if (clip === null) return null;
    const cut = left < clip.left - 1 || right > clip.right + 1;
    return {
      left: Math.max(left, clip.left),
      right: Math.min(right, clip.right),
      clippedBy: cut ? clip.clipper : null,
      ellipsis: clip.ellipsis,
    };
  };
  const boundsOf = (el: Element) =>
    frame && el.closest('.app-frame')
      ? { left: frame.left, right: frame.right }
      : { left: 0, right: innerWidth };

  /** `el` is the text's parent (its own overflow clips the text) or a control (its parent's clips it). */
  const checkExtent = (el: Element, rect: DOMRect, container: Element | null) => {
    if (rect.width < 1 || rect.height < 1) return;
    if (style(el).position === 'fixed' && container !== el) container = null;
    const span = visibleSpan(container, rect.left, rect.right);
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
    for (const rect of Array.from(range.getClientRects())) checkExtent(parent, rect, parent);
  }
  for (const el of Array.from(
    document.querySelectorAll('button, input, select, textarea, img, svg, canvas'),
  )) {
    if (!shown(el) || (el.closest('svg') !== el && el.closest('svg'))) continue;
    checkExtent(el, el.getBoundingClientRect(), el.parentElement);
  }

  // An empty one-line input shows its placeholder in its text box and cuts what does not fit.
  const showing = Array.from(document.querySelectorAll('input:placeholder-shown'));
  const measure = showing.length > 0 ? document.createElement('canvas').getContext('2d') : null;
  for (const input of showing) {
    if (!(input instanceof HTMLInputElement) || !shown(input) || !measure) continue;
    const s = getComputedStyle(input, '::placeholder');
    measure.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const own = style(input);
    const box = input.clientWidth - Number.parseFloat(own.paddingLeft) - Number.parseFloat(own.paddingRight);
    const width = measure.measureText(input.placeholder).width;
    if (box > 0 && width > box + 1) {
      add(
        'cut',
        input,
        ` placeholder "${input.placeholder.slice(0, 40)}" [${Math.round(width)} of ${Math.round(box)}]`,
      );
    }
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
    // A control wider than the box it sits in spills over its neighbours or the page's margin.
    const box = el.parentElement;
    if (box && style(box).display !== 'contents' && ['static', 'relative'].includes(style(el).position)) {
      const r = el.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      // (4 px of slack: a price's flash background may reach a few pixels past its column by design.)
      if (r.width > 0 && (r.right > b.right + 4 || r.left < b.left - 4) && clipOf(box) !== null) {
        add('spills', el);
      }
    }
    if (!noEllipsis(el)) continue;
    for (const part of [el, ...Array.from(el.querySelectorAll('*'))]) {
      if (!(part instanceof HTMLElement) || !shown(part)) continue;
      if (nodes.length > 1 && part !== el && prose.test(String(part.className))) continue;
      const s = style(part);
      if (s.textOverflow === 'ellipsis' && part.scrollWidth > part.clientWidth + 1) add('truncated', el);
    }
  }
  return findings;
}
