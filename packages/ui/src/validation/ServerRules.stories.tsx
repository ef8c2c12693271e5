import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../TextField/TextField';
import { REFERENCE_PATTERNS } from '../test/server-rules';
import { ruleFailureMessage, ruleHint } from './messages';
import type { PatternId } from './pattern-messages';
import { checkRule, type ServerFieldRule } from './server-rule';

const ruleFor = (patternId: PatternId, minLength: number, maxLength: number): ServerFieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: REFERENCE_PATTERNS[patternId].pattern,
  patternId,
  minLength,
  maxLength,
});

/** A field checked live against one server rule, as the forms check theirs. */
function RuleTryout({ rule, label }: { rule: ServerFieldRule; label?: string }) {
  const { i18n } = useLingui();
  const [value, setValue] = useState('');
  const [isTouched, setTouched] = useState(false);
  const failure = checkRule(rule, value.trim());
  return (
    <TextField
      label={label || <Trans>Try the rule</Trans>}
      description={ruleHint(rule, i18n)}
      isRequired={rule.required}
      value={value}
      onChange={setValue}
      onBlur={() => setTouched(true)}
      errorMessage={isTouched && failure ? ruleFailureMessage(failure, rule, i18n) : undefined}
    />
  );
}

/** Every pattern of the catalogue with its hint in the active language, and values it takes and refuses. */
function PatternCatalogue({ minLength, maxLength }: { minLength: number; maxLength: number }) {
  const { i18n } = useLingui();
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlockEnd: 8 }}>
        <Trans>Pattern messages</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            <Trans>Pattern id</Trans>
          </th>
          <th scope="col" style={cell}>
            <Trans>Hint shown to players</Trans>
          </th>
          <th scope="col" style={cell}>
            <Trans>Accepted</Trans>
          </th>
          <th scope="col" style={cell}>
            <Trans>Refused</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(REFERENCE_PATTERNS) as PatternId[]).map((id) => (
          <tr key={id} data-pattern={id}>
            <th scope="row" style={cell}>
              <code>{id}</code>
            </th>
            <td style={cell}>{ruleHint(ruleFor(id, minLength, maxLength), i18n)}</td>
            <td style={cell}>
              <code>{REFERENCE_PATTERNS[id].accepts}</code>
            </td>
            <td style={cell}>
              <code>{REFERENCE_PATTERNS[id].rejects || '""'}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const cell = { border: '1px solid currentColor', padding: '4px 8px', textAlign: 'start' } as const;

const meta = {
  title: 'Forms/Server rules',
  component: PatternCatalogue,
  args: { minLength: 6, maxLength: 16 },
  parameters: {
    docs: {
      description: {
        component:
          'The server sends a rule per form field: `{ enabled, required, acceptedPattern, patternId, minLength, maxLength }`. ' +
          '`ruleSchema` turns it into a yup schema and `ruleHint` into the hint under the field. A value passes only if it ' +
          'matches the whole pattern (`*` matches anything) and its length lies within minLength..maxLength inclusive.',
      },
    },
  },
} satisfies Meta<typeof PatternCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pattern message catalogue: a hint per pattern with the allowed length filled in. */
export const Default: Story = {};

interface PlaygroundArgs {
  patternId: PatternId;
  minLength: number;
  maxLength: number;
  isRequired: boolean;
  label: string;
}

/** A field checked against a rule of your making: its pattern, length and whether it is required, and the field's label. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { patternId: 'letterFirstAlphanumeric', isRequired: true, label: '' },
  argTypes: {
    patternId: { control: 'select', options: Object.keys(REFERENCE_PATTERNS) },
    minLength: { control: { type: 'range', min: 1, max: 32, step: 1 } },
    maxLength: { control: { type: 'range', min: 1, max: 32, step: 1 } },
    label: { control: 'text' },
  },
  render: ({ patternId, minLength, maxLength, isRequired, label }) => (
    <RuleTryout rule={{ ...ruleFor(patternId, minLength, maxLength), required: isRequired }} label={label} />
  ),
};

/** One number when min and max are equal. */
export const FixedLength: Story = {
  args: { minLength: 10, maxLength: 10 },
};

/** A username rule checked as the player types. */
export const TryARule: Story = {
  render: () => <RuleTryout rule={ruleFor('letterFirstAlphanumeric', 6, 16)} />,
};

/** Every brand in both colour modes, with a field checked against a rule; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: () => <RuleTryout rule={ruleFor('digits', 10, 10)} />,
};
