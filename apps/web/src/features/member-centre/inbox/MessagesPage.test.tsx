import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  deleteMessages,
  feedback,
  feedbackHistory,
  inboxMessages,
  markAllMessagesRead,
  openMessage,
  type FeedbackHistoryPage,
  type FeedbackRequest,
  type InboxMessageSummary,
  type InboxPage,
} from '@platform/api';
import { dialogs } from '@platform/ui';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { pngFile, signInMember, stubObjectUrls } from '../withdraw/test-fixtures';
import MessagesPage from './MessagesPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const TOKEN = 'member-token';
const NOW = new Date('2026-11-21T10:00:00').getTime();

function message(id: number, read: boolean, overrides: Partial<InboxMessageSummary> = {}): InboxMessageSummary {
  return { id, title: `Message ${id}`, preview: `Preview of ${id}`, createTime: NOW - id * 60_000, read, ...overrides };
}

const TWO_UNREAD: InboxPage = {
  list: [message(1, false, { title: 'Withdrawal paid', preview: 'Withdrawal WD00000003: 60.00 has been paid' }), message(2, false), message(3, true)],
  totalPages: 1,
  unreadMessage: 2,
};

const HISTORY: FeedbackHistoryPage = {
  list: [
    { id: 8, questionType: 'SUGGESTION', content: 'Please add dark mode', imageIds: [], createTime: NOW, reply: null, replyTime: null },
    { id: 7, questionType: 'DEPOSIT', content: 'My deposit was slow', imageIds: [], createTime: NOW - 86_400_000, reply: 'It is fixed now.', replyTime: NOW - 3_600_000 },
  ],
  totalPages: 1,
};

function answer({ inbox = TWO_UNREAD, history = HISTORY }: { inbox?: InboxPage; history?: FeedbackHistoryPage } = {}) {
  call.mockImplementation(async (definition, input) => {
    if (definition === inboxMessages) return inbox;
    if (definition === openMessage) {
      const { id } = input as { id: number };
      return { id, title: `Message ${id}`, content: `<p>The full <strong>body</strong> of ${id}</p><script>alert(1)</script>`, createTime: NOW, read: true, unreadMessage: 1 };
    }
    if (definition === markAllMessagesRead) return { changed: 2, unreadMessage: 0 };
    if (definition === deleteMessages) return { changed: (input as { ids: number[] }).ids.length, unreadMessage: 1 };
    if (definition === feedbackHistory) return history;
    if (definition === feedback) return null;
    return null;
  });
}

const callsOf = (definition: unknown) => call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input);

beforeEach(() => {
  call.mockReset();
  answer();
  signInMember();
});
afterEach(() => {
  dialogs.closeAll();
  sessionStore.signOut();
});

describe('MessagesPage: the inbox', () => {
  it('starts with its h2 and shows the messages with the unread ones marked', async () => {
    await renderInApp(<MessagesPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Inbox', 'Feedback']);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const toggles = within(list).getAllByRole('button', { expanded: false });
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      expect.stringContaining('Withdrawal paid(unread)'),
      expect.stringContaining('Message 2(unread)'),
      expect.not.stringContaining('(unread)'),
    ]);
    expect(toggles[0]).toHaveTextContent('Withdrawal WD00000003: 60.00 has been paid');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(callsOf(inboxMessages)).toEqual([{ pageNo: 1, pageSize: 10 }]);
  });

  it('opens a message in place, by keyboard, which marks it read and drops the header’s unread count at once', async () => {
    const { queryClient } = await renderInApp(<MessagesPage />);
    queryClient.setQueryData(queryKeys.unreadCount(TOKEN), { unreadMessage: 2 });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const toggle = (await screen.findAllByRole('button', { name: /Message 2/ }))[0]!;
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = await screen.findByRole('region', { name: /Message 2/ });
    expect(await within(region).findByText('body')).toBeInTheDocument();
    expect(region.querySelector('script')).toBeNull();
    expect(callsOf(openMessage)).toEqual([{ id: 2 }]);
    expect(queryClient.getQueryData(queryKeys.unreadCount(TOKEN))).toEqual({ unreadMessage: 1 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.unreadCount(TOKEN) });
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(callsOf(openMessage)).toHaveLength(1);
  });

  it('shows an opening failure with a retry', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === inboxMessages) return TWO_UNREAD;
      throw new ApiError({ code: 'NOT_FOUND', status: 404, message: 'No such message' });
    });
    await renderInApp(<MessagesPage />);
    await userEvent.click((await screen.findAllByRole('button', { name: /Message 2/ }))[0]!);
    expect(await screen.findByText('This message could not be opened.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsOf(openMessage)).toHaveLength(2));
  });

  it('marks all read, and the badge count follows', async () => {
    const { queryClient } = await renderInApp(<MessagesPage />);
    queryClient.setQueryData(queryKeys.unreadCount(TOKEN), { unreadMessage: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsOf(markAllMessagesRead)).toEqual([{}]));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.unreadCount(TOKEN))).toEqual({ unreadMessage: 0 }));
  });

  it('deletes the selected messages only after a confirmation', async () => {
    await renderInApp(<MessagesPage />);
    const deleteSelected = await screen.findByRole('button', { name: 'Delete selected' });
    expect(deleteSelected).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select "Withdrawal paid"' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select "Message 3"' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete 2 messages?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(deleteMessages)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete 2 messages?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsOf(deleteMessages)).toEqual([{ ids: [1, 3] }]));
  });

  it('deletes an opened message from its body', async () => {
    await renderInApp(<MessagesPage />);
    await userEvent.click((await screen.findAllByRole('button', { name: /Message 3/ }))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete message' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this message?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsOf(deleteMessages)).toEqual([{ ids: [3] }]));
  });

  it('pages through the inbox', async () => {
    answer({ inbox: { ...TWO_UNREAD, totalPages: 3 } });
    await renderInApp(<MessagesPage />);
    const pages = await screen.findByRole('navigation', { name: 'Message pages' });
    await userEvent.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(callsOf(inboxMessages)).toContainEqual({ pageNo: 2, pageSize: 10 }));
  });

  it('says when there are no messages, and shows a load failure with a retry', async () => {
    answer({ inbox: { list: [], totalPages: 0, unreadMessage: 0 } });
    const first = await renderInApp(<MessagesPage />);
    expect(await screen.findByText('You have no messages.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    first.unmount();

    answer();
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }));
    await renderInApp(<MessagesPage />);
    expect(await screen.findByText('Your messages could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
  });
});

describe('MessagesPage: feedback', () => {
  async function openFeedback() {
    await userEvent.click(screen.getByRole('tab', { name: 'Feedback' }));
    return screen.findByRole('form', { name: 'Send feedback' });
  }

  it('shows past feedback with its reply, or that it waits for one', async () => {
    await renderInApp(<MessagesPage />);
    await openFeedback();
    const list = await screen.findByRole('list', { name: 'Your past feedback' });
    const [waiting, answered] = within(list).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('Suggestion');
    expect(waiting).toHaveTextContent('Waiting for a reply.');
    expect(within(answered!).getByRole('region', { name: 'Reply' })).toHaveTextContent('It is fixed now.');
  });

  it('checks the form before sending and keeps what was typed', async () => {
    await renderInApp(<MessagesPage />);
    const form = await openFeedback();
    await userEvent.type(within(form).getByLabelText(/Your feedback/), 'Hi');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(within(form).getByText('Choose what your feedback is about.')).toBeInTheDocument();
    expect(within(form).getByText('Write between 5 and 140 characters.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Your feedback/)).toHaveValue('Hi');
    expect(callsOf(feedback)).toEqual([]);
  });

  it('sends the type, the trimmed content and the images, keeps the input when the gateway refuses, and clears it once sent', async () => {
    stubObjectUrls();
    call.mockImplementation(async (definition) => {
      if (definition === feedbackHistory) return HISTORY;
      if (definition === feedback) throw new ApiError({ code: 'BAD_REQUEST', status: 400, message: 'Image 1 is larger than 5 MB' });
      return TWO_UNREAD;
    });
    await renderInApp(<MessagesPage />);
    const form = await openFeedback();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Question type/ }), 'Games');
    await userEvent.type(within(form).getByLabelText(/Your feedback/), '  The slot froze  ');
    const screenshot = pngFile('screenshot.png');
    await userEvent.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, screenshot.file);
    expect(await within(form).findByRole('button', { name: 'Remove screenshot.png' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));

    const expected: FeedbackRequest = { questionType: 'GAME', content: 'The slot froze', images: [screenshot.base64] };
    await waitFor(() => expect(callsOf(feedback)).toEqual([expected]));
    expect(await within(form).findByText('Image 1 is larger than 5 MB')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Your feedback/)).toHaveValue('  The slot froze  ');
    expect(within(form).getByRole('combobox', { name: /Question type/ })).toHaveValue('GAME');

    answer();
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(callsOf(feedback)).toEqual([expected, expected]));
    expect(await screen.findByText(/your feedback was sent/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Your feedback/)).toHaveValue('');
    expect(within(form).queryByRole('button', { name: 'Remove screenshot.png' })).not.toBeInTheDocument();
  });
});

describe('MessagesPage: accessibility', () => {
  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, with a message open and on the feedback tab', async (colorMode) => {
    const { container } = await renderInApp(<MessagesPage />, { colorMode });
    await userEvent.click((await screen.findAllByRole('button', { name: /Message 2/ }))[0]!);
    await screen.findByText('body');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Feedback' }));
    await screen.findByRole('list', { name: 'Your past feedback' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
