import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@platform/ui';

export interface GameBarProps {
  /** Where the back link goes (the game's lobby, or home). */
  backTo: string;
  /** The back link's text. */
  backLabel: string;
  /** The page's heading (the game's name, or the brand's on bare pages). */
  heading: ReactNode;
  /** Marks beside the heading (Free trial). */
  aside?: ReactNode;
  /** The game's frame, for the full-screen button; none without it. */
  frameRef?: RefObject<HTMLIFrameElement | null>;
}

/** The slim bar over a game: a way back, the heading and full screen. */
export function GameBar({ backTo, backLabel, heading, aside, frameRef }: GameBarProps) {
  const { t } = useLingui();
  const canFullScreen = frameRef !== undefined && typeof document !== 'undefined' && document.fullscreenEnabled === true;
  return (
    <Bar>
      <Back to={backTo}>
        <span aria-hidden="true">←</span> {backLabel}
      </Back>
      <Heading>{heading}</Heading>
      {aside}
      {canFullScreen && (
        <Button variant="ghost" size="sm" onClick={() => void frameRef.current?.requestFullscreen?.().catch(() => undefined)}>
          {t`Full screen`}
        </Button>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Heading = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
