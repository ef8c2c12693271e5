import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button, focusRing, unstyledList } from '@platform/ui';
import { brand } from '@brand';
import { CustomerServiceButton } from '../customer-service';
import { openAppModal } from '../../lib/app-modals';
import { agentCentrePath } from '../../lib/paths/centre-paths';
import { requestLogin } from '../../lib/session/login-prompt';
import { useSession } from '../../lib/session/session';
import { NumberedSteps } from '../../components/NumberedSteps';
import { isAgent, isTrial } from '../../lib/session/session-store';

/**
 * "Join us" (/join): the agent programme. Why join (what the platform gives agents: a team of
 * their own, contracts, salary and dividends, income reports, transfers to the team) and how
 * (register, then ask customer service). Guests get Register and Log in; agents a link to the
 * agent centre. No commission figures: the terms are set per contract.
 */
export default function JoinPage() {
  const headingId = useId();
  const brandName = brand.name;
  return (
    <Page aria-labelledby={headingId}>
      <Hero>
        <h1 id={headingId}>
          <Trans>Join us</Trans>
        </h1>
        <Lead>
          <Trans>Become a {brandName} agent: invite players, build your own team and earn from its play.</Trans>
        </Lead>
        <JoinActions />
      </Hero>
      <WhyJoin />
      <HowToJoin />
    </Page>
  );
}
JoinPage.displayName = 'JoinPage';

/** What the visitor can do next: register or log in as a guest, open the agent centre as an agent. */
function JoinActions() {
  const session = useSession();
  if (session === null) {
    return (
      <Actions>
        <Button size="lg" onClick={() => openAppModal('register', {})}>
          <Trans>Register now</Trans>
        </Button>
        <Button size="lg" variant="secondary" onClick={() => requestLogin('action')}>
          <Trans>Log in</Trans>
        </Button>
      </Actions>
    );
  }
  if (isAgent(session)) {
    return (
      <Actions>
        <Status>
          <Trans>Your account is already an agent account.</Trans>
        </Status>
        {brand.allowAgentCentre && (
          <CentreLink to={agentCentrePath()}>
            <Trans>Open the agent centre</Trans>
          </CentreLink>
        )}
      </Actions>
    );
  }
  return (
    <Status>
      {isTrial(session) ? (
        <Trans>Please register or log in to a real account.</Trans>
      ) : (
        <Trans>You are logged in. Contact customer service to make your account an agent account.</Trans>
      )}
    </Status>
  );
}

function WhyJoin() {
  const headingId = useId();
  const benefits: { title: ReactNode; text: ReactNode; icon: ReactNode }[] = [
    {
      icon: <TeamIcon />,
      title: <Trans>A team of your own</Trans>,
      text: <Trans>Open accounts for your players and follow your team in one place: its members, their bets and each downline's profit and loss.</Trans>,
    },
    {
      icon: <ContractIcon />,
      title: <Trans>Contracts on clear terms</Trans>,
      text: (
        <Trans>Your salary and dividends are agreed in contracts with your upline, and you offer your own to your downline: daily, weekly, half-monthly or monthly.</Trans>
      ),
    },
    {
      icon: <SalaryIcon />,
      title: <Trans>Salary</Trans>,
      text: <Trans>Depending on your contract, earn a daily, hourly or real-time salary from your team's play.</Trans>,
    },
    {
      icon: <DividendIcon />,
      title: <Trans>Dividends</Trans>,
      text: <Trans>Share in your team's results with a dividend for each contract period.</Trans>,
    },
    {
      icon: <ReportIcon />,
      title: <Trans>Income you can check</Trans>,
      text: <Trans>See your income, your downline's transactions and their profit and loss in the agent centre at any time.</Trans>,
    },
    {
      icon: <TransferIcon />,
      title: <Trans>Transfers to your team</Trans>,
      text: <Trans>Move credit from your wallet to your downline's accounts yourself.</Trans>,
    },
  ];
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <Trans>Why join</Trans>
      </SectionTitle>
      <Benefits role="list">
        {benefits.map((benefit, index) => (
          <Benefit key={index}>
            <BenefitIcon aria-hidden="true">{benefit.icon}</BenefitIcon>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </Benefit>
        ))}
      </Benefits>
    </section>
  );
}

function HowToJoin() {
  const headingId = useId();
  return (
    <HowSection aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <Trans>How to join</Trans>
      </SectionTitle>
      {/* role="list": Safari drops the list semantics of a list drawn without markers. */}
      <Steps role="list">
        <li>
          <Trans>Register an account, or log in if you already have one.</Trans>
        </li>
        <li>
          <Trans>Contact customer service and ask to become an agent.</Trans>
        </li>
        <li>
          <Trans>Once your account is an agent account, open the agent centre from your account menu to add players and manage your team.</Trans>
        </li>
      </Steps>
      <CustomerServiceButton variant="secondary" />
    </HowSection>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

const TeamIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20a6 6 0 0 1 12 0M16 5.5a3 3 0 0 1 0 5M18 14a6 6 0 0 1 3 6" />
  </Icon>
);
const ContractIcon = () => (
  <Icon>
    <path d="M6 2h9l4 4v16H6z" />
    <path d="M14 2v5h5M9 12h7M9 16h5" />
  </Icon>
);
const SalaryIcon = () => (
  <Icon>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
  </Icon>
);
const DividendIcon = () => (
  <Icon>
    <path d="M12 3v9h9A9 9 0 1 1 12 3z" />
    <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
  </Icon>
);
const ReportIcon = () => (
  <Icon>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </Icon>
);
const TransferIcon = () => (
  <Icon>
    <path d="M4 8h14l-4-4M20 16H6l4 4" />
  </Icon>
);

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.text};
`;

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  @media (min-width: 768px) {
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const CentreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  box-sizing: border-box;
  padding: 0 ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  ${focusRing()}
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Benefits = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${unstyledList}
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Benefit = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const BenefitIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.primary};
`;

const HowSection = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    margin-bottom: 0;
  }
`;

const Steps = styled(NumberedSteps)`
  max-width: 60ch;
`;
