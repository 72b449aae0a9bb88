import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from '../i18n/translate';
import type { FieldRule, FormValues, RuleMessage } from '../lib/field-rules';
import type { Refusal } from '../lib/submission-errors';

/** Each field's checks, in the form's order: the first field that fails takes the focus. */
export type FieldRules<F extends string> = Readonly<Record<F, readonly FieldRule[]>>;

/** What a field shows: a check's message (translated as it shows) or the server's words. */
type FieldError = { rule: RuleMessage } | { server: string };

export interface LightForm<F extends string> {
  /** For the `<form>` element (uncontrolled inputs, named as the fields). */
  formProps: {
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** The message to show at a field, in the language shown, if any. */
  errorOf: (field: F) => string | undefined;
  /** A field's `error` and `helperText`: its message if any, else its help. */
  fieldStatus: (field: F, help?: string) => { error: boolean; helperText: string | undefined };
  /** A refusal that names no field of the form, shown above it. */
  formError: string | undefined;
  submitting: boolean;
}

function valuesOf<F extends string>(form: HTMLFormElement, fields: readonly F[]): Record<F, string> {
  const data = new FormData(form);
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = data.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

function check(rules: readonly FieldRule[], value: string, values: FormValues): FieldError | undefined {
  for (const rule of rules) {
    const message = rule(value, values);
    if (message !== undefined) return { rule: message };
  }
  return undefined;
}

/**
 * A form checked as react-admin's `<Form>` checks one, without react-admin: every field when it is
 * submitted (the first failing field takes the focus, and nothing is sent), then each field again
 * as it changes. `submit` sends the values and answers the server's refusal, if any, placed at a
 * field or over the form (`placeRefusal`); it never throws.
 */
export function useLightForm<F extends string>(rules: FieldRules<F>, submit: (values: Record<F, string>) => Promise<Refusal | undefined>): LightForm<F> {
  const translate = useTranslate();
  const fields = Object.keys(rules) as F[];
  const [errors, setErrors] = useState<Partial<Record<F, FieldError>>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form, fields);
    submitted.current = true;
    const found: Partial<Record<F, FieldError>> = {};
    for (const field of fields) found[field] = check(rules[field], values[field], values);
    setErrors(found);
    const invalid = fields.find((field) => found[field]);
    if (invalid) {
      const input = form.elements.namedItem(invalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setFormError(undefined);
    setSubmitting(true);
    void submit(values).then((refusal) => {
      setSubmitting(false);
      if (!refusal) return;
      setFormError(refusal.formError);
      const atFields: Partial<Record<F, FieldError>> = {};
      for (const [field, message] of Object.entries(refusal.fieldErrors ?? {})) atFields[field as F] = { server: message };
      setErrors((current) => ({ ...current, ...atFields }));
    });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target;
    const field = fields.find((name) => input instanceof HTMLInputElement && input.name === name);
    if (!submitted.current || field === undefined) return;
    const values = valuesOf(event.currentTarget, fields);
    setErrors((current) => ({ ...current, [field]: check(rules[field], values[field], values) }));
  };

  const errorOf = (field: F) => {
    const error = errors[field];
    if (!error) return undefined;
    if ('server' in error) return error.server;
    return typeof error.rule === 'string' ? translate(error.rule) : translate(error.rule.message, error.rule.args);
  };

  const fieldStatus = (field: F, help?: string) => {
    const error = errorOf(field);
    return { error: error !== undefined, helperText: error ?? help };
  };

  return { formProps: { noValidate: true, onSubmit, onChange }, errorOf, fieldStatus, formError, submitting };
}
