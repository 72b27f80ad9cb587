import { useId } from 'react';

export type SampleKind = 'standard' | 'lacking' | 'blurred' | 'overexposed';

/** The card itself: a portrait and text lines (front) or an emblem and lines (back). */
function Card({ side }: { side: 'front' | 'back' }) {
  return (
    <g>
      <rect x="14" y="12" width="92" height="58" rx="6" fill="#eaf1fb" stroke="#8fa9cf" strokeWidth="1.5" />
      <rect x="14" y="12" width="92" height="10" rx="6" fill="#c7d7ee" />
      {side === 'front' ? (
        <>
          <rect x="72" y="28" width="26" height="32" rx="3" fill="#d5e1f2" />
          <circle cx="85" cy="39" r="6.5" fill="#7d95bb" />
          <path d="M74 60c1.5-8 6-11 11-11s9.5 3 11 11z" fill="#7d95bb" />
          <rect x="22" y="30" width="40" height="4" rx="2" fill="#8fa9cf" />
          <rect x="22" y="39" width="32" height="4" rx="2" fill="#b3c5e0" />
          <rect x="22" y="48" width="44" height="4" rx="2" fill="#b3c5e0" />
          <rect x="22" y="57" width="28" height="4" rx="2" fill="#b3c5e0" />
        </>
      ) : (
        <>
          <circle cx="34" cy="44" r="12" fill="none" stroke="#7d95bb" strokeWidth="2" />
          <path d="M34 35l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6-4.5-4 6-1z" fill="#7d95bb" />
          <rect x="54" y="32" width="44" height="4" rx="2" fill="#8fa9cf" />
          <rect x="54" y="41" width="38" height="4" rx="2" fill="#b3c5e0" />
          <rect x="54" y="50" width="42" height="4" rx="2" fill="#b3c5e0" />
          <rect x="54" y="59" width="30" height="4" rx="2" fill="#b3c5e0" />
        </>
      )}
    </g>
  );
}

/** Corner marks of the camera frame the card must sit in. */
const frame = 'M6 14V6h8M106 6h8v8M114 66v8h-8M14 74H6v-8';

/**
 * An ID photo sample, drawn here: the acceptable standard, or one of the faults the spec lists
 * (lacking: part of the card outside the frame; blurred; overexposed: a glare washing out the text).
 */
export function IdSample({
  kind = 'standard',
  side = 'front',
}: {
  kind?: SampleKind;
  side?: 'front' | 'back';
}) {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 120 80" className="id-sample" aria-hidden="true" focusable="false">
      <defs>
        <filter id={`blur${id}`}>
          <feGaussianBlur stdDeviation="2.4" />
        </filter>
        <radialGradient id={`glare${id}`} cx="0.42" cy="0.45" r="0.5">
          <stop offset="0" stopColor="#fff" stopOpacity="1" />
          <stop offset="0.55" stopColor="#fff" stopOpacity="0.85" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="120" height="80" rx="8" fill="#f5f7fa" />
      <g
        transform={kind === 'lacking' ? 'translate(34 14)' : undefined}
        filter={kind === 'blurred' ? `url(#blur${id})` : undefined}
      >
        <Card side={side} />
      </g>
      {kind === 'overexposed' ? <ellipse cx="52" cy="38" rx="52" ry="34" fill={`url(#glare${id})`} /> : null}
      <path d={frame} fill="none" stroke="#1677ff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
