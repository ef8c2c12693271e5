import { useLingui } from '@lingui/react/macro';
import { Button } from '@platform/ui';
import { LOCALES, LOCALE_LABELS, isLocale, type Locale } from '@platform/ui/i18n';
import { styled } from 'styled-components';

export interface LanguageSelectorProps {
  onChange: (locale: Locale) => void;
}

/** MS, EN and CN as toggle buttons; the current one is pressed. */
export function LanguageSelector({ onChange }: LanguageSelectorProps) {
  const { t, i18n } = useLingui();
  const current = isLocale(i18n.locale) ? i18n.locale : undefined;
  const names: Record<Locale, string> = { ms: 'Bahasa Melayu', en: 'English', zh: '中文' };
  return (
    <Group role="group" aria-label={t`Language`}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="sm"
          variant={locale === current ? 'primary' : 'ghost'}
          aria-pressed={locale === current}
          lang={locale}
          title={names[locale]}
          onClick={() => onChange(locale)}
        >
          {LOCALE_LABELS[locale]}
        </Button>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;
