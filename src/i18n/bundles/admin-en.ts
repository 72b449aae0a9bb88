import englishMessages from 'ra-language-english';
import { auditEn } from '../locales/en/audit';
import { en } from '../locales/en/console';
import { domainsEn } from '../locales/en/domains';
import { impersonationEn } from '../locales/en/impersonation';
import { preferencesEn } from '../locales/en/preferences';
import { shellEn } from '../locales/en/shell';
import { toI18next } from './to-i18next';

// Each module owns its own top-level keys, so a shallow merge loses nothing.
export const adminEn = { ...englishMessages, ...en, ...shellEn, ...preferencesEn, ...auditEn, ...domainsEn, ...impersonationEn };

export default toI18next(adminEn);
