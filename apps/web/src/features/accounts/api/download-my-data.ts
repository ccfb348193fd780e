import { useMutation } from '@tanstack/react-query';
import { type ApiDownload, apiDownload } from '../../../lib/api-client';

/** GET /api/me/data-export: a ZIP of data.json and the account's original uploads. */
export function downloadMyData(): Promise<ApiDownload> {
  return apiDownload('/api/me/data-export');
}

/** Hands a downloaded file to the browser, as a link with `download` would. */
export function saveFile({ blob, fileName }: ApiDownload, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns; the URL is freed a little later all the same.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Asking for the file is an action a person takes (it is rate limited): a mutation, not a cached query. */
export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
