import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteMessages,
  feedback,
  feedbackHistory,
  inboxMessages,
  markAllMessagesRead,
  openMessage,
  type FeedbackRequest,
  type InboxChange,
  type InboxMessage,
  type UnreadCount,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Messages a page of the inbox. */
export const INBOX_PAGE_SIZE = 10;
/** Feedback a page of the past feedback. */
export const FEEDBACK_PAGE_SIZE = 5;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const inboxQueryKeys = {
  messages: (token: string) => [...queryKeys.member(token), 'inbox', 'messages'] as const,
  messagePage: (token: string, page: number) => [...queryKeys.member(token), 'inbox', 'messages', page] as const,
  feedback: (token: string) => [...queryKeys.member(token), 'inbox', 'feedback'] as const,
  feedbackPage: (token: string, page: number) => [...queryKeys.member(token), 'inbox', 'feedback', page] as const,
};

export function useInboxMessages(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: inboxQueryKeys.messagePage(token, page),
    queryFn: () => api.call(inboxMessages, { pageNo: page, pageSize: INBOX_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * After a message is read or deleted: the header's and the centre's unread badge (one query,
 * queryKeys.unreadCount) takes the gateway's new count at once and is asked again, and the inbox's
 * pages are asked again.
 */
function useAfterInboxChange() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return (change: Pick<InboxChange, 'unreadMessage'>) => {
    queryClient.setQueryData<UnreadCount>(queryKeys.unreadCount(token), (old) => (old ? { ...old, unreadMessage: change.unreadMessage } : old));
    void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount(token) });
    void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.messages(token) });
  };
}

/** Opens a message in full; the gateway marks it read. */
export function useOpenMessage() {
  const afterChange = useAfterInboxChange();
  return useMutation<InboxMessage, unknown, number>({ mutationFn: (id) => api.call(openMessage, { id }), onSuccess: afterChange });
}

export function useMarkAllRead() {
  const afterChange = useAfterInboxChange();
  return useMutation<InboxChange, unknown, void>({ mutationFn: () => api.call(markAllMessagesRead, {}), onSuccess: afterChange });
}

export function useDeleteMessages() {
  const afterChange = useAfterInboxChange();
  return useMutation<InboxChange, unknown, number[]>({ mutationFn: (ids) => api.call(deleteMessages, { ids }), onSuccess: afterChange });
}

export function useFeedbackHistory(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: inboxQueryKeys.feedbackPage(token, page),
    queryFn: () => api.call(feedbackHistory, { pageNo: page, pageSize: FEEDBACK_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<null, unknown, FeedbackRequest>({
    mutationFn: (request) => api.call(feedback, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.feedback(token) }),
  });
}
