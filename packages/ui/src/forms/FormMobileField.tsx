import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { Country } from '../CountryCodePicker/country';
import { CountryCodePicker } from '../CountryCodePicker/CountryCodePicker';
import { TextField } from '../TextField/TextField';
import { digitCountHint } from '../validation/messages';
import type { ServerFieldRule } from '../validation/server-rule';
import { pickedCountry } from './mobile-number';
import { useBoundField } from './use-bound-field';

export interface FormMobileFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, Values>;
  /** The mobile number's field. */
  name: FieldPath<Values>;
  /** The field holding the picked country's code (`MY`); its dialling code goes with the number. */
  countryName: FieldPath<Values>;
  /** Countries for the dialling-code picker; without any, the number is typed alone. */
  countries?: readonly Country[] | undefined;
  /** Where the picker's flags load from. */
  imageHost: string;
  /** The server's `mobileNum` rule: its maximum length gives the "n-digit number" placeholder. */
  rule?: ServerFieldRule | undefined;
  isRequired?: boolean;
  /** Defaults to "Mobile number". */
  label?: string;
}

/** A mobile number with its country dialling-code picker in front, bound to a react-hook-form. */
export function FormMobileField<Values extends FieldValues>({
  control,
  name,
  countryName,
  countries = [],
  imageHost,
  rule,
  isRequired = true,
  label,
}: FormMobileFieldProps<Values>) {
  const { i18n, t } = useLingui();
  const bound = useBoundField(control, name);
  const { field: countryField } = useController({ control, name: countryName });
  return (
    <TextField
      {...bound}
      label={label ?? t`Mobile number`}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={digitCountHint(rule, i18n)}
      isRequired={isRequired}
      prefix={
        countries.length > 0 ? (
          <CountryCodePicker
            countries={[...countries]}
            value={pickedCountry(countries, countryField.value as string | undefined)?.countryCode}
            onChange={(country) => countryField.onChange(country.countryCode)}
            imageHost={imageHost}
          />
        ) : undefined
      }
    />
  );
}
