import { useLingui } from '@lingui/react/macro';
import { Button, visuallyHidden } from '@platform/ui';
import { LOCALE_LABELS, isLocale, type Locale } from '@platform/ui/i18n';
import { styled } from 'styled-components';
import { brand } from '@brand';

/** Each language's name in itself: the same in every interface language. */
const NATIVE_NAMES: Record<Locale, string> = { ms: 'Bahasa Melayu', en: 'English', zh: '中文' };

export interface LanguageSelectorProps {
  /** Called with the language chosen; the app loads its messages and stores it (hisLang, lang). */
  onChange: (locale: Locale) => void;
  /** The languages offered, in order: the brand's (`brand.languages`) unless given. */
  languages?: readonly Locale[];
  className?: string;
}

/**
 * The brand's languages as toggle buttons showing the spec's codes (MS, EN, CN); the current one
 * is pressed. Each button is in its own language (`lang`) and names it in full for screen readers.
 */
export function LanguageSelector({ onChange, languages = brand.languages, className }: LanguageSelectorProps) {
  const { t, i18n } = useLingui();
  const current = isLocale(i18n.locale) ? i18n.locale : undefined;
  return (
    <Group role="group" aria-label={t`Language`} className={className}>
      {languages.map((locale) => {
        const isCurrent = locale === current;
        return (
          <Button
            key={locale}
            size="sm"
            variant={isCurrent ? 'secondary' : 'ghost'}
            aria-pressed={isCurrent}
            lang={locale}
            title={NATIVE_NAMES[locale]}
            data-current={isCurrent || undefined}
            onClick={() => {
              if (!isCurrent) onChange(locale);
            }}
          >
            {LOCALE_LABELS[locale]}{' '}
            <Hidden>{NATIVE_NAMES[locale]}</Hidden>
          </Button>
        );
      })}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.xxs};

  & > button[data-size] {
    min-width: 36px;
    padding-inline: ${({ theme }) => theme.space.xs};
  }
  & > button[data-current] {
    box-shadow: inset 0 -2px 0 currentColor;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
