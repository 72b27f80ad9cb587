import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Spec section 2: pages receive their query parameters as options. */
export function usePageOptions(): Record<string, string> {
  const [params] = useSearchParams();
  return useMemo(() => Object.fromEntries(params.entries()), [params]);
}
