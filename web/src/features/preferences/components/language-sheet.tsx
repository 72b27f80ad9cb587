import { Popup } from 'antd-mobile';
import { LanguageList } from './language-list.tsx';

/**
 * The 13 languages in a bottom sheet. A chunk of its own, loaded with the first tap on the language
 * button (language-button.tsx): the popup's animation and gesture libraries are ≈ 27 KB gzip, more than a
 * guest's first screen has room for (docs/perf/size.md).
 */
export default function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName="sheet" destroyOnClose>
      <LanguageList onChosen={onClose} />
    </Popup>
  );
}
