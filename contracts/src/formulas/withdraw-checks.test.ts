import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors.ts';
import { type WithdrawSituation, withdrawRefusal } from './withdraw-checks.ts';

const rules: WithdrawSituation['rules'] = {
  open: true,
  min: '10',
  max: '50000',
  min_fee: '0.1',
  day_limit: 3,
  used_today: 0,
  start_time: '09:00',
  end_time: '21:00',
  in_window: true,
};
const ready: WithdrawSituation = {
  rules,
  asset: 'usdt',
  amount: '100',
  card: { usdt_address: 'TAny****q19iW' },
  fundPasswordSet: true,
  available: '500.000000',
};
const refusal = (patch: Partial<WithdrawSituation>) => withdrawRefusal({ ...ready, ...patch });

describe('the checks a withdrawal passes before its fund password is asked', () => {
  it('passes a withdrawal that keeps every rule', () => {
    expect(refusal({})).toBeNull();
  });

  it('names the first thing the user can fix, in the order the server checks', () => {
    expect(refusal({ rules: { ...rules, open: false }, card: null })?.key).toBe('withdraw_closed');
    expect(refusal({ card: null, fundPasswordSet: false })?.key).toBe('bind_address_first');
    expect(refusal({ asset: 'money', card: null })?.key).toBe('bind_card_first');
    expect(refusal({ card: { usdt_address: null } })?.key).toBe('bind_address_first');
    expect(refusal({ asset: 'money', card: { usdt_address: null } })).toBeNull();
    expect(refusal({ fundPasswordSet: false, amount: '1' })?.key).toBe('fund_password_not_set');
  });

  it('refuses outside the window with its times in UTC', () => {
    expect(refusal({ rules: { ...rules, in_window: false } })).toEqual({
      code: ErrorCode.notAllowedNow,
      key: 'withdraw_hours',
      params: { start_time: '09:00', end_time: '21:00 (UTC)' },
    });
  });

  it('refuses an amount that is not one, finer than the asset, or out of range, quoting the range', () => {
    expect(refusal({ amount: 'abc' })?.key).toBe('invalid_amount');
    expect(refusal({ amount: '0' })?.key).toBe('invalid_amount');
    expect(refusal({ asset: 'money', amount: '10.001' })?.key).toBe('invalid_amount');
    expect(refusal({ amount: '9.99' })).toEqual({
      code: ErrorCode.outOfRange,
      key: 'amount_range',
      params: { min: '10', max: '50000 USDT' },
    });
    expect(refusal({ amount: '50000.000001' })?.key).toBe('amount_range');
  });

  it('refuses when nothing would arrive after the minimum fee', () => {
    expect(refusal({ rules: { ...rules, min: '0.1' }, amount: '0.1' })?.key).toBe('amount_below_fee');
  });

  it("refuses once the day's count is used, then more than the available balance", () => {
    expect(refusal({ rules: { ...rules, used_today: 3 } })).toEqual({
      code: ErrorCode.outOfRange,
      key: 'withdraw_day_limit',
      params: { day_limit: 3 },
    });
    expect(refusal({ amount: '500.000001' })?.key).toBe('insufficient_balance');
    expect(refusal({ amount: '500.000001', available: undefined })).toBeNull();
  });
});
