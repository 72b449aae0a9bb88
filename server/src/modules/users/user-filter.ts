import type { UserFilter } from './user-repository.js';
import { filterBoolean, filterEntries, filterIds, filterText, invalid } from '../../core/lists/list-query.js';

const USER_FILTER_KEYS = ['q', 'role', 'enabled', 'kind', 'id'] as const;

export function parseUserFilter(raw: string | undefined): UserFilter {
  const { q, role, enabled, kind, id } = filterEntries(raw, USER_FILTER_KEYS);
  const filter: UserFilter = {};
  const text = filterText(q);
  if (text !== undefined) filter.q = text;
  if (role !== undefined) {
    if (role !== 'owner' && role !== 'member') throw invalid('filter', 'listFilterRole');
    filter.role = role;
  }
  if (kind !== undefined) {
    if (kind !== 'person' && kind !== 'service') throw invalid('filter', 'listFilterKind');
    filter.kind = kind;
  }
  const state = filterBoolean(enabled);
  if (state !== undefined) filter.enabled = state;
  const ids = filterIds(id, 'listFilterUserId');
  if (ids !== undefined) filter.ids = ids;
  return filter;
}
