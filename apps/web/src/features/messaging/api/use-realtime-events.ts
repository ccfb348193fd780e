import type { AppNotification } from '@pulse/domain/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { notificationsQueryKey } from './get-notifications';
import { messagingQueryKey } from './get-threads';
import { isThreadOpen } from './open-threads';

const MESSAGING_EVENTS = ['message.created', 'thread.read', 'thread.updated', 'presence'] as const;
/**
 * The deals feature's queries (every deal, its contract, its thread) and the creative's earnings: a deal step
 * either side takes (`deal.updated`, decision 064) refreshes both parties' open deal pages and diaries.
 */
const DEAL_QUERY_KEYS = [['deals'], ['earnings']] as const;
/** After the server refused the stream (signed out, restarting), try again this much later. */
const REOPEN_MS = 15_000;
/** Events this close together make one refresh. */
const COALESCE_MS = 60;

/**
 * GET /api/events: one Server-Sent Events stream per tab while someone is signed in (or a guest). Every
 * event refreshes what it touches; the browser resumes with Last-Event-ID after a drop, and a fresh stream
 * (no id to resume from) reloads everything once. Notifications also show as a toast outside Messages.
 */
export function useRealtimeEvents(userId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  where.current = pathname;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;
    let first = true;
    // A burst of events (a message, its notification, a read receipt) refreshes once.
    const pending = new Set<'messaging' | 'notifications' | 'deals'>();
    let flush: ReturnType<typeof setTimeout> | null = null;
    const refresh = (what: 'messaging' | 'notifications' | 'deals') => {
      pending.add(what);
      flush ??= setTimeout(() => {
        flush = null;
        if (pending.delete('messaging')) void queryClient.invalidateQueries({ queryKey: messagingQueryKey });
        if (pending.delete('notifications')) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
        if (pending.delete('deals')) {
          for (const queryKey of DEAL_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
        }
      }, COALESCE_MS);
    };
    const refreshMessaging = () => refresh('messaging');
    const refreshNotifications = () => refresh('notifications');
    const refreshDeals = () => refresh('deals');

    const onNotification = (event: MessageEvent<string>) => {
      refreshNotifications();
      let notification: AppNotification | undefined;
      try {
        notification = (JSON.parse(event.data) as { notification: AppNotification }).notification;
      } catch {
        return;
      }
      if (!notification || where.current.startsWith('/messages')) return;
      const link = notification.link;
      // The conversation is open in a panel already (the creator page's Message).
      const threadId = link?.startsWith('/messages/') ? decodeURIComponent(link.slice('/messages/'.length)) : null;
      if (threadId && isThreadOpen(threadId)) return;
      toast.notify(notification.title, {
        description: notification.body || undefined,
        action: link ? { label: 'Open', onClick: () => navigate(link) } : undefined,
      });
    };

    function open() {
      source = new EventSource('/api/events');
      source.addEventListener('open', () => {
        // The first stream starts from now; any later one may have missed events (or its replay is gone).
        if (!first) {
          refreshMessaging();
          refreshNotifications();
          refreshDeals();
        }
        first = false;
      });
      for (const type of MESSAGING_EVENTS) source.addEventListener(type, refreshMessaging);
      source.addEventListener('notification.created', onNotification);
      source.addEventListener('deal.updated', refreshDeals);
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
        source = null;
        first = false;
        reopen = setTimeout(open, REOPEN_MS);
      });
    }
    open();
    return () => {
      if (reopen) clearTimeout(reopen);
      if (flush) clearTimeout(flush);
      source?.close();
    };
  }, [userId, queryClient, navigate]);
}
