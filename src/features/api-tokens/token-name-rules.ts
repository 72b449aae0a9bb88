import type { Validator } from 'react-admin';
import { createApiTokenBody, createApiTokenBodyNameMax } from '../../generated/zod/api-tokens/api-tokens.zod';

const nameSchema = createApiTokenBody.shape.name;

/**
 * The contract's rule for a token's name (some text that is not only spaces, at most 100
 * characters, which the server trims), in our words: missing, or too long.
 */
export const validateTokenName: Validator = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'accounts.apiTokens.nameRequired';
  if (!nameSchema.safeParse(text).success) return { message: 'accounts.apiTokens.nameTooLong', args: { max: createApiTokenBodyNameMax } };
  return undefined;
};
