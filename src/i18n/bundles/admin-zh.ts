import { auditZh } from '../locales/zh/audit';
import { zh } from '../locales/zh/console';
import { domainsZh } from '../locales/zh/domains';
import { impersonationZh } from '../locales/zh/impersonation';
import { preferencesZh } from '../locales/zh/preferences';
import raZh from '../locales/zh/ra';
import { shellZh } from '../locales/zh/shell';
import { toI18next } from './to-i18next';

// Each module owns its own top-level keys, so a shallow merge loses nothing.
export const adminZh = { ...raZh, ...zh, ...shellZh, ...preferencesZh, ...auditZh, ...domainsZh, ...impersonationZh };

export default toI18next(adminZh);
