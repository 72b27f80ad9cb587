import type { banner } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { nav } from '../../../lib/navigation.ts';

type Banner = z.infer<typeof banner>;

/** Banner links are hash routes inside the app, or http(s) pages opened outside it. */
export function openLink(link: string): void {
  if (link.startsWith('#/')) nav.navigate(link.slice(1));
  else if (link.startsWith('/app/')) nav.navigate(link);
  else nav.openExternal(link);
}

/**
 * A swipeable carousel on native scroll snapping, advancing every few seconds. (antd-mobile's Swiper with
 * its gesture and spring libraries would cost the home route about 30 KB gzip over its budget.)
 */
export function Banners({ banners, everyMs = 4_000 }: { banners: Banner[] | undefined; everyMs?: number }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = banners?.length ?? 0;
  useEffect(() => {
    const el = track.current;
    if (!el || count < 2) return;
    const timer = setInterval(() => {
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, everyMs);
    return () => clearInterval(timer);
  }, [count, everyMs]);
  if (!banners) return <div className="banners banner-skeleton" />;
  if (count === 0) return null;
  const onScroll = () => {
    const el = track.current;
    if (el) setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
  };
  return (
    <div className="banners">
      <div className="banner-track" ref={track} onScroll={onScroll}>
        {banners.map((b) => (
          // Text on a coloured background, in the reader's language: no picture carries words.
          <button
            key={b.id}
            type="button"
            className={`banner banner-${b.tone}`}
            data-banner={b.id}
            onClick={() => openLink(b.link)}
          >
            <span className="banner-title">{b.title}</span>
            {b.subtitle ? <span className="banner-subtitle">{b.subtitle}</span> : null}
          </button>
        ))}
      </div>
      <div className="banner-dots" aria-hidden="true">
        {banners.map((b, i) => (
          <i key={b.id} className={i === current ? 'active' : ''} />
        ))}
      </div>
    </div>
  );
}
