import { ApiError } from './api-error';

/** The server's own words for a refusal (already in the user's language), if it gave any. */
export function refusalMessage(error: unknown): string | undefined {
  // No answer: a timeout or a dropped connection, whose words are the mutator's, in English.
  return error instanceof ApiError && error.answered && error.code !== 0 && error.message ? error.message : undefined;
}

/**
 * A message shown at its field, without the field's name in front, which says nothing new there:
 * "code: …" in English, "code：…" (a full-width colon) in Chinese.
 */
export function withoutFieldName(message: string, field: string): string {
  for (const separator of [': ', '：']) {
    if (message.startsWith(`${field}${separator}`)) return message.slice(field.length + separator.length);
  }
  return message;
}

/** Where a refused submit is shown: at the field it concerns, or over the whole form. */
export interface Refusal {
  /** For react-admin's `<Form onSubmit>` to return: it puts each message at its input. */
  fieldErrors: Record<string, string> | undefined;
  formError: string | undefined;
}

/**
 * A refused submit, placed: at the field the envelope names when the form has that field, else
 * over the form, in the server's words or the fallback.
 */
export function placeRefusal(error: unknown, fields: readonly string[], fallback: string): Refusal {
  const message = refusalMessage(error) ?? fallback;
  const field = error instanceof ApiError ? error.field : undefined;
  if (field && fields.includes(field)) {
    return { fieldErrors: { [field]: withoutFieldName(message, field) }, formError: undefined };
  }
  return { fieldErrors: undefined, formError: message };
}
