import type { ReactNode } from 'react';
import { ThemeScope, type ColorMode } from '@platform/ui';
import { STORYBOOK_BRANDS } from './brands';

const MODES: ColorMode[] = ['light', 'dark'];

/** Renders a story once per brand and colour mode, side by side. */
export function ThemeMatrix({ children }: { children: () => ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 12 }}>
      {Object.entries(STORYBOOK_BRANDS).flatMap(([id, theme]) =>
        MODES.map((mode) => (
          <ThemeScope key={`${id}-${mode}`} theme={theme} colorMode={mode}>
            <section
              aria-label={`${theme.name}, ${mode}`}
              data-testid={`theme-${id}-${mode}`}
              style={{ padding: 16, minHeight: 96 }}
            >
              <p style={{ margin: '0 0 12px', fontSize: 12, fontFamily: 'system-ui' }}>
                {theme.name} · {mode}
              </p>
              {children()}
            </section>
          </ThemeScope>
        )),
      )}
    </div>
  );
}
