import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { expect, within } from 'storybook/test';
import { computedRgb } from '../test/computed-colour';
import { createBrandTheme, defaultTheme } from './brand-theme';
import { contrastRatio, parseColor } from './contrast';
import { vars } from './css-variables';
import { useBrandTheme, useColorMode } from './theme-context';
import { ThemeProvider } from './ThemeProvider';
import { ThemeScope } from './ThemeScope';
import { darkValues } from './dark-values';
import { lightValues } from './light-values';
import type { ColorTokens, ThemeValues } from './tokens';

const Section = /* @__PURE__ */ styled.section`
  display: grid;
  gap: ${vars.space.lg};
  padding: ${vars.space.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
`;

const Heading = /* @__PURE__ */ styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
`;

const Muted = /* @__PURE__ */ styled.span`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
  font-size: ${vars.font.size.sm};
`;

const Note = /* @__PURE__ */ styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

function Foundation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <Heading>{title}</Heading>
      {children}
    </Section>
  );
}

/* ---------- Colours ---------- */

const Table = /* @__PURE__ */ styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${vars.font.size.sm};

  caption {
    text-align: start;
    padding-bottom: ${vars.space.sm};
  }
  th,
  td {
    padding: ${vars.space.xs} ${vars.space.sm};
    border-bottom: 1px solid ${vars.color.borderSubtle};
    text-align: start;
    vertical-align: middle;
  }
  th {
    font-weight: ${vars.font.weight.bold};
  }
  td {
    /* The ratio column takes only what it needs; the token column the rest. */
    width: 1%;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const TokenCell = /* @__PURE__ */ styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
`;

const TokenName = /* @__PURE__ */ styled.span`
  display: grid;
  /* Long values (rgb() with alpha) wrap in a narrow column of the theme matrix. */
  overflow-wrap: anywhere;

  code {
    font-variant-numeric: tabular-nums;
  }
`;

const Swatch = /* @__PURE__ */ styled.span`
  flex: none;
  width: 40px;
  height: 28px;
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.sm};
`;

/**
 * Every colour token of the brand and mode in force: its swatch (drawn from the CSS variable),
 * its value, and its contrast on the surface.
 */
function ColourTable() {
  const { t } = useLingui();
  const theme = useBrandTheme();
  const { colorMode } = useColorMode();
  const colours = theme.modes[colorMode].color;
  const brand = theme.name;
  const mode = colorMode === 'dark' ? t`Dark` : t`Light`;
  return (
    <Foundation title={t`Colours`}>
      <Table>
        <caption>
          <Note>{t`${brand}, ${mode}. Text needs 4.5:1 on the surface; icons and borders need 3:1.`}</Note>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Token and value`}</th>
            <th scope="col">{t`Contrast on surface`}</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(colours) as (keyof ColorTokens)[]).map((token) => (
            <tr key={token} data-token={token}>
              <th scope="row">
                <TokenCell>
                  <Swatch data-swatch style={{ background: vars.color[token] }} />
                  <TokenName>
                    <code>{token}</code>
                    <Muted data-value>{colours[token]}</Muted>
                  </TokenName>
                </TokenCell>
              </th>
              <td data-ratio>{contrastRatio(colours[token], colours.surface).toFixed(2)}:1</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Foundation>
  );
}

/** Every row's swatch shows the value its row names: the CSS variables match the theme. */
async function expectSwatchesMatchValues(scope: HTMLElement) {
  const rows = within(scope).getAllByRole('row').filter((row) => row.dataset.token);
  await expect(rows).toHaveLength(Object.keys(lightValues.color).length);
  for (const row of rows) {
    const value = row.querySelector('[data-value]')!.textContent!;
    const colour = parseColor(value);
    if (!colour || colour.a < 1) continue;
    const swatch = row.querySelector<HTMLElement>('[data-swatch]')!;
    await expect(`${row.dataset.token}: ${getComputedStyle(swatch).backgroundColor}`).toBe(
      `${row.dataset.token}: ${computedRgb(value)}`,
    );
  }
}

function ratioOf(scope: HTMLElement, token: keyof ColorTokens) {
  return scope.querySelector(`[data-token="${token}"] [data-ratio]`)?.textContent;
}

/* ---------- Type, spacing, radii, shadows ---------- */

const Rows = /* @__PURE__ */ styled.div`
  display: grid;
  gap: ${vars.space.md};
`;

const Row = /* @__PURE__ */ styled.div`
  display: grid;
  grid-template-columns: 9rem 1fr;
  align-items: center;
  gap: ${vars.space.md};
`;

const Sample = /* @__PURE__ */ styled.p`
  margin: 0;
  line-height: 1.3;
`;

function TypeScale() {
  const { t } = useLingui();
  const sample = t`The jackpot grows with every bet`;
  const weights: [keyof ThemeValues['font']['weight'], string][] = [
    ['regular', t`Regular`],
    ['medium', t`Medium`],
    ['bold', t`Bold`],
  ];
  return (
    <Foundation title={t`Typography`}>
      <Rows>
        {(Object.keys(lightValues.font.size) as (keyof ThemeValues['font']['size'])[]).map((size) => (
          <Row key={size}>
            <Muted>
              size.{size} · {lightValues.font.size[size]}
            </Muted>
            <Sample data-size={size} style={{ fontSize: vars.font.size[size] }}>
              {sample}
            </Sample>
          </Row>
        ))}
        {weights.map(([weight, label]) => (
          <Row key={weight}>
            <Muted>
              weight.{weight} · {lightValues.font.weight[weight]}
            </Muted>
            <Sample style={{ fontWeight: vars.font.weight[weight] }}>{label}</Sample>
          </Row>
        ))}
        <Row>
          <Muted>family</Muted>
          <Sample style={{ fontFamily: vars.font.family }}>{sample}</Sample>
        </Row>
        <Row>
          <Muted>tabular-nums</Muted>
          <Sample style={{ fontVariantNumeric: 'tabular-nums' }}>1,234,567.89 · 0123456789</Sample>
        </Row>
      </Rows>
    </Foundation>
  );
}

const Bar = /* @__PURE__ */ styled.span`
  display: block;
  height: 16px;
  background: ${vars.color.primary};
  border-radius: 2px;
`;

function SpacingScale() {
  const { t } = useLingui();
  return (
    <Foundation title={t`Spacing`}>
      <Rows>
        {(Object.keys(lightValues.space) as (keyof ThemeValues['space'])[]).map((space) => (
          <Row key={space}>
            <Muted>
              space.{space} · {lightValues.space[space]}
            </Muted>
            <Bar data-space={space} style={{ width: vars.space[space] }} />
          </Row>
        ))}
      </Rows>
    </Foundation>
  );
}

const Tiles = /* @__PURE__ */ styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xl};
`;

const Tile = /* @__PURE__ */ styled.figure`
  display: grid;
  justify-items: center;
  gap: ${vars.space.sm};
  margin: 0;
`;

const RadiusBox = /* @__PURE__ */ styled.span`
  display: block;
  width: 96px;
  height: 64px;
  background: ${vars.color.secondary};
  border: 2px solid ${vars.color.border};
`;

function RadiusScale() {
  const { t } = useLingui();
  return (
    <Foundation title={t`Corner radii`}>
      <Tiles>
        {(Object.keys(lightValues.radius) as (keyof ThemeValues['radius'])[]).map((radius) => (
          <Tile key={radius}>
            <RadiusBox data-radius={radius} style={{ borderRadius: vars.radius[radius] }} />
            <figcaption>
              <Muted>radius.{radius}</Muted>
            </figcaption>
          </Tile>
        ))}
      </Tiles>
    </Foundation>
  );
}

const ShadowCard = /* @__PURE__ */ styled.span`
  display: block;
  width: 120px;
  height: 72px;
  background: ${vars.color.surfaceRaised};
  border-radius: ${vars.radius.md};
`;

function ShadowScale() {
  const { t } = useLingui();
  return (
    <Foundation title={t`Shadows`}>
      <Tiles style={{ padding: vars.space.lg }}>
        {(Object.keys(lightValues.shadow) as (keyof ThemeValues['shadow'])[]).map((shadow) => (
          <Tile key={shadow}>
            <ShadowCard data-shadow={shadow} style={{ boxShadow: vars.shadow[shadow] }} />
            <figcaption>
              <Muted>shadow.{shadow}</Muted>
            </figcaption>
          </Tile>
        ))}
      </Tiles>
    </Foundation>
  );
}

/* ---------- Stories ---------- */

const meta = {
  title: 'Foundations/Theme',
  component: ThemeProvider,
  parameters: {
    docs: {
      description: {
        component:
          'The tokens every component reads, for the brand and colour mode chosen in the toolbar. ' +
          'Brands override them with `createBrandTheme`; `checkThemeContrast` holds every brand to WCAG AA.',
      },
    },
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token: swatch, value and contrast against the surface. */
export const Default: Story = {
  render: () => <ColourTable />,
  play: async ({ canvasElement }) => {
    await expectSwatchesMatchValues(canvasElement);
    const { text, textMuted, surface } = defaultTheme.modes.light.color;
    await expect(ratioOf(canvasElement, 'text')).toBe(`${contrastRatio(text, surface).toFixed(2)}:1`);
    await expect(ratioOf(canvasElement, 'textMuted')).toBe(`${contrastRatio(textMuted, surface).toFixed(2)}:1`);
    await expect(ratioOf(canvasElement, 'surface')).toBe('1.00:1');
  },
};

interface PlaygroundArgs {
  name: string;
  lightPrimary: string;
  darkPrimary: string;
}

/** A brand of your own from `createBrandTheme`: pick its primary colour for each mode. */
function BrandPreview({ name, lightPrimary, darkPrimary }: PlaygroundArgs) {
  const { colorMode } = useColorMode();
  const theme = createBrandTheme({
    name,
    light: { color: { primary: lightPrimary } },
    dark: { color: { primary: darkPrimary } },
  });
  return (
    <ThemeScope theme={theme} colorMode={colorMode}>
      <ColourTable />
    </ThemeScope>
  );
}

export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    name: 'My brand',
    lightPrimary: lightValues.color.primary,
    darkPrimary: darkValues.color.primary,
  },
  argTypes: {
    name: { control: 'text' },
    lightPrimary: { control: 'color' },
    darkPrimary: { control: 'color' },
  },
  render: (args) => <BrandPreview {...args} />,
};

/** The type scale grows step by step; weights and the two type faces. */
export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll<HTMLElement>('[data-size]')].map((sample) =>
      parseFloat(getComputedStyle(sample).fontSize),
    );
    await expect(sizes).toHaveLength(Object.keys(lightValues.font.size).length);
    for (let index = 1; index < sizes.length; index += 1) await expect(sizes[index]).toBeGreaterThan(sizes[index - 1]!);
    await expect(sizes[2]).toBe(16);
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll<HTMLElement>('[data-space]')].map(
      (bar) => `${bar.getBoundingClientRect().width}px`,
    );
    await expect(widths).toEqual(Object.values(lightValues.space));
  },
};

export const Radii: Story = {
  render: () => <RadiusScale />,
  play: async ({ canvasElement }) => {
    const radii = [...canvasElement.querySelectorAll<HTMLElement>('[data-radius]')].map(
      (box) => getComputedStyle(box).borderTopLeftRadius,
    );
    await expect(radii).toEqual(Object.values(lightValues.radius));
  },
};

export const Shadows: Story = {
  render: () => <ShadowScale />,
  play: async ({ canvasElement }) => {
    const shadows = [...canvasElement.querySelectorAll<HTMLElement>('[data-shadow]')].map(
      (card) => getComputedStyle(card).boxShadow,
    );
    await expect(shadows).toHaveLength(3);
    await expect(shadows).not.toContain('none');
    await expect(new Set(shadows).size).toBe(3);
  },
};

/** Every brand in both colour modes; the swatches follow each scope's brand and mode. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: () => <ColourTable />,
  play: async ({ canvasElement }) => {
    const scopes = [...canvasElement.querySelectorAll<HTMLElement>('[data-testid^="theme-"]')];
    await expect(scopes.length).toBeGreaterThanOrEqual(4);
    const primaries = new Set<string>();
    for (const scope of scopes) {
      await expectSwatchesMatchValues(scope);
      primaries.add(scope.querySelector('[data-token="primary"] [data-value]')!.textContent!);
    }
    // Each brand and mode has a primary of its own.
    await expect(primaries.size).toBe(scopes.length);
    // The ratios are the dark mode's own.
    const { text, surface } = darkValues.color;
    const defaultDark = within(canvasElement).getByTestId('theme-default-dark');
    await expect(ratioOf(defaultDark, 'text')).toBe(`${contrastRatio(text, surface).toFixed(2)}:1`);
  },
};
