import type { AttributeLabels } from '../../../../src/generated/model/index.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import type { StoredDefinition } from './attribute-repository.js';

type Language = keyof AttributeLabels;

export const LANGUAGES: readonly Language[] = ['en', 'zh'];

/**
 * The tenant's own fields as the console names them beside its attributes (its form, list columns,
 * filters and page). The server knows nothing of the console's messages: a test holds the two alike.
 */
export const OWN_FIELD_NAMES: Readonly<Record<Language, readonly string[]>> = {
  en: ['ID', 'Tenant name', 'Status', 'Domains', 'Remark', 'Created', 'Updated'],
  zh: ['ID', '租户名称', '状态', '域名', '域名数', '备注', '创建时间', '更新时间'],
};

/** Labels compare as people read them: without the case or the spaces around them. */
const comparable = (label: string) => label.trim().toLocaleLowerCase();

/**
 * Refuses a label that names, in its language, one of the tenant's own fields or another
 * attribute: the tenant's form would show two fields of that name, and its list two columns and
 * filters, with nothing to tell them apart.
 */
export function refuseLabelClash(key: string, labels: AttributeLabels, others: readonly StoredDefinition[], languages = LANGUAGES): void {
  for (const language of languages) {
    const wanted = comparable(labels[language]);
    const field = `labels.${language}`;
    if (OWN_FIELD_NAMES[language].some((name) => comparable(name) === wanted)) {
      throw new AppError(ErrorCode.ValidationFailed, 'attributeLabelOfField', { field, params: { field, label: labels[language].trim() } });
    }
    const other = others.find((definition) => definition.key !== key && comparable(definition.labels[language]) === wanted);
    if (other) {
      throw new AppError(ErrorCode.ValidationFailed, 'attributeLabelTaken', { field, params: { field, label: labels[language].trim(), key: other.key } });
    }
  }
}
