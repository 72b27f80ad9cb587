import { api, type RealnameView } from '@app/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { type Answer, ok, renderPage } from '../../../test/render-page.tsx';
import RealnameAuthPage from './realname-auth.tsx';

const none: RealnameView = {
  status: 0,
  name: null,
  idcard: null,
  front: null,
  contrary: null,
  reason: null,
  submitted_at: null,
  reviewed_at: null,
};
const declined: RealnameView = {
  status: 3,
  name: 'Pat Payer',
  idcard: 'AB****34',
  front: { id: 'front-0001', url: 'data:image/png;base64,iVBORw0KGgo=' },
  contrary: { id: 'back-0001', url: 'data:image/png;base64,iVBORw0KGgo=' },
  reason: 'The back photo is blurred',
  submitted_at: Date.now() - 60_000,
  reviewed_at: Date.now() - 30_000,
};
const underReview: RealnameView = { ...declined, status: 1, reason: null, reviewed_at: null };

/** The server holding `view`; a submission answers it Under review. */
const server =
  (view: RealnameView): Answer =>
  (call, init) => {
    if (call === 'user/realnameAuth' && init?.method === 'POST') return ok(underReview);
    if (call === 'user/getRealnameAuth') return ok(view);
    return ok({});
  };
const submissions = (fetch: ReturnType<typeof renderPage>['fetch']) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).includes('user/realnameAuth') && init?.method === 'POST')
    .map(([, init]) => {
      const body = Object.fromEntries(new URLSearchParams(String(init?.body)));
      expect(api.user.realnameAuth.body.safeParse(body).success).toBe(true);
      return body;
    });
const toastShown = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

describe('real-name verification', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks an uncertified user for the real name, then the ID number, then the photos, sending nothing', async () => {
    const { fetch } = renderPage(<RealnameAuthPage />, server(none));
    expect(await screen.findByText('Uncertified')).toBeTruthy();
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => submit());
    expect(await toastShown('Please enter your real name')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Real name' }), { target: { value: 'Pat Payer' } });
    await act(async () => submit());
    expect(await toastShown('Please enter your ID number')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'ID number' }), { target: { value: 'AB123434' } });
    await act(async () => submit());
    expect(await toastShown('Please upload a photo of your ID')).toBeTruthy();
    expect(submissions(fetch)).toEqual([]);
  });

  it('shows why it was declined and resubmits what was kept, in the shape the contract takes', async () => {
    const { fetch } = renderPage(<RealnameAuthPage />, server(declined));
    expect(await screen.findByText('Declined')).toBeTruthy();
    expect(screen.getByText('Reason: The back photo is blurred')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Real name' }) as HTMLInputElement).value).toBe('Pat Payer');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit again' })));
    expect(await toastShown('Submitted: under review')).toBeTruthy();
    expect(submissions(fetch)).toEqual([
      expect.objectContaining({ name: 'Pat Payer', front: 'front-0001', contrary: 'back-0001' }),
    ]);
  });

  it('shows what was submitted while it is under review, with no form to send again', async () => {
    renderPage(<RealnameAuthPage />, server(underReview));
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(screen.getByText('Pat Payer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
  });
});
