import { HttpResponse } from 'msw';
import type { AppError } from '../server/src/core/errors.js';
import { languageFrom, MessageCatalog } from '../server/src/core/i18n/catalog.js';
import { sharedMessages } from '../server/src/core/i18n/messages.js';
import { messages as auditMessages } from '../server/src/modules/audit/messages.js';
import { messages as tenantMessages } from '../server/src/modules/tenants/messages.js';
import { messages as userMessages } from '../server/src/modules/users/messages.js';

/** The words the mock refuses with: the shared ones and those of the lists' areas, whose filters it parses. */
export const mockMessages = new MessageCatalog([sharedMessages, tenantMessages, userMessages, auditMessages]);

/** An error as the server answers it: the envelope, its message in the language asked for, the field at fault. */
export function refusal(error: AppError, acceptLanguage: string | null): Response {
  const message = mockMessages.translate(languageFrom(acceptLanguage ?? undefined), error.messageKey, error.params);
  return HttpResponse.json({ code: error.code, message, data: error.field === undefined ? null : { field: error.field } }, { status: error.statusCode });
}
