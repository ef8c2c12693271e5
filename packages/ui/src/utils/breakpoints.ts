/** A phone's screen: below 600px wide. The library's phone layouts all switch here. */
export const PHONE_QUERY = '(max-width: 599px)';
