import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { IdSample, type SampleKind } from './id-sample.tsx';

const samples: Array<{ kind: SampleKind; ok: boolean }> = [
  { kind: 'standard', ok: true },
  { kind: 'lacking', ok: false },
  { kind: 'blurred', ok: false },
  { kind: 'overexposed', ok: false },
];

/** The spec's four sample cases: the standard photo is accepted; lacking, blurred and overexposed are not. */
export function Guidance() {
  const { t } = useTranslation();
  return (
    <section className="kyc-guide" aria-labelledby="kyc-guide-title">
      <h2 id="kyc-guide-title">{t('kyc.guide_title')}</h2>
      <p>{t('kyc.guide_tip')}</p>
      <ul className="kyc-samples">
        {samples.map(({ kind, ok }) => (
          <li key={kind} data-sample={kind} className={ok ? 'ok' : 'bad'}>
            <IdSample kind={kind} />
            <span className="kyc-sample-label">
              {ok ? <CheckCircleFill aria-label="✓" /> : <CloseCircleFill aria-label="✗" />}
              {t(`kyc.sample_${kind}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
