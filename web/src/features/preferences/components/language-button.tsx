import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Boundary } from '../../../components/error-boundary.tsx';
import { GlobeIcon } from '../../../components/form-icons.tsx';
import { nativeNames } from '../../../lib/languages.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { nav } from '../../../lib/navigation.ts';

/** The sheet (with the popup's animation libraries) loads when the button is pressed, not with the page. */
const LanguageSheet = lazyPage(() => import('./language-sheet.tsx'));

/** A language button that opens the 13 languages in a sheet (guests cannot open the language page). */
export function LanguageButton() {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted with its first opening and then kept, so it closes with its animation.
  const [used, setUsed] = useState(false);
  // While the sheet is open, back closes it instead of leaving the page.
  useEffect(() => {
    if (!open) return;
    return nav.onBackPress(() => {
      setOpen(false);
      return true;
    });
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="lang-button"
        onPointerDown={() => void LanguageSheet.preload()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="language-button"
      >
        <GlobeIcon />
        <span>{nativeNames[i18n.language as keyof typeof nativeNames] ?? i18n.language}</span>
      </button>
      {used ? (
        <Boundary compact>
          <Suspense fallback={null}>
            <LanguageSheet open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </Boundary>
      ) : null}
    </>
  );
}
