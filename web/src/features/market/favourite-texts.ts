import type { Language } from '@app/contracts';
import { i18next, type TranslationKey } from '../../lib/i18n.ts';

/**
 * The favourites' texts in the 13 languages, under `market.*`. They load with Markets and the pair's page
 * (added to each language's catalogue here), not with the first screen: home is at its size budget.
 */
const texts: Record<Language, { favourites: string; all: string; fav_toggle: string }> = {
  de: { favourites: 'Favoriten', all: 'Alle', fav_toggle: '{{pair}} als Favorit' },
  'en-US': { favourites: 'Favourites', all: 'All', fav_toggle: 'Favourite {{pair}}' },
  es: { favourites: 'Favoritos', all: 'Todos', fav_toggle: '{{pair}} en favoritos' },
  fr: { favourites: 'Favoris', all: 'Tous', fav_toggle: '{{pair}} en favori' },
  it: { favourites: 'Preferiti', all: 'Tutti', fav_toggle: '{{pair}} nei preferiti' },
  ja: { favourites: 'お気に入り', all: 'すべて', fav_toggle: '{{pair}} をお気に入り' },
  ko: { favourites: '즐겨찾기', all: '전체', fav_toggle: '{{pair}} 즐겨찾기' },
  pt: { favourites: 'Favoritos', all: 'Todos', fav_toggle: '{{pair}} nos favoritos' },
  ru: { favourites: 'Избранное', all: 'Все', fav_toggle: '{{pair}} в избранном' },
  th: { favourites: 'รายการโปรด', all: 'ทั้งหมด', fav_toggle: '{{pair}} ในรายการโปรด' },
  vi: { favourites: 'Yêu thích', all: 'Tất cả', fav_toggle: 'Yêu thích {{pair}}' },
  'zh-Hans': { favourites: '自选', all: '全部', fav_toggle: '自选 {{pair}}' },
  'zh-Hant': { favourites: '自選', all: '全部', fav_toggle: '自選 {{pair}}' },
};

const key = 'market.favourites';
/** Adds the texts to `lang`'s catalogue once it is loaded (a language not loaded yet gets them when it is). */
function addTo(lang: string): void {
  if (!Object.hasOwn(texts, lang) || i18next.getResource(lang, 'translation', key) !== undefined) return;
  i18next.addResourceBundle(lang, 'translation', { market: texts[lang as Language] }, true, false);
}
let installedOn: typeof i18next.store | undefined;
function install(): void {
  if (installedOn === i18next.store) return;
  installedOn = i18next.store;
  for (const lang of Object.keys(texts)) if (i18next.hasResourceBundle(lang, 'translation')) addTo(lang);
  i18next.store.on('added', (lang: string) => addTo(lang));
}
// The catalogues exist once i18next is initialised (the app does it before any page loads). Initialising
// again replaces the store, and the texts go into the new one too.
if (i18next.isInitialized) install();
i18next.on('initialized', install);

/** `market.*` keys of the favourites, typed for `t()` (they are not in the English catalogue's type). */
export const favKeys = {
  favourites: key as TranslationKey,
  all: 'market.all' as TranslationKey,
  toggle: 'market.fav_toggle' as TranslationKey,
};
