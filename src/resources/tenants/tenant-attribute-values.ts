import type { AttributeValue, TenantAttributeChanges, TenantAttributes } from '../../generated/model';

/** What the forms' attribute inputs hold, by key: an input left empty holds `''`, `null` or nothing. */
export type AttributeInputValues = Record<string, AttributeValue | null | undefined>;

/** A value typed in, text trimmed; `undefined` for an input left empty. */
function typedIn(value: AttributeValue | null | undefined): AttributeValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value;
}

/** A new tenant's values: those typed in, the empty inputs left out. */
export function attributeValuesToSet(values: AttributeInputValues | undefined): TenantAttributeChanges {
  const set: TenantAttributeChanges = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    const typed = typedIn(value);
    if (typed !== undefined) set[key] = typed;
  }
  return set;
}

/** What an edit changed: each value that differs, and `null` for a value emptied; unchanged ones are not sent. */
export function attributeChanges(values: AttributeInputValues | undefined, previous: TenantAttributes | undefined): TenantAttributeChanges {
  const changes: TenantAttributeChanges = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    const typed = typedIn(value);
    const before = previous?.[key];
    if (typed === undefined && before !== undefined) changes[key] = null;
    else if (typed !== undefined && typed !== before) changes[key] = typed;
  }
  return changes;
}
