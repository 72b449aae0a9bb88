import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { placeRefusal } from '../lib/submission-errors';

export interface RefusableSubmit<Values> {
  /** For react-admin's `<Form onSubmit>`: answers a refusal's message by field, which the form shows at its input. */
  onSubmit(values: Partial<Values>): Promise<Record<string, string> | undefined>;
  /** Sent and not answered yet: the form's buttons wait. */
  submitting: boolean;
  /** A refusal that names no field of the form, shown over it. */
  formError: string | undefined;
  /** Forgets that message, as a dialog closed and opened again should. */
  clearFormError(): void;
}

/**
 * A form's submit that the server may refuse. `send` makes the call with the form's values and its
 * answer goes to `onDone`; a refusal lands at the field it names when `fields` holds it, else over
 * the form, in the server's words (or "something went wrong" when it gave none).
 */
export function useRefusableSubmit<Values, Answer>(
  fields: readonly string[],
  send: (values: Partial<Values>) => Promise<Answer>,
  onDone: (answer: Answer) => void,
): RefusableSubmit<Values> {
  const translate = useTranslate();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (values: Partial<Values>) => {
    setFormError(undefined);
    setSubmitting(true);
    let answer: Answer;
    try {
      answer = await send(values);
    } catch (error) {
      setSubmitting(false);
      const refusal = placeRefusal(error, fields, translate('shell.errors.somethingWentWrong'));
      setFormError(refusal.formError);
      return refusal.fieldErrors;
    }
    setSubmitting(false);
    onDone(answer);
    return undefined;
  };

  return { onSubmit, submitting, formError, clearFormError: () => setFormError(undefined) };
}
