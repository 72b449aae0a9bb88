import { useState } from 'react';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { PublicCardPage, PublicHeading } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';
import { RequestResetForm } from './request-reset-form';
import { ResetLinkSent } from './reset-link-sent';

/** `/forgot-password` without a link: a username or an email, and a link is mailed when an account with an email matches. */
export function RequestReset() {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);

  if (sent) return <ResetLinkSent onAgain={() => setSent(false)} />;
  return (
    <PublicCardPage title={translate('accounts.forgot.title')}>
      <PublicHeading title={translate('accounts.forgot.title')} subtitle={translate('accounts.forgot.text')} />
      <RequestResetForm onSent={() => setSent(true)} />
      <BackToSignInLink />
    </PublicCardPage>
  );
}
