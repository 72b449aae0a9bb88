import { publicAccountsEn } from '../locales/en/public-accounts';

// Plain react-admin-shaped messages: i18next reads `%{name}` itself, and these have no ` |||| ` plurals.
export default publicAccountsEn;
