import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@platform/ui';
import { useColorModeToggle } from '../../../lib/color-mode';
import { MoonIcon, SunIcon } from './icons';

/** The light/dark switch: a toggle button "Dark mode", pressed in dark mode; kept under `theme`. */
export function ColorModeToggle() {
  const { t } = useLingui();
  const { isDark, toggleColorMode } = useColorModeToggle();
  const label = t`Dark mode`;
  return (
    <IconButton label={label} title={label} size="sm" aria-pressed={isDark} onClick={toggleColorMode}>
      {isDark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
