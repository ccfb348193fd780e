import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLibrary, useSaveCreator } from '../features/discovery/api/library';
import { createQueryClient } from './providers';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const state = (savedCreatorIds: string[]) => ({
  savedCreatorIds,
  followedCreatorIds: [],
  cosignedCreatorIds: [],
  skippedCreatorIds: [],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the query client: a refresh after a write', () => {
  it('a save made while the first library read is in flight shows once saved, not the stale first answer', async () => {
    // The first read was answered before the save reached the database, and arrives after the save's answer.
    let answerFirstRead: (response: Response) => void = () => {};
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        if (init?.method === 'POST')
          return Promise.resolve(json({ id: 'l1', name: 'Discoveries', creatorIds: ['c1'] }));
        reads += 1;
        if (reads === 1) return new Promise<Response>((resolve) => (answerFirstRead = resolve));
        return Promise.resolve(json(state(['c1'])));
      }),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ library: useLibrary(), save: useSaveCreator() }), { wrapper });
    await waitFor(() => expect(reads).toBe(1));

    const saving = act(() => result.current.save.mutateAsync({ creatorId: 'c1' }));
    // The save has been answered and its refresh asked for before the first read answers.
    await new Promise((resolve) => setTimeout(resolve, 20));
    answerFirstRead(json(state([])));
    await saving;

    await waitFor(() => expect(result.current.library.data?.savedCreatorIds).toEqual(['c1']));
    expect(reads).toBe(2);
  });
});
