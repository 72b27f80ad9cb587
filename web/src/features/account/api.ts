import { api, type Body } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { clearSession, saveSession, useSession } from '../../lib/session.ts';

/** `api.user.login`: saves the user and token when the server returns a user with a username. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof api.user.login>) => request(api.user.login, { body }),
    onSuccess: (session) => {
      if (session.user.username) saveSession(session);
      queryClient.removeQueries({ queryKey: ['user'] });
    },
  });
}

/** `api.user.register`: the server logs the new user in. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: Body<typeof api.user.register>) => request(api.user.register, { body }),
    onSuccess: (session) => {
      if (session.user.username) saveSession(session);
    },
  });
}

/** `api.user.logout`: code 0 clears the user (failures are the caller's to show). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(api.user.logout),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}

export function usePassword() {
  return useMutation({
    mutationFn: (body: Body<typeof api.user.password>) => request(api.user.password, { body }),
  });
}

export function useMpassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof api.user.mpassword>) => request(api.user.mpassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}

export function useIsUsedMpwd() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.user.isUsedMpwd),
    queryFn: () => request(api.user.isUsedMpwd),
    enabled: isLogin,
  });
}

/** `api.user.home`: the profile with balances. */
export function useHome() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.user.home),
    queryFn: () => request(api.user.home),
    enabled: isLogin,
  });
}

export function useFindpwdCode() {
  return useMutation({
    mutationFn: (body: Body<typeof api.user.findpwdCode>) => request(api.user.findpwdCode, { body }),
  });
}

export function useFindpwd() {
  return useMutation({
    mutationFn: (body: Body<typeof api.user.findpwd>) => request(api.user.findpwd, { body }),
  });
}
