import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { nav } from '../lib/navigation.ts';

/** A stacked page: a title bar with working back navigation, then the body. */
export function Page(props: {
  title: ReactNode;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`page ${props.className ?? ''}`}>
      <NavBar className="page-nav" onBack={() => nav.back()} right={props.right}>
        {props.title}
      </NavBar>
      <div className="page-body">{props.children}</div>
    </div>
  );
}
