import { useMemo } from 'react';
import { useAppLocation } from './location.tsx';

/** Spec section 2: pages receive their query parameters as options. */
export function usePageOptions(): Record<string, string> {
  const { search } = useAppLocation();
  return useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
}
