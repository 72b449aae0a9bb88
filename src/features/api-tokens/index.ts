/**
 * An account's API tokens: listed, made (the secret shown once) and revoked. Settings shows one's
 * own; a service account's page shows its tokens to those who manage it.
 */
export { ApiTokensSection, type ApiTokensSectionProps } from './api-tokens-section';
export { RevokeTokensChoice, useWorkingTokenCount, type RevokeTokensChoiceProps } from './revoke-tokens-choice';
