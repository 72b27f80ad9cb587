import { NumberKeyboard, PasscodeInput, type PasscodeInputRef, Popup } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
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
  const input = useRef<PasscodeInputRef>(null);
  useEffect(() => {
    if (props.visible || props.error) setValue('');
  }, [props.visible, props.error]);
  // The keyboard opens with the pad: the user types at once.
  const focus = () => input.current?.focus();
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      afterShow={focus}
      bodyClassName="cash-pin-sheet"
      destroyOnClose
    >
      <div className="cash-pin">
        <h3>{props.title}</h3>
        {props.summary}
        <PasscodeInput
          ref={input}
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
