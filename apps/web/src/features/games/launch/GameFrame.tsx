import { useLayoutEffect, useRef, useState, type CSSProperties, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@platform/ui';

/**
 * The sandbox of a launched game (the demo slot, the demo lottery), as tight as they allow: it
 * runs its own script (allow-scripts), spins or bets through a same-origin POST with the page's
 * origin (allow-same-origin: an opaque origin would turn that into a CORS request the gateway
 * refuses) and listens to its form's submit (allow-forms: without it the browser drops the
 * submission before the event).
 * No popups, no top navigation, no modals, no downloads.
 */
export const GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

export interface GameFrameProps {
  /** The launched game's address (the launch's `url`). */
  src: string;
  /** The frame's accessible name: the game's name. */
  title: string;
  sandbox?: string;
  /** The iframe element, for the full-screen button and messages from the game. */
  frameRef?: Ref<HTMLIFrameElement>;
}

/**
 * A launched game in an iframe that fills the viewport from where it starts down to the bottom
 * (below the header, or below a page's slim bar), with a spinner until the game's page loads.
 * Full screen is allowed.
 */
export function GameFrame({ src, title, sandbox = GAME_SANDBOX, frameRef }: GameFrameProps) {
  const { t } = useLingui();
  const boxRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  useLayoutEffect(() => {
    const measure = () => {
      const box = boxRef.current;
      if (box) setTop(Math.max(0, Math.round(box.getBoundingClientRect().top + window.scrollY)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const isLoading = loadedSrc !== src;
  return (
    <Box ref={boxRef} style={{ '--frame-top': `${top}px` } as CSSProperties} aria-busy={isLoading}>
      {isLoading && (
        <Loading>
          <Spinner label={t`Loading the game`} isLabelVisible />
        </Loading>
      )}
      <Frame
        ref={frameRef}
        src={src}
        title={title}
        sandbox={sandbox}
        allow="fullscreen; autoplay"
        allowFullScreen
        onLoad={() => setLoadedSrc(src)}
      />
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  width: 100%;
  height: calc(100vh - var(--frame-top, 0px));
  min-height: 320px;
  background: ${({ theme }) => theme.color.surfaceSunken};

  @supports (height: 100dvh) {
    height: calc(100dvh - var(--frame-top, 0px));
  }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.text};
  pointer-events: none;
`;
