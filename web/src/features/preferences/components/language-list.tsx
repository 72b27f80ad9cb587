import type { Language } from '@app/contracts';
import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages } from '../../../lib/i18n.ts';
import { nativeNames } from '../../../lib/languages.ts';

/** The 13 languages; choosing one loads it, switches and saves it. */
export function LanguageList({ onChosen }: { onChosen?: (lang: Language) => void }) {
  const { i18n } = useTranslation();
  const choose = async (lang: Language) => {
    await changeLanguage(lang);
    onChosen?.(lang);
  };
  return (
    <List className="language-list">
      {languages.map((lang) => (
        <List.Item
          key={lang}
          data-lang={lang}
          arrowIcon={false}
          extra={i18n.language === lang ? <CheckOutline className="check" /> : null}
          onClick={() => void choose(lang)}
        >
          {nativeNames[lang]}
        </List.Item>
      ))}
    </List>
  );
}
