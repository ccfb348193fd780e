import type { PostReportRequest, PostReportResponse } from '@pulse/domain/safety-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * POST /api/reports: a report of a profile, a message, a piece, a brief or a review, with the reporter's reason
 * (decision 050). Several features offer Report, so it lives here with the dialog in `ui/report-dialog.tsx`.
 */
export function postReport(body: PostReportRequest): Promise<PostReportResponse> {
  return apiRequest<PostReportResponse>('/api/reports', { method: 'POST', body });
}

export function useReport() {
  return useMutation({ mutationFn: postReport });
}
