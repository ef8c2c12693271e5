import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FeedbackQuestionType } from '@platform/api';

/** The feedback form's question types as the player reads them. */
export const QUESTION_TYPE_LABELS: Record<FeedbackQuestionType, MessageDescriptor> = {
  DEPOSIT: msg`Deposit`,
  WITHDRAWAL: msg`Withdrawal`,
  GAME: msg`Games`,
  PROMOTION: msg`Promotions`,
  ACCOUNT: msg`My account`,
  SUGGESTION: msg`Suggestion`,
  OTHER: msg`Other`,
};

/** A stored question type's label; a type this version does not know shows as it is. */
export function questionTypeLabel(type: string): MessageDescriptor | string {
  return type in QUESTION_TYPE_LABELS ? QUESTION_TYPE_LABELS[type as FeedbackQuestionType] : type;
}
