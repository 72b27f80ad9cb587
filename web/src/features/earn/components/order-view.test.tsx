import type { EarnOrder, Endpoint } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/api.ts', () => ({ request }));
vi.mock('../../../lib/feedback.ts', () => ({ toast, toastError: vi.fn() }));

import { initI18n } from '../../../lib/i18n.ts';
import { OrderView } from './order-view.tsx';

const order: EarnOrder = {
  id: 7,
  product: {
    id: 2,
    name: 'USDT Steady 15',
    daily_rate: '0.5000',
    rate: '7.5000',
    cycle_days: 15,
    min: '100.000000',
    max: '20000.000000',
    dividend_time: '08:00',
    custodian: 'Anchorage Trust',
    breach_rate: '3.0000',
    open: true,
    day_seconds: 86_400,
  },
  principal: '1234.500000',
  daily_income: '6.172500',
  earned: '12.345000',
  holding_days: 2,
  starts_at: 1_000,
  next_settlement: 2_000,
  ends_at: 9_000,
  ended_at: null,
  status: 'hosting',
  redeemable: true,
  penalty: '37.035000',
  refund: '1197.465000',
  created_at: 500,
};

describe('an Earn order', () => {
  beforeAll(() => initI18n('en-US'));

  it('shows the server’s penalty and refund before redeeming, then redeems with a request key', async () => {
    request.mockResolvedValue({ ...order, status: 'cancelled', redeemable: false });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderView order={order} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Redeem early' }));
    expect((await screen.findByTestId('sheet-penalty')).textContent).toBe('-37.035000 USDT');
    expect(screen.getByTestId('sheet-refund').textContent).toBe('1197.465000 USDT');
    expect(screen.getByText('Interest already paid (12.345000 USDT) stays yours.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('earn-confirm'));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const [endpoint, options] = request.mock.calls[0] as [Endpoint, { body: Record<string, unknown> }];
    expect(endpoint.path).toBe('earn/redeem');
    expect(options.body).toMatchObject({ id: 7, idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Redeemed'));
  });
});
