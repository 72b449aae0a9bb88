/**
 * i18next reads react-admin's own `%{name}` placeholders, so the messages load as written: the
 * public ones need no conversion (and no converter in the first load).
 */
export const INTERPOLATION = { prefix: '%{', suffix: '}' } as const;
