import { i18n, type Messages } from '@lingui/core';
import { messages as msUi } from '../packages/ui/src/i18n/locales/ms/messages.po';
import { messages as enUi } from '../packages/ui/src/i18n/locales/en/messages.po';
import { messages as zhUi } from '../packages/ui/src/i18n/locales/zh/messages.po';
import { messages as msStories } from '../packages/ui/src/i18n/stories/ms/messages.po';
import { messages as enStories } from '../packages/ui/src/i18n/stories/en/messages.po';
import { messages as zhStories } from '../packages/ui/src/i18n/stories/zh/messages.po';

const catalogues: Record<string, Messages> = {
  ms: { ...msUi, ...msStories },
  en: { ...enUi, ...enStories },
  zh: { ...zhUi, ...zhStories },
};

i18n.load(catalogues);
i18n.activate('ms');

export { i18n };
