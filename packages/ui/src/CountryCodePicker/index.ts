export {
  CountryCodePicker,
  COUNTRY_PICKER_CLOSE_DELAY_MS,
  countryFlagUrl,
  type Country,
  type CountryCodePickerProps,
} from './CountryCodePicker';
