import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savedToken, saveToken } from '../api.ts';

/** The admin token, asked for when the developer API answers 401; saved, then the page reloads with it. */
export function TokenForm() {
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
