import type { ApiTokenCreateExpiresInDays } from '../../generated/model';

/** The expiry select's values: the contract's days as text, and `never` for `null`. */
export type ExpiryChoice = '30' | '90' | '365' | 'never';

export const DEFAULT_EXPIRY: ExpiryChoice = '90';

const MESSAGE_KEYS: Record<ExpiryChoice, string> = {
  '30': 'accounts.apiTokens.expiryChoices.days30',
  '90': 'accounts.apiTokens.expiryChoices.days90',
  '365': 'accounts.apiTokens.expiryChoices.days365',
  never: 'accounts.apiTokens.expiryChoices.never',
};

/** The choices offered: "never" only to whoever may make a token that never expires (owners and administrators). */
export function expiryChoices(mayNeverExpire: boolean): { id: ExpiryChoice; name: string }[] {
  const offered: ExpiryChoice[] = mayNeverExpire ? ['30', '90', '365', 'never'] : ['30', '90', '365'];
  return offered.map((id) => ({ id, name: MESSAGE_KEYS[id] }));
}

export function toExpiresInDays(choice: ExpiryChoice | undefined): ApiTokenCreateExpiresInDays {
  switch (choice ?? DEFAULT_EXPIRY) {
    case '30':
      return 30;
    case '365':
      return 365;
    case 'never':
      return null;
    default:
      return 90;
  }
}
