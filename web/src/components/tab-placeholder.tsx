import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToTop, useTabTap } from '../lib/tab-events.ts';
import { EmptyState, TabHeader } from './blocks.tsx';

/** The body of a tab whose content arrives in a later issue. */
export function TabPlaceholder(props: { path: string; tab: string; icon: ReactNode; children?: ReactNode }) {
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
