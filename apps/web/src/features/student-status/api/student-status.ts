import type { ContactRequest, ContactResponse } from '@pulse/domain/contact';
import type {
  SendStudentLinkRequest,
  SendStudentLinkResponse,
  StudentStatus,
  VerifyStudentLinkResponse,
} from '@pulse/domain/student-status-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const studentStatusQueryKey = ['student-status'] as const;

/** GET /api/student-status: the creative's own status. */
export function getStudentStatus(signal?: AbortSignal): Promise<StudentStatus> {
  return apiRequest<StudentStatus>('/api/student-status', { signal });
}

export const studentStatusQueryOptions = queryOptions({
  queryKey: studentStatusQueryKey,
  queryFn: ({ signal }) => getStudentStatus(signal),
});

export function useStudentStatus(enabled = true) {
  return useQuery({ ...studentStatusQueryOptions, enabled });
}

/** POST /api/student-status: sends a verification link to the school e-mail. */
export function sendStudentLink(body: SendStudentLinkRequest): Promise<SendStudentLinkResponse> {
  return apiRequest<SendStudentLinkResponse>('/api/student-status', { method: 'POST', body });
}

/** POST /api/student-status/verify: the token from the link, for the signed-in creative. */
export function verifyStudentLink(token: string): Promise<VerifyStudentLinkResponse> {
  return apiRequest<VerifyStudentLinkResponse>('/api/student-status/verify', { method: 'POST', body: { token } });
}

/** DELETE /api/student-status. */
export function removeStudentStatus(): Promise<StudentStatus> {
  return apiRequest<StudentStatus>('/api/student-status', { method: 'DELETE' });
}

/** A school the list lacks goes to the team as a contact message (POST /api/contact), read by admins. */
export function askForSchoolReview(body: ContactRequest): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact', { method: 'POST', body });
}

/** The mutations put the answer's status in the cache, so the section shows it at once. */
export function useSendStudentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStudentLink,
    onSuccess: ({ status }) => queryClient.setQueryData(studentStatusQueryKey, status),
  });
}

export function useVerifyStudentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyStudentLink,
    onSuccess: ({ status }) => {
      queryClient.setQueryData(studentStatusQueryKey, status);
      // The badge shows on the creative's own profile and cards.
      void queryClient.invalidateQueries({ queryKey: ['creator-page'] });
    },
  });
}

export function useRemoveStudentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStudentStatus,
    onSuccess: (status) => {
      queryClient.setQueryData(studentStatusQueryKey, status);
      void queryClient.invalidateQueries({ queryKey: ['creator-page'] });
    },
  });
}

export function useAskForSchoolReview() {
  return useMutation({ mutationFn: askForSchoolReview });
}
