import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The patterns the server names by `patternId`, each with a hint in the pattern message
 * catalogue. `{length}` is the allowed length: "6-16", or one number when min and max are equal.
 */
export const PATTERN_ID = {
  any: 'any',
  letterFirstAlphanumeric: 'letterFirstAlphanumeric',
  lettersAndChinese: 'lettersAndChinese',
  chineseAndDigits: 'chineseAndDigits',
  email: 'email',
  digits: 'digits',
  lettersOrDigits: 'lettersOrDigits',
  lettersAndDigits: 'lettersAndDigits',
  noSpaces: 'noSpaces',
  date: 'date',
  uppercase: 'uppercase',
  strongPassword: 'strongPassword',
  fullName: 'fullName',
  englishLettersAndSpaces: 'englishLettersAndSpaces',
  korean: 'korean',
  thai: 'thai',
  thaiOrEnglish: 'thaiOrEnglish',
  fullWidthJapanese: 'fullWidthJapanese',
} as const;

export type PatternId = (typeof PATTERN_ID)[keyof typeof PATTERN_ID];

export const PATTERN_MESSAGES: Readonly<Record<PatternId, MessageDescriptor>> = {
  any: msg({ message: '{length} characters of any kind', comment: 'Field hint. {length} is "6-16" or "6".' }),
  letterFirstAlphanumeric: msg({ message: '{length} characters: a letter first, then letters or digits' }),
  lettersAndChinese: msg({ message: '{length} characters: letters and Chinese characters only' }),
  chineseAndDigits: msg({ message: '{length} characters: Chinese characters and digits only' }),
  email: msg({ message: 'A valid email address of {length} characters' }),
  digits: msg({ message: '{length} characters, digits only' }),
  lettersOrDigits: msg({ message: '{length} characters, letters or digits only' }),
  lettersAndDigits: msg({ message: '{length} characters, with both letters and digits' }),
  noSpaces: msg({ message: '{length} characters without spaces' }),
  date: msg({ message: 'A date as yyyy-MM-dd or MM-dd-yyyy' }),
  uppercase: msg({ message: '{length} characters with at least one uppercase letter' }),
  strongPassword: msg({ message: '{length} characters with an uppercase letter, a lowercase letter, a digit and a symbol' }),
  fullName: msg({ message: 'Your full name with a space between names, {length} characters' }),
  englishLettersAndSpaces: msg({ message: '{length} characters, English letters and spaces only' }),
  korean: msg({ message: '{length} characters, Korean only' }),
  thai: msg({ message: '{length} characters, Thai only' }),
  thaiOrEnglish: msg({ message: '{length} characters, Thai or English letters and spaces' }),
  fullWidthJapanese: msg({ message: '{length} characters, full-width Japanese only' }),
};

/** The hint for a pattern the catalogue does not know ("and others"): its length only. */
export const OTHER_PATTERN_MESSAGE: MessageDescriptor = msg({ message: '{length} characters' });

export function isPatternId(id: unknown): id is PatternId {
  return typeof id === 'string' && Object.hasOwn(PATTERN_MESSAGES, id);
}
