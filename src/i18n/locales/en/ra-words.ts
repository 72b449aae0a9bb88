import englishMessages from 'ra-language-english';
import { glossaryEn } from '../../glossary/en';

/**
 * react-admin's English messages with the console's words where they differ: "Sign out", as the
 * README and Settings say, and no resource name capitalised in the middle of a sentence.
 */
export const raEn = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, logout: glossaryEn.signOut.term },
    navigation: { ...englishMessages.ra.navigation, no_filtered_results: 'Nothing matches the current filters.' },
  },
};
