import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { AdminError, useAdminState, useJournal } from '../../features/devtools/api.ts';
import { ConsoleLink } from '../../features/devtools/components/console-link.tsx';
import { FrameList, RequestList } from '../../features/devtools/components/journal-list.tsx';
import { ScenariosTab } from '../../features/devtools/components/scenarios-tab.tsx';
import { TokenForm } from '../../features/devtools/components/token-form.tsx';
import '../../features/devtools/devtools.css';

/** The developer panel (dev and demo servers): scenario switches and the journal with contract verdicts. */
export default function DevPanelPage() {
  const { t } = useTranslation();
  const state = useAdminState();
  const [tab, setTab] = useState('scenarios');
  const journal = useJournal(tab !== 'scenarios' && !state.isError);

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
          <ScenariosTab state={state.data} />
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
