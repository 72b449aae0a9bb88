import { useTranslate } from '../i18n/translate';
import { LightButton } from './light-button';

export interface PublicSubmitButtonProps {
  submitting: boolean;
  /** The message key of the button at rest. */
  label: string;
  /** The message key while the form is being sent (the button is disabled then). */
  busyLabel: string;
}

/** The one full-width button that sends a public page's form, saying so while it is sent. */
export function PublicSubmitButton({ submitting, label, busyLabel }: PublicSubmitButtonProps) {
  const translate = useTranslate();
  return (
    <LightButton type="submit" variant="contained" disabled={submitting} fullWidth>
      {translate(submitting ? busyLabel : label)}
    </LightButton>
  );
}
