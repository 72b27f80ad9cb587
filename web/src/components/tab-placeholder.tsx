import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToTop, useTabTap } from '../lib/tab-events.ts';
import type english from '../locales/en-US.json';
import { EmptyState, TabHeader } from './blocks.tsx';

type TitleOf<K> = K extends `${infer T}_title` ? T : never;
/** Tabs with a title and a placeholder text in en-US.json: so `tab.<tab>` and `placeholder.<tab>_*` exist. */
type PlaceholderTab = keyof (typeof english)['tab'] & TitleOf<keyof (typeof english)['placeholder']>;

/** The body of a tab whose content arrives in a later issue. */
export function TabPlaceholder(props: {
  path: string;
  tab: PlaceholderTab;
  icon: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  useTabTap(props.path, scrollToTop);
  return (
    <div className="tab-page" data-page={props.tab}>
      <TabHeader title={t(`tab.${props.tab}`)} />
      {props.children}
      <EmptyState
        icon={props.icon}
        title={t(`placeholder.${props.tab}_title`)}
        body={t(`placeholder.${props.tab}_body`)}
      />
    </div>
  );
}
