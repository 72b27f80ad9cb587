import type { RealnameView } from '@app/contracts';
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../lib/feedback.ts';
import { useSubmitRealname } from '../api.ts';
import { realnameProblem } from '../validate.ts';
import { Guidance } from './guidance.tsx';
import { type HeldPhoto, PhotoSide } from './photo-side.tsx';

const held = (photo: RealnameView['front']): HeldPhoto | null =>
  photo ? { id: photo.id, url: photo.url } : null;

/**
 * Name, ID number and both photos. After a decline it starts from what was submitted (name, masked ID
 * number, both photos): the user retakes only what was wrong, and the server keeps the rest.
 */
export function RealnameForm({ view }: { view: RealnameView }) {
  const { t } = useTranslation();
  const submit = useSubmitRealname();
  const declined = view.status === 3;
  const [name, setName] = useState(declined ? (view.name ?? '') : '');
  const [idcard, setIdcard] = useState('');
  const [front, setFront] = useState<HeldPhoto | null>(declined ? held(view.front) : null);
  const [contrary, setContrary] = useState<HeldPhoto | null>(declined ? held(view.contrary) : null);
  const [busy, setBusy] = useState({ front: false, back: false });

  const send = async () => {
    const values = { name, idcard, front: front?.id ?? null, contrary: contrary?.id ?? null };
    const problem = realnameProblem(values, declined);
    if (problem) {
      void toast(problem === 'invalid_field' ? t(problem, { name: t('field_idcard') }) : t(problem));
      return;
    }
    try {
      await submit.mutateAsync({
        name: name.trim(),
        idcard: idcard.trim(),
        front: values.front ?? '',
        contrary: values.contrary ?? '',
      });
      void toast(t('kyc.submitted'));
    } catch (error) {
      toastError(error, t('unexpected_error'));
    }
  };

  return (
    <form
      className="kyc-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <List className="kyc-fields">
        <List.Item title={t('kyc.name')}>
          <Input
            name="name"
            aria-label={t('kyc.name')}
            value={name}
            onChange={setName}
            placeholder={t('kyc.name_placeholder')}
            maxLength={64}
            autoComplete="name"
            clearable
          />
        </List.Item>
        <List.Item title={t('kyc.idcard')}>
          <Input
            name="idcard"
            aria-label={t('kyc.idcard')}
            value={idcard}
            onChange={setIdcard}
            placeholder={
              declined && view.idcard
                ? t('kyc.idcard_keep', { masked: view.idcard })
                : t('kyc.idcard_placeholder')
            }
            maxLength={32}
            autoComplete="off"
            clearable
          />
        </List.Item>
      </List>
      <div className="kyc-sides">
        <PhotoSide
          side="front"
          label={t('kyc.front')}
          value={front}
          onChange={setFront}
          onBusy={(front) => setBusy((b) => (b.front === front ? b : { ...b, front }))}
        />
        <PhotoSide
          side="back"
          label={t('kyc.back')}
          value={contrary}
          onChange={setContrary}
          onBusy={(back) => setBusy((b) => (b.back === back ? b : { ...b, back }))}
        />
      </div>
      <Guidance />
      <div className="page-actions">
        <Button
          block
          color="primary"
          size="large"
          type="submit"
          loading={submit.isPending || busy.front || busy.back}
          loadingText={busy.front || busy.back ? t('kyc.processing') : undefined}
        >
          {declined ? t('kyc.resubmit') : t('kyc.submit')}
        </Button>
      </div>
    </form>
  );
}
