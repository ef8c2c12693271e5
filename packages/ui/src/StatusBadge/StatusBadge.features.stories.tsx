import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { translated } from '../test/story-i18n';
import meta from './StatusBadge.stories';
import { StatusBadge } from './StatusBadge';
import { withdrawalStatus, type WithdrawalStatusCode } from './status-lists';

export default {
  ...meta,
  title: 'Account/StatusBadge/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof StatusBadge>;
type Story = StoryObj<typeof meta>;

const RECORDS: { referenceNo: string; status: string }[] = [
  { referenceNo: 'W2026030501', status: 'PARTLY_PAID' },
  { referenceNo: 'W2026030502', status: 'AUTO_CONFIRMED' },
  { referenceNo: 'W2026030503', status: 'ON_HOLD' },
];

/**
 * Withdrawal records as the gateway sends them, each status code looked up in the list; a code
 * the list does not know shows as it came, in the neutral tone.
 */
export const FromGatewayCodes: Story = {
  render: () => (
    <ul>
      {RECORDS.map((record) => (
        <li key={record.referenceNo} data-reference={record.referenceNo}>
          {record.referenceNo}{' '}
          <StatusBadge status={withdrawalStatus[record.status as WithdrawalStatusCode]}>
            {record.status in withdrawalStatus ? undefined : record.status}
          </StatusBadge>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const badge = (referenceNo: string) => canvasElement.querySelector(`[data-reference="${referenceNo}"] [data-tone]`)!;
    await expect(badge('W2026030501')).toHaveTextContent(translated({ message: 'Partly paid', context: 'status' }));
    await expect(badge('W2026030501')).toHaveAttribute('data-tone', 'warning');
    await expect(badge('W2026030502')).toHaveTextContent(translated({ message: 'Confirmed automatically', context: 'status' }));
    await expect(badge('W2026030503')).toHaveTextContent('ON_HOLD');
    await expect(badge('W2026030503')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** In forced colours the tints go, and the shapes keep the statuses apart. */
export const ShapesWithoutColour: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge status={withdrawalStatus.PAID} />
      <StatusBadge status={withdrawalStatus.NOT_RECEIVED} />
      <StatusBadge status={withdrawalStatus.REJECTED} />
      <StatusBadge status={withdrawalStatus.REQUESTED} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = [...canvasElement.querySelectorAll('[data-tone] svg')].map((svg) => svg.innerHTML);
    await expect(new Set(shapes).size).toBe(4);
    for (const badge of canvasElement.querySelectorAll('[data-tone]')) {
      await expect(getComputedStyle(badge).borderTopStyle).toBe('solid');
    }
  },
};
