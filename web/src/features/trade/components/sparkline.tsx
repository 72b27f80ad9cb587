/** A small line of recent prices; stands in for the markets feature's chart until it is merged. */
export function Sparkline(props: { points: number[]; up: boolean }) {
  const { points } = props;
  if (points.length < 2) return <div className="sparkline sparkline-empty" />;
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min || 1;
  const w = 300;
  const h = 80;
  const xy = points.map(
    (p, i) =>
      `${((i / (points.length - 1)) * w).toFixed(1)},${(h - 4 - ((p - min) / span) * (h - 8)).toFixed(1)}`,
  );
  const colour = props.up ? 'var(--app-up)' : 'var(--app-down)';
  return (
    <svg className="sparkline" viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" aria-hidden="true">
      <defs>
        <linearGradient id="spark-fill" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={colour} stopOpacity="0.25" />
          <stop offset="1" stopColor={colour} stopOpacity="0" />
        </linearGradient>
      </defs>
      <polygon points={`0,${h} ${xy.join(' ')} ${w},${h}`} fill="url(#spark-fill)" />
      <polyline
        points={xy.join(' ')}
        fill="none"
        stroke={colour}
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
