import type { JournalFrame, JournalRequest } from '@app/contracts';
import { List } from 'antd-mobile';

const time = (at: number) => new Date(at).toISOString().slice(11, 23);

function Verdict({ verdict }: { verdict: JournalRequest['verdict'] }) {
  return (
    <span className={`dev-tag ${verdict.grade}`} title={verdict.issues.join('\n')}>
      {verdict.grade}
    </span>
  );
}

/** Newest first: method, path, status and time, the contract verdict, and what any fault or scenario did. */
export function RequestList({ items, empty }: { items: JournalRequest[]; empty: string }) {
  if (items.length === 0) return <div className="dev-empty">{empty}</div>;
  return (
    <List className="dev-journal dev-requests">
      {[...items].reverse().map((r) => (
        <List.Item
          key={r.id}
          description={[
            `${time(r.at)} · ${r.ms} ms${r.code !== null ? ` · code ${r.code}` : ''}`,
            r.fault ? `fault ${r.fault}` : '',
            r.scenarios.length ? r.scenarios.join(', ') : '',
            ...r.verdict.issues,
          ]
            .filter(Boolean)
            .join(' · ')}
          extra={<Verdict verdict={r.verdict} />}
        >
          <span className={r.status >= 400 || r.status === 0 ? 'dev-status bad' : 'dev-status'}>
            {r.status || '×'}
          </span>{' '}
          {r.method} {r.url.replace(/^\/api\/v1\//, '').split('?', 1)[0]}
        </List.Item>
      ))}
    </List>
  );
}

export function FrameList({ items, empty }: { items: JournalFrame[]; empty: string }) {
  if (items.length === 0) return <div className="dev-empty">{empty}</div>;
  return (
    <List className="dev-journal dev-frames">
      {[...items].reverse().map((f) => (
        <List.Item
          key={f.id}
          description={`${time(f.at)} · ${f.text.slice(0, 120)}${f.verdict.issues.length ? ` · ${f.verdict.issues.join(' · ')}` : ''}`}
          extra={<Verdict verdict={f.verdict} />}
        >
          {f.direction === 'in' ? '↑' : '↓'} {f.ch ?? '?'}
        </List.Item>
      ))}
    </List>
  );
}
