import { i18n } from '@lingui/core';
import { formatMoney } from '../utils/format-money';

/** An amount as the field writes it in its messages (symbol P), in the language Storybook is running. */
export const money = (amount: number) => formatMoney(amount, i18n.locale, 'P');
