import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@platform/ui';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackHistory } from './FeedbackHistory';
import { MessageList } from './MessageList';
import { PageColumn, PageTabPanel, PageTitle, SectionTitle } from '../../../components/centre/page-parts';

type MessagesTab = 'messages' | 'feedback';

/**
 * The member centre's platform messages (`messageV2`): the inbox, and, on its own tab, the
 * feedback form with the player's past feedback and its replies (feedback has no page key of its
 * own in the spec; its replies also arrive as messages).
 */
export default function MessagesPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<MessagesTab>('messages');
  return (
    <PageColumn>
      <PageTitle>{t`Messages`}</PageTitle>
      <Tabs value={tab} onValueChange={(value) => setTab(value as MessagesTab)}>
        <Tabs.List aria-label={t`Messages`}>
          <Tabs.Tab value="messages">{t`Inbox`}</Tabs.Tab>
          <Tabs.Tab value="feedback">{t`Feedback`}</Tabs.Tab>
        </Tabs.List>
        <PageTabPanel value="messages">
          <MessageList />
        </PageTabPanel>
        <PageTabPanel value="feedback">
          <SectionTitle>{t`Send feedback`}</SectionTitle>
          <FeedbackForm />
          <SectionTitle>{t`Your past feedback`}</SectionTitle>
          <FeedbackHistory />
        </PageTabPanel>
      </Tabs>
    </PageColumn>
  );
}
