import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { formatMoney, vars, visuallyHidden } from '@platform/ui';
import type { DepositChannel } from '@platform/api';
import { CHANNEL_TYPE_LABEL } from './labels';

export interface ChannelPickerProps {
  channels: readonly DepositChannel[];
  /** The chosen channel's code. */
  value: string;
  onChange: (channelCode: string) => void;
  currencySymbol: string;
}

/**
 * The merchant's deposit channels as cards of native radio buttons: one tab stop, the arrow
 * keys move between them, and each card shows its kind and its limits.
 */
export function ChannelPicker({ channels, value, onChange, currencySymbol }: ChannelPickerProps) {
  const { t, i18n } = useLingui();
  const name = useId();
  return (
    <Group role="radiogroup">
      <Legend>{t`Payment channel`}</Legend>
      <Cards>
        {channels.map((channel) => {
          const from = formatMoney(channel.minAmount, i18n.locale, currencySymbol);
          const to = formatMoney(channel.maxAmount, i18n.locale, currencySymbol);
          const limitsId = `${name}-${channel.channelCode}-limits`;
          return (
            <Card key={channel.channelCode} data-channel={channel.channelCode}>
              <Radio
                type="radio"
                name={name}
                value={channel.channelCode}
                checked={channel.channelCode === value}
                onChange={() => onChange(channel.channelCode)}
                aria-describedby={limitsId}
              />
              <CardBody>
                <ChannelName>{channel.name}</ChannelName>
                <Muted>{i18n._(CHANNEL_TYPE_LABEL[channel.type])}</Muted>
                <Muted id={limitsId}>{t`${from} to ${to}`}</Muted>
              </CardBody>
            </Card>
          );
        })}
      </Cards>
    </Group>
  );
}

const Group = styled.fieldset`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${vars.space.sm};
  padding: 0;
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.bold};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  gap: ${vars.space.sm};
`;

const Card = styled.label`
  position: relative;
  display: block;
  cursor: pointer;
`;

const Radio = styled.input`
  ${visuallyHidden}
`;

const CardBody = styled.span`
  display: grid;
  gap: ${vars.space.xxs};
  height: 100%;
  box-sizing: border-box;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  ${Radio}:checked + & {
    border-color: ${vars.color.primary};
    box-shadow: inset 0 0 0 1px ${vars.color.primary};
    background: ${vars.color.surfaceRaised};
  }
  /* The radio itself is hidden: its card shows the focus ring (as ui's focusRing draws it). */
  ${Radio}:focus-visible + & {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    ${Radio}:checked + & {
      border-width: 3px;
    }
  }
`;

const ChannelName = styled.span`
  font-weight: ${vars.font.weight.bold};
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
