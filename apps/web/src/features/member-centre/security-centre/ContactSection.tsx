import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Skeleton, vars } from '@platform/ui';
import type { SecurityProfile } from '@platform/api';
import { LoadFailed } from '../../../components/LoadFailed';
import { EmailBindForm } from './EmailBindForm';
import { SecuritySection } from './layout';
import { PhoneBindForm } from './PhoneBindForm';
import { useSecurityProfile } from './queries';

type Contact = 'phone' | 'email';

/** Binding or changing the phone and the email, each with a code sent to the new one. */
export function ContactSection() {
  const { t } = useLingui();
  const profile = useSecurityProfile();

  let body;
  if (profile.isPending) {
    body = (
      <Skeleton.Group label={t`Loading your phone and email`}>
        <Skeleton variant="text" lines={2} />
      </Skeleton.Group>
    );
  } else if (profile.isError) {
    body = <LoadFailed title={t`Your phone and email could not be loaded.`} error={profile.error} onRetry={() => void profile.refetch()} />;
  } else if (!profile.data.hasPassword) {
    body = <Alert tone="info">{t`This account has no login password. Please contact customer service to change its phone or email.`}</Alert>;
  } else {
    body = <Contacts profile={profile.data} />;
  }
  return <SecuritySection title={t`Phone and email`}>{body}</SecuritySection>;
}

function Contacts({ profile }: { profile: SecurityProfile }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Contact | null>(null);
  const [bound, setBound] = useState<{ contact: Contact; masked: string } | null>(null);
  const masked = bound?.masked;
  const close = () => setOpen(null);
  const done = (contact: Contact) => (newContact: string) => {
    setBound({ contact, masked: newContact });
    setOpen(null);
  };
  const toggle = (contact: Contact) => {
    setBound(null);
    setOpen((current) => (current === contact ? null : contact));
  };

  return (
    <>
      {bound && <Alert tone="success">{bound.contact === 'phone' ? t`Your phone is now ${masked}.` : t`Your email is now ${masked}.`}</Alert>}
      <ContactRow
        label={t`Phone`}
        value={profile.maskedPhone}
        actionLabel={profile.maskedPhone ? t`Change phone` : t`Bind phone`}
        isOpen={open === 'phone'}
        onToggle={() => toggle('phone')}
      >
        <PhoneBindForm dialingCode={profile.countryDialingCode} onBound={done('phone')} onCancel={close} />
      </ContactRow>
      <ContactRow
        label={t`Email`}
        value={profile.maskedEmail}
        actionLabel={profile.maskedEmail ? t`Change email` : t`Bind email`}
        isOpen={open === 'email'}
        onToggle={() => toggle('email')}
      >
        <EmailBindForm onBound={done('email')} onCancel={close} />
      </ContactRow>
    </>
  );
}

interface ContactRowProps {
  label: string;
  /** The bound contact, masked; null when none is bound. */
  value: string | null;
  actionLabel: string;
  isOpen: boolean;
  onToggle: () => void;
  /** The bind form, shown while open. */
  children: ReactNode;
}

/** A contact as bound now, with the button that shows (and hides) its bind form below. */
function ContactRow({ label, value, actionLabel, isOpen, onToggle, children }: ContactRowProps) {
  const { t } = useLingui();
  const formId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);
  // When the form closes (bound or cancelled) its focused button goes: focus returns to the toggle.
  useEffect(() => {
    const activeElement = document.activeElement;
    if (wasOpen.current && !isOpen && (activeElement === null || activeElement === document.body)) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  return (
    <Row>
      <Current>
        <span>
          <Label>{label}</Label>
          <Value>{value ?? t`Not bound`}</Value>
        </span>
        <Button ref={buttonRef} variant="secondary" size="sm" aria-expanded={isOpen} aria-controls={isOpen ? formId : undefined} onClick={onToggle}>
          {actionLabel}
        </Button>
      </Current>
      {isOpen && <div id={formId}>{children}</div>}
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  gap: ${vars.space.md};
  padding-top: ${vars.space.md};
  border-top: 1px solid ${vars.color.borderSubtle};
`;

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

const Label = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Value = styled.span`
  display: block;
  font-weight: ${vars.font.weight.bold};
  overflow-wrap: anywhere;
`;
