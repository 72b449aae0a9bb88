/**
 * Messages of an administrator acting as a tenant's owner (`impersonation.*`): the action on an
 * owner's page and its dialog, the banner shown on every page while acting, how acting ended, and
 * what the acting session cannot do.
 */
export const impersonationEn = {
  impersonation: {
    action: 'Act as this owner',
    dialog: {
      title: 'Act as %{owner}',
      intro: 'You will use the console as %{owner} of tenant %{tenant}, with their rights, until you stop or the time runs out.',
      audited: 'The session is audited: everything you do is recorded under your name and theirs, with the reason you give. The owner sees it in their log.',
      limits: 'While acting you cannot change their password, two-factor sign-in, API tokens or sessions.',
      reason: 'Reason',
      reasonHelp: 'A ticket or a sentence, up to 500 characters',
      reasonRequired: 'Say why you act as this owner',
      reasonTooLong: 'At most 500 characters',
      duration: 'For',
      minutes: '%{smart_count} minute |||| %{smart_count} minutes',
      start: 'Start acting',
    },
    banner: {
      label: 'Acting as another user',
      actingAs: 'You are acting as %{owner}',
      tenant: '(tenant %{tenant})',
      reason: 'reason: %{reason}',
      left: '%{time} left',
      minutesLeft: 'About %{smart_count} minute left |||| About %{smart_count} minutes left',
      underAMinute: 'Less than a minute left',
      stop: 'Stop',
    },
    ended: {
      expired: 'The time to act as %{owner} ran out: you are yourself again.',
      refused: 'The session as %{owner} was ended on the server: you are yourself again.',
    },
    restricted: {
      title: 'Not while acting as %{owner}',
      text: 'An administrator acting as an owner cannot change their password, two-factor sign-in, API tokens or sessions.',
    },
  },
};
