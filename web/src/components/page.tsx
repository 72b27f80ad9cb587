import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nav } from '../lib/navigation.ts';

/** A stacked page: a title bar with working back navigation, then the body. */
export function Page(props: {
  title: ReactNode;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`page ${props.className ?? ''}`}>
      <NavBar
        className="page-nav"
        onBack={() => nav.back()}
        backIcon={
          <>
            <LeftOutline />
            <span className="sr-only">{t('common.back')}</span>
          </>
        }
        right={props.right}
      >
        {props.title}
      </NavBar>
      <main className="page-body">{props.children}</main>
    </div>
  );
}
