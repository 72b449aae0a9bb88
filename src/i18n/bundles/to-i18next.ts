import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { INTERPOLATION } from '../interpolation';

/** react-admin's ` |||| ` plurals become i18next's `_one`/`_other` keys; `%{name}` stays as it is. */
export function toI18next(messages: object): object {
  return convertRaTranslationsToI18next(messages, INTERPOLATION);
}
