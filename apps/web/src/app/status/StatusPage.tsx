import { useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { logoFor, useBrandTheme, useColorMode } from '@platform/ui';

export type StatusTone = 'warning' | 'danger';

export interface StatusPageProps {
  /** The page's one heading; it is focused when the page shows. */
  title: ReactNode;
  /** A decorative picture above the heading. */
  icon: ReactNode;
  tone: StatusTone;
  /** The text under the heading. */
  children: ReactNode;
  /** The buttons under the text. */
  actions?: ReactNode;
  /** Named for tests and the page's CSS: `maintenance`, `region-blocked`, `status-error`. */
  name: string;
}

/**
 * A full page that stands in for the whole site (maintenance, region block, an unreadable status):
 * the brand's logo, a heading, the text and the actions, centred on the brand's background.
 */
export function StatusPage({ title, icon, tone, children, actions, name }: StatusPageProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const theme = useBrandTheme();
  const { colorMode } = useColorMode();
  const logo = logoFor(theme, colorMode);
  // The page replaced whatever was there: screen readers and keyboards start at its heading.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Page aria-labelledby={headingId} data-status-page={name}>
      <Card>
        {logo ? <Logo src={logo} alt={theme.name} /> : <BrandName>{theme.name}</BrandName>}
        <Emblem data-tone={tone} aria-hidden="true">
          {icon}
        </Emblem>
        <Title id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        <Body>{children}</Body>
        {actions && <Actions>{actions}</Actions>}
      </Card>
    </Page>
  );
}

export const Page = styled.main`
  box-sizing: border-box;
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

const Card = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 30rem;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  text-align: center;
`;

const Logo = styled.img`
  display: block;
  max-width: 10rem;
  height: 2.5rem;
  object-fit: contain;
`;

const BrandName = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Emblem = styled.div`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  margin-top: ${({ theme }) => theme.space.sm};
  border-radius: 50%;
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.color.warningSoft};
    color: ${({ theme }) => theme.color.warning};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
  svg {
    width: 2rem;
    height: 2rem;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.25;
  /* Focused by the page, never tabbed to: where reading starts, not a control, so no ring. */
  &:focus {
    outline: none;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const Strong = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
