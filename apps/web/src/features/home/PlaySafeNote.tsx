import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { focusRing, vars } from '@platform/ui';
import { memberCentrePath } from '../../lib/paths/centre-paths';

/** The way from home to the player's own limits, a break and self-exclusion (responsible gaming). */
export default function PlaySafeNote() {
  const { t } = useLingui();
  return (
    <Note>
      {t`Play for fun, within your means.`}{' '}
      <NoteLink to={memberCentrePath('responsibleGaming')}>{t`Set your limits or take a break`}</NoteLink>
    </Note>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;

const NoteLink = styled(Link)`
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.medium};
  text-decoration: underline;
  ${focusRing()}
`;
