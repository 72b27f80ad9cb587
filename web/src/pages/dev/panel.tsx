import type { ScenarioName } from '@app/contracts';
import { Button, Dialog, Input, Selector, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import {
  AdminError,
  adminBase,
  savedToken,
  saveToken,
  useAdminState,
  useJournal,
  useResetDemo,
  useSetScenario,
} from '../../features/devtools/api.ts';
import { FrameList, RequestList } from '../../features/devtools/components/journal-list.tsx';
import { ScenarioList } from '../../features/devtools/components/scenario-list.tsx';
import '../../features/devtools/devtools.css';
import { toast } from '../../lib/feedback.ts';
import { sandbox } from '../../lib/sandbox.ts';
import { useSession } from '../../lib/session.ts';

type Scope = 'all' | 'me';

/** The developer panel (dev and demo servers): scenario switches and the journal with contract verdicts. */
export default function DevPanelPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const state = useAdminState();
  const [scope, setScope] = useState<Scope>(user ? 'me' : 'all');
  const [tab, setTab] = useState('scenarios');
  const journal = useJournal(tab !== 'scenarios' && !state.isError);
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

  const error = state.error instanceof AdminError ? state.error : null;
  if (error)
    return (
      <Page title={t('dev.title')}>
        {error.status === 401 ? <TokenForm /> : <p className="dev-empty">{t('dev.off')}</p>}
      </Page>
    );

  return (
    <Page title={t('dev.title')}>
      <ConsoleLink />
      <Tabs activeKey={tab} onChange={setTab} className="dev-tabs">
        <Tabs.Tab title={t('dev.scenarios')} key="scenarios">
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
          {state.data ? (
            <ScenarioList
              state={state.data}
              username={username}
              busy={setScenario.isPending}
              onToggle={toggle}
            />
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
        </Tabs.Tab>
        <Tabs.Tab title={t('dev.requests')} key="requests">
          <RequestList items={journal.data?.requests ?? []} empty={t('dev.empty')} />
        </Tabs.Tab>
        <Tabs.Tab title={t('dev.frames')} key="frames">
          <FrameList items={journal.data?.frames ?? []} empty={t('dev.empty')} />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}

/** The server's developer console (`/__admin/`), on the world this tab is in; same tab, so it keeps the token. */
function ConsoleLink() {
  const { t } = useTranslation();
  const query = sandbox ? `?sandbox=${encodeURIComponent(sandbox)}` : '';
  return (
    <a className="dev-console-link" href={`${adminBase()}${query}`}>
      {t('dev.console')}
    </a>
  );
}

function TokenForm() {
  const { t } = useTranslation();
  const [token, setToken] = useState(savedToken());
  return (
    <div className="dev-token">
      <p>{t('dev.token_hint')}</p>
      <Input placeholder={t('dev.token')} value={token} onChange={setToken} type="password" clearable />
      <Button
        block
        color="primary"
        onClick={() => {
          saveToken(token);
          globalThis.location.reload();
        }}
      >
        {t('dev.save')}
      </Button>
    </div>
  );
}
