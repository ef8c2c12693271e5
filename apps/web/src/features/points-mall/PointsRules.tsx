import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Prose, vars } from '@platform/ui';

/** The points mall's rules, in plain words. Points have no expiry (spec section 9). */
export function PointsRules() {
  const { t } = useLingui();
  return (
    <Section aria-labelledby="points-rules-title">
      <Prose>
        <h2 id="points-rules-title">{t`Rules`}</h2>
        <ul>
          <li>{t`You earn points as you play: every valid bet adds points to your account.`}</li>
          <li>{t`Points have no expiry: they stay in your account until you use them.`}</li>
          <li>{t`Redeem your points for cash, bonuses or goods. Each item shows the points it costs and how many are left.`}</li>
          <li>{t`Cash and bonus items are paid into your main wallet at once. Goods are reviewed first (in process) and then sent to the address you give.`}</li>
          <li>{t`Every redemption asks for your payment password (your login password if you have not set one).`}</li>
          <li>{t`Trial accounts cannot redeem points.`}</li>
        </ul>
      </Prose>
    </Section>
  );
}

const Section = styled.section`
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;
