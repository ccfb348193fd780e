import type {
  AccountSecurity,
  ChangeEmailRequest,
  ChangePasswordRequest,
  EnableTwoFactorResponse,
} from '@pulse/domain/account-security';
import type { MeResponse } from '@pulse/domain/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

type Notice = { message: string };

export const accountSecurityQuery = queryOptions({
  queryKey: ['account-security'],
  queryFn: ({ signal }) => apiRequest<AccountSecurity>('/api/accounts/security', { signal }),
});

/** GET /api/accounts/security: the e-mail, its verification and two-factor. */
export function useAccountSecurity() {
  return useQuery(accountSecurityQuery);
}

/** After a change: the settings and the session's own view of the account. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (me?: MeResponse['user']) => {
    if (me) queryClient.setQueryData<MeResponse>(meQueryKey, { user: me });
    await queryClient.invalidateQueries({ queryKey: accountSecurityQuery.queryKey });
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}

/** POST /api/accounts/verification-email. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest<Notice>('/api/accounts/verification-email', { method: 'POST' }),
  });
}

/** POST /api/accounts/email: the new address takes effect once its link is followed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (request: ChangeEmailRequest) =>
      apiRequest<Notice>('/api/accounts/email', { method: 'POST', body: request }),
  });
}

/** POST /api/accounts/password. */
export function useChangePassword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest<Notice>('/api/accounts/password', { method: 'POST', body: request }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/accounts/two-factor/enable: the secret and backup codes; on only once confirmed. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<EnableTwoFactorResponse>('/api/accounts/two-factor/enable', { method: 'POST', body: { password } }),
  });
}

type MeNotice = { user: MeResponse['user']; message: string };

/** POST /api/accounts/two-factor/confirm: the first code from the app turns it on. */
export function useConfirmTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<MeNotice>('/api/accounts/two-factor/confirm', { method: 'POST', body: { code } }),
    onSuccess: (data) => refresh(data.user),
  });
}

/** POST /api/accounts/two-factor/disable. */
export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<MeNotice>('/api/accounts/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: (data) => refresh(data.user),
  });
}
