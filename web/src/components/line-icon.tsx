import type { ReactNode } from 'react';

/**
 * A line icon drawn inline in the current colour: antd-mobile-icons costs about 1 KB gzip per icon, and
 * the home route has little room under its budget.
 */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
