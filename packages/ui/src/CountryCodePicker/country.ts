/** A country the player can pick, as the server's country-code call lists it. */
export interface Country {
  /** ISO 3166 code: `'MY'`. Unique in a list. */
  countryCode: string;
  /** Digits without "+": `'60'`. Not unique: the US and Canada share `'1'`. */
  countryDialingCode: string;
}
