import type { ReactNode } from 'react';

/** The header of a tab page. */
export function TabHeader(props: { title: ReactNode; right?: ReactNode }) {
  return (
    <header className="tab-header">
      <h1>{props.title}</h1>
      {props.right ? <div className="tab-header-right">{props.right}</div> : null}
    </header>
  );
}

/** A tidy empty body: a large icon, a title and a line of explanation. */
export function EmptyState(props: {
  icon: ReactNode;
  title: ReactNode;
  body: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="empty-state">
      <div className="empty-icon">{props.icon}</div>
      <h2>{props.title}</h2>
      <p>{props.body}</p>
      {props.action}
    </section>
  );
}
