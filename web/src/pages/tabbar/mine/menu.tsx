import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { RealnameTag } from '../../../features/kyc/components/realname-tag.tsx';
import { nav } from '../../../lib/navigation.ts';
import { menuGroups } from './menu-entries.ts';

const groupNames = ['funds', 'account', 'support'] as const;

/** Every part of the account, grouped: money, identity and security, help and news. */
export function HubMenu({
  realname,
  mpwdSet,
}: {
  realname: number | undefined;
  mpwdSet: boolean | undefined;
}) {
  const { t } = useTranslation();
  const extra = (path: string) => {
    if (path === paths.realnameAuth) return <RealnameTag status={realname} />;
    if (path === paths.mpwd && mpwdSet !== undefined) return t(mpwdSet ? 'setting.set' : 'setting.not_set');
    return null;
  };
  return groupNames.map((group) => (
    <List key={group} header={t(`hub.${group}`)} className="menu-list" data-testid={`hub-${group}`}>
      {menuGroups[group].map(({ Icon, label, path }) => (
        <List.Item
          key={path}
          prefix={<Icon />}
          extra={extra(path)}
          onClick={() => nav.navigate(path)}
          data-entry={path === paths.realnameAuth ? 'realname' : undefined}
        >
          {t(label)}
        </List.Item>
      ))}
    </List>
  ));
}
