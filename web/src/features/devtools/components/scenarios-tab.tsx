import type { AdminState, ScenarioName } from '@app/contracts';
import { Button, Dialog, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { useSession } from '../../../lib/session.ts';
import { useResetDemo, useSetScenario } from '../api.ts';
import { ScenarioList } from './scenario-list.tsx';

type Scope = 'all' | 'me';

/** The scenario switches, for everybody or for the signed-in user, and the reset of the demo data. */
export function ScenariosTab({ state }: { state: AdminState | undefined }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [scope, setScope] = useState<Scope>(user ? 'me' : 'all');
  const setScenario = useSetScenario();
  const reset = useResetDemo();
  const username = scope === 'me' ? (user?.username ?? null) : null;

  const toggle = (name: ScenarioName, on: boolean) =>
    setScenario.mutate({ name, on, user: username ?? undefined }, { onError: (e) => toast(e.message) });
  const confirmReset = async () => {
    if (!(await Dialog.confirm({ content: t('dev.reset_confirm') }))) return;
    reset.mutate(undefined, {
      onSuccess: () => toast(t('dev.reset_done')),
      onError: (e) => toast(e.message),
    });
  };

  return (
    <>
      <div className="dev-scope">
        <span>{t('dev.scope')}</span>
        <Selector<Scope>
          columns={2}
          value={[scope]}
          onChange={(v) => v[0] && setScope(v[0])}
          options={[
            { label: t('dev.scope_me'), value: 'me', disabled: !user },
            { label: t('dev.scope_all'), value: 'all' },
          ]}
        />
      </div>
      {state ? (
        <ScenarioList state={state} username={username} busy={setScenario.isPending} onToggle={toggle} />
      ) : null}
      <div className="page-actions">
        <Button
          block
          color="danger"
          fill="outline"
          loading={reset.isPending}
          onClick={() => void confirmReset()}
        >
          {t('dev.reset')}
        </Button>
      </div>
    </>
  );
}
