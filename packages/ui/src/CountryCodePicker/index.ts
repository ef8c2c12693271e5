export type { Country } from './country';
export {
  CountryCodePicker,
  COUNTRY_PICKER_CLOSE_DELAY_MS,
  countryFlagUrl,
  type CountryCodePickerProps,
} from './CountryCodePicker';
