import { ErrorCode } from '@app/contracts/errors';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback.ts';
import { LOGIN_PATH, nav } from '../../lib/navigation.ts';
import { RequestError } from '../../lib/request.ts';
import { useLogout } from './api.ts';

/**
 * Confirm, then `user/logout`: code 0 clears the user and relaunches to login; otherwise the server's msg,
 * 'Logout failure' as the fallback, or 'Server error' when the network failed.
 */
export function useLogoutFlow() {
  const { t } = useTranslation();
  const logout = useLogout();
  return async () => {
    const confirmed = await Dialog.confirm({
      content: t('setting.logout_confirm'),
      confirmText: t('ok'),
      cancelText: t('cancel'),
    });
    if (!confirmed) return;
    try {
      await logout.mutateAsync();
      toast(t('setting.logout_success'), undefined, { acrossNavigation: true });
      await nav.relaunch(LOGIN_PATH);
    } catch (error) {
      if (error instanceof RequestError && error.code === ErrorCode.unauthorized) return;
      const network = error instanceof RequestError && error.code === ErrorCode.requestFailed;
      toast(network ? t('server_error') : (error instanceof Error && error.message) || t('logout_failure'));
    }
  };
}
