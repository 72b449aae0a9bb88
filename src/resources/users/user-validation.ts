import { required, type Validator } from 'react-admin';
import {
  createUserBody,
  createUserBodyDisplayNameMax,
  updateUserBody,
  updateUserBodyDescriptionMax,
} from '../../generated/zod/users/users.zod';
import { matchesSchema } from '../../lib/schema-validator';
import type { UserFormValues } from './user-record';

// The rules are the contract's, through its generated zod schemas; only the wording is ours.
const usernameSchema = createUserBody.shape.username;
const displayNameSchema = updateUserBody.shape.displayName.unwrap();
const emailSchema = updateUserBody.shape.email.unwrap().unwrap();
const passwordSchema = createUserBody.shape.password.unwrap();

const notTheUsername: Validator = (value: unknown, allValues: Partial<UserFormValues>) =>
  typeof value === 'string' && value !== '' && value.toLowerCase() === allValues.username?.trim().toLowerCase()
    ? 'resources.users.validation.passwordIsUsername'
    : undefined;

export const validateUsername = [required(), matchesSchema(usernameSchema, 'resources.users.validation.username')];
export const validateDisplayName = [
  matchesSchema(displayNameSchema, { message: 'ra.validation.maxLength', args: { max: createUserBodyDisplayNameMax } }),
];
export const validateDescription = [
  matchesSchema(updateUserBody.shape.description.unwrap(), { message: 'ra.validation.maxLength', args: { max: updateUserBodyDescriptionMax } }),
];
export const validateEmail = [matchesSchema(emailSchema, 'resources.users.validation.email')];
// A password is not trimmed: its spaces are part of it.
export const validatePassword: Validator[] = [
  (value: unknown) =>
    typeof value === 'string' && value !== '' && !passwordSchema.safeParse(value).success ? 'resources.users.validation.password' : undefined,
  notTheUsername,
];
export const validateRole = [required()];
