import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/page.tsx';
import { Swatches } from '../../../../features/preferences/components/swatches.tsx';
import { toast } from '../../../../lib/feedback.ts';
import { nav } from '../../../../lib/navigation.ts';
import { DEFAULT_MAIN, isHexColor, mainColor, setTheme, useTheme } from '../../../../lib/theme.ts';

export default function ColorPickerDialog() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [color, setColor] = useState(mainColor(theme));
  const apply = () => {
    if (!isHexColor(color)) return toast(t('color.invalid'));
    setTheme({ main: color.toLowerCase() === DEFAULT_MAIN ? 'default' : color.toLowerCase() });
    nav.back();
  };
  return (
    <Page title={t('title.color_picker')}>
      <section className="picker-card">
        <div className="picker-preview" style={{ background: isHexColor(color) ? color : undefined }} />
        <h2 className="picker-title">{t('color.choose')}</h2>
        <Swatches value={color} onPick={setColor} />
        <label className="picker-hex">
          <span>{t('color.hex')}</span>
          <Input value={color} onChange={setColor} maxLength={7} />
          <input
            type="color"
            value={isHexColor(color) ? color : DEFAULT_MAIN}
            onChange={(e) => setColor(e.currentTarget.value)}
          />
        </label>
        <div className="picker-actions">
          <Button size="large" onClick={() => setColor(DEFAULT_MAIN)}>
            {t('color.reset')}
          </Button>
          <Button size="large" color="primary" onClick={apply}>
            {t('color.apply')}
          </Button>
        </div>
      </section>
    </Page>
  );
}
