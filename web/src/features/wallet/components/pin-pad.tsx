import { NumberKeyboard, PasscodeInput, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The fund password on a 6-digit PIN pad (a bottom sheet with its own number keyboard). Filling the
 * sixth digit confirms; the pad clears after a refusal so the user can try again.
 */
export function PinPad(props: {
  visible: boolean;
  title: string;
  summary?: React.ReactNode;
  error?: string;
  onClose: () => void;
  onFill: (pin: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  useEffect(() => {
    if (props.visible || props.error) setValue('');
  }, [props.visible, props.error]);
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName="cash-pin-sheet" destroyOnClose>
      <div className="cash-pin">
        <h3>{props.title}</h3>
        {props.summary}
        <PasscodeInput
          length={6}
          value={value}
          onChange={setValue}
          onFill={props.onFill}
          error={Boolean(props.error)}
          keyboard={<NumberKeyboard randomOrder={false} />}
          seperated
          aria-label={t('cash.pay_password')}
        />
        <p className="cash-pin-hint">{props.error || t('cash.enter_pin')}</p>
      </div>
    </Popup>
  );
}
