import { pagesZh } from '../locales/zh/pages';
import { publicZh } from '../locales/zh/public';

// Plain react-admin-shaped messages: i18next reads `%{name}` itself, and these have no ` |||| ` plurals.
export default { ...publicZh, ...pagesZh };
