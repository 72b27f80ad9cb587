import { api } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCall, useCallMutation } from '../../lib/call-hooks.ts';
import { writeRealname } from './cache-writes.ts';

/** `api.user.getRealnameAuth`: the verification state and what was submitted. */
export function useRealname() {
  return useCall(api.user.getRealnameAuth);
}

/** `api.user.realnameAuth`: the answer is the new state, written into the cache. */
export function useSubmitRealname() {
  const queryClient = useQueryClient();
  return useCallMutation(api.user.realnameAuth, {
    onSuccess: (view) => writeRealname(queryClient, view),
  });
}
