import { api, ErrorCode } from '@app/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TOAST_MS, request } from './api.ts';
import { toast } from './feedback.ts';
import { initI18n } from './i18n.ts';
import {
  createNavigator,
  LOGIN_PATH,
  type NavTarget,
  RELAUNCH_DELAY_MS,
  setNavigator,
} from './navigation.ts';
import { getToken, isLoggedIn, saveSession } from './session.ts';

vi.mock('./feedback.ts', () => ({ toast: vi.fn(async () => {}) }));

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers })),
  );
}

describe('the app request client', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('on 401 clears the user, shows the server message for 3 s, then relaunches to login', async () => {
    vi.useFakeTimers();
    const target = {
      navigate: vi.fn(),
      current: () => '/app/pages/tabbar/mine/index',
      canGoBack: () => true,
    } satisfies NavTarget;
    setNavigator(createNavigator(target));
    saveSession({ user: { uid: 1, username: 'alice' }, token: 'old' });
    respond(401, { code: ErrorCode.unauthorized, msg: 'Please log in again', data: null });
    await expect(request(api.user.home)).rejects.toMatchObject({ code: ErrorCode.unauthorized });
    expect(isLoggedIn()).toBe(false);
    expect(toast).toHaveBeenCalledWith('Please log in again', OFFLINE_TOAST_MS);
    await vi.advanceTimersByTimeAsync(OFFLINE_TOAST_MS + RELAUNCH_DELAY_MS - 1);
    expect(target.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(target.navigate).toHaveBeenCalledWith(LOGIN_PATH, { replace: true });
  });

  it('falls back to the offline message when the server sends none', async () => {
    vi.useFakeTimers();
    setNavigator(createNavigator({ navigate: vi.fn(), current: () => '/', canGoBack: () => false }));
    saveSession({ user: { uid: 1, username: 'alice' }, token: 'old' });
    respond(401, {});
    await expect(request(api.user.balance)).rejects.toMatchObject({ code: ErrorCode.unauthorized });
    expect(toast).toHaveBeenLastCalledWith('You are offline, please log in again', OFFLINE_TOAST_MS);
    await vi.advanceTimersByTimeAsync(OFFLINE_TOAST_MS + RELAUNCH_DELAY_MS);
  });

  it('keeps a refreshed token from the Authorization header', async () => {
    saveSession({ user: { uid: 1, username: 'alice' }, token: 'old' });
    respond(200, { code: 0, msg: 'Success', data: { used: false } }, { Authorization: 'Bearer renewed' });
    await request(api.user.isUsedMpwd);
    expect(getToken()).toBe('renewed');
  });
});
