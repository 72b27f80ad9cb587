import { api } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCall, useCallMutation } from '../../lib/call-hooks.ts';
import { clearSession, saveSession } from '../../lib/session.ts';

/** `api.user.login`: saves the user and token when the server returns a user with a username. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useCallMutation(api.user.login, {
    onSuccess: (session) => {
      if (session.user.username) saveSession(session);
      queryClient.removeQueries({ queryKey: ['user'] });
    },
  });
}

/** `api.user.register`: the server logs the new user in. */
export function useRegister() {
  return useCallMutation(api.user.register, {
    onSuccess: (session) => {
      if (session.user.username) saveSession(session);
    },
  });
}

/** `api.user.logout`: code 0 clears the user (failures are the caller's to show). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallMutation(api.user.logout, {
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}

export const usePassword = () => useCallMutation(api.user.password);

export function useMpassword() {
  const queryClient = useQueryClient();
  return useCallMutation(api.user.mpassword, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}

export const useIsUsedMpwd = () => useCall(api.user.isUsedMpwd);

/** `api.user.home`: the profile with balances. */
export const useHome = () => useCall(api.user.home);

export const useFindpwdCode = () => useCallMutation(api.user.findpwdCode);

export const useFindpwd = () => useCallMutation(api.user.findpwd);
