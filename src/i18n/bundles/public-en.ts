import { pagesEn } from '../locales/en/pages';
import { publicEn } from '../locales/en/public';

// Plain react-admin-shaped messages: i18next reads `%{name}` itself, and these have no ` |||| ` plurals.
export default { ...publicEn, ...pagesEn };
