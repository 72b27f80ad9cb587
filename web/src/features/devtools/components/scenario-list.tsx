import type { AdminState, ScenarioName } from '@app/contracts';
import { List, Switch } from 'antd-mobile';

/** One switch per scenario, for the chosen scope: everybody, or the signed-in user. */
export function ScenarioList(props: {
  state: AdminState;
  username: string | null;
  busy: boolean;
  onToggle: (name: ScenarioName, on: boolean) => void;
}) {
  const { state, username } = props;
  const mine = username
    ? (state.active.users.find((u) => u.username.toLowerCase() === username.toLowerCase())?.scenarios ?? [])
    : state.active.global;
  return (
    <List className="dev-scenarios">
      {state.scenarios.map((s) => (
        <List.Item
          key={s.name}
          description={s.summary}
          extra={
            <Switch
              aria-label={s.name}
              data-scenario={s.name}
              checked={mine.includes(s.name)}
              loading={props.busy}
              onChange={(on) => props.onToggle(s.name, on)}
            />
          }
        >
          <code>{s.name}</code>
          {username && state.active.global.includes(s.name) ? (
            <span className="dev-tag warn">all</span>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}
