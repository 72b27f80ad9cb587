import { api } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
vi.mock('./api.ts', () => ({ request }));

import { useCall, useCallMutation } from './call-hooks.ts';
import { queryKey } from './query-keys.ts';
import { clearSession, saveSession } from './session.ts';

function wrap() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}
const login = () =>
  saveSession({ token: 't', user: { id: 1, username: 'demo01' } } as unknown as Parameters<
    typeof saveSession
  >[0]);

afterEach(() => {
  clearSession();
  request.mockReset();
});

describe('hooks derived from a contract', () => {
  it('do not ask a call that needs a session while logged out, and ask it once logged in', async () => {
    request.mockResolvedValue({ list: [], count: 0 });
    const { wrapper } = wrap();
    const { result, rerender } = renderHook(() => useCall(api.user.inviteList, { page: 1, limit: 5 }), {
      wrapper,
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(request).not.toHaveBeenCalled();
    act(login);
    rerender();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(request).toHaveBeenCalledWith(api.user.inviteList, { query: { page: 1, limit: 5 } });
  });

  it('ask a public call logged out, under the key every reader of that call shares', async () => {
    request.mockResolvedValue([{ id: 1 }]);
    const { client, wrapper } = wrap();
    const { result } = renderHook(() => useCall(api.product.list), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(queryKey(api.product.list))).toEqual([{ id: 1 }]);
    expect(request).toHaveBeenCalledWith(api.product.list, {});
  });

  it('send a mutation its body and hand its answer to onSuccess', async () => {
    request.mockResolvedValue(null);
    const onSuccess = vi.fn();
    const { wrapper } = wrap();
    const { result } = renderHook(() => useCallMutation(api.user.findpwdCode, { onSuccess }), { wrapper });
    await act(() => result.current.mutateAsync({ username: 'demo01' }));
    expect(request).toHaveBeenCalledWith(api.user.findpwdCode, { body: { username: 'demo01' } });
    expect(onSuccess.mock.calls[0]?.[0]).toBeNull();
  });
});
