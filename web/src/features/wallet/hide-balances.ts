import { useCallback, useState } from 'react';
import { getItem, setItem, storageKeys } from '../../lib/storage.ts';

/** Balances hidden behind "****", remembered across visits (the eye toggle on the Asset tab). */
export function useHideBalances(): [hidden: boolean, toggle: () => void] {
  const [hidden, setHidden] = useState(() => getItem<boolean>(storageKeys.hideBalances) === true);
  const toggle = useCallback(() => {
    setHidden((was) => {
      setItem(storageKeys.hideBalances, !was);
      return !was;
    });
  }, []);
  return [hidden, toggle];
}

export const mask = (value: string, hidden: boolean): string => (hidden ? '****' : value);
