/** The app's mark: a rising line on the main colour. */
export function BrandMark({ large = false }: { large?: boolean }) {
  const size = large ? 44 : 28;
  return (
    <div className={large ? 'brand-mark large' : 'brand-mark'}>
      <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
        <path
          d="M7 21l6-7 4 4 8-9"
          stroke="currentColor"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
