import { HttpResponse } from 'msw';
import type { AppError } from '../server/src/core/errors.js';
import { languageFrom, type MessageCatalog } from '../server/src/core/i18n/catalog.js';

/** An error as the server answers it: the envelope, its message in the language asked for, the field at fault. */
export function refusal(error: AppError, acceptLanguage: string | null, words: MessageCatalog): Response {
  const message = words.translate(languageFrom(acceptLanguage ?? undefined), error.messageKey, error.params);
  return HttpResponse.json({ code: error.code, message, data: error.field === undefined ? null : { field: error.field } }, { status: error.statusCode });
}
