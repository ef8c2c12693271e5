import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Avatar, Skeleton, vars } from '@platform/ui';
import type { SecurityProfile } from '@platform/api';
import { LoadFailed } from '../../../components/LoadFailed';
import { Facts, Note, SecuritySection } from './layout';
import { NicknameForm } from './NicknameForm';
import { useSecurityProfile } from './queries';

/**
 * The profile: avatar, account, nickname (editable), the real name as registered (read-only:
 * bank cards must carry it), and the email and phone exactly as the gateway masks them.
 */
export function ProfileSection() {
  const { t } = useLingui();
  const profile = useSecurityProfile();

  let body;
  if (profile.isPending) {
    body = (
      <Skeleton.Group label={t`Loading your profile`}>
        <Skeleton variant="text" lines={4} />
      </Skeleton.Group>
    );
  } else if (profile.isError) {
    body = <LoadFailed title={t`Your profile could not be loaded.`} error={profile.error} onRetry={() => void profile.refetch()} />;
  } else {
    body = <ProfileDetails profile={profile.data} />;
  }
  return <SecuritySection title={t`Profile`}>{body}</SecuritySection>;
}

function ProfileDetails({ profile }: { profile: SecurityProfile }) {
  const { t } = useLingui();
  const notSet = t`Not set`;
  const { account } = profile;
  return (
    <>
      <Identity>
        <Avatar src={profile.avatarUrl} name={profile.nickname ?? profile.account} alt="" size="lg" />
        <div>
          <strong>{profile.nickname ?? profile.account}</strong>
          <Note>{t`Account: ${account}`}</Note>
        </div>
      </Identity>
      <Facts>
        <div>
          <dt>{t`Real name`}</dt>
          <dd>{profile.realName ?? notSet}</dd>
        </div>
        <div>
          <dt>{t`Email`}</dt>
          <dd>{profile.maskedEmail ?? notSet}</dd>
        </div>
        <div>
          <dt>{t`Phone`}</dt>
          <dd>{profile.maskedPhone ?? notSet}</dd>
        </div>
      </Facts>
      <Note>{t`The real name is the one you registered with; withdrawals go only to bank cards in this name.`}</Note>
      <NicknameForm current={profile.nickname} />
    </>
  );
}

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  min-width: 0;

  strong {
    display: block;
    font-size: ${vars.font.size.lg};
    overflow-wrap: anywhere;
  }
`;
