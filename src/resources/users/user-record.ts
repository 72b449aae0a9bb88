import type { Role, User, UserCreate, UserUpdate } from '../../generated/model';

/** A user as react-admin holds it: the contract's user with an `id`. */
export interface UserRecord extends User {
  id: number;
}

/** What the create and edit forms hold: text inputs, so an empty email is `''`. */
export interface UserFormValues {
  username: string;
  displayName: string;
  email: string | null;
  /** A service account's: what the program does. */
  description: string;
  role: Role;
  enabled: boolean;
  password: string;
}

/**
 * What `dataProvider.create('users', …)` takes in `meta`: the generated password is handed here,
 * never cached. (A type, not an interface: react-admin's `meta` is a record of unknowns.)
 */
export type UserCreateMeta = {
  onOneTimePassword?: (password: string) => void;
};

/** A program's account: no password, email or two-factor sign-in; it calls with API tokens. Absent means a person. */
export function isServiceAccount(user: Pick<User, 'kind'>): boolean {
  return user.kind === 'service';
}

export function toUserRecord(user: User): UserRecord {
  return { ...user, id: user.userId };
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The new user as the contract wants it: blanks left out, so the server generates the password. */
export function toUserCreate(values: Partial<UserFormValues>): UserCreate {
  const create: UserCreate = { username: text(values.username), role: values.role ?? 'member' };
  if (text(values.displayName) !== '') create.displayName = text(values.displayName);
  if (text(values.email) !== '') create.email = text(values.email);
  if (values.password) create.password = values.password;
  return create;
}

/** Only the fields that differ, so an unchanged field is never sent (nor re-checked) at all. */
export function toUserUpdate(values: Partial<UserFormValues>, previous: UserRecord): UserUpdate {
  const update: UserUpdate = {};
  if (values.displayName !== undefined && text(values.displayName) !== previous.displayName) update.displayName = text(values.displayName);
  if (values.email !== undefined) {
    const email = text(values.email) === '' ? null : text(values.email);
    if (email !== previous.email) update.email = email;
  }
  if (values.description !== undefined && text(values.description) !== (previous.description ?? '')) update.description = text(values.description);
  if (values.role !== undefined && values.role !== previous.role) update.role = values.role;
  if (values.enabled !== undefined && values.enabled !== previous.enabled) update.enabled = values.enabled;
  return update;
}
