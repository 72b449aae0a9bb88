import Box from '@mui/material/Box';
import { FilterButton, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { defineContractViews } from '../../components/contract-views';
import { LocalDateField } from '../../components/local-date-field';
import { AuditAction, AuditEventTargetType } from '../../generated/model';
import { listAuditEventsResponse } from '../../generated/zod/audit/audit.zod';
import { AuditActionField } from './audit-action-field';
import { AuditDateInput } from './audit-date-input';
import { AuditExportButton } from './audit-export-button';
import { FIRST_LIST_PAGE } from './audit-queries';
import { AUDIT_RESOURCE } from './audit-record';
import { AuditSentenceField } from './audit-sentence-field';

/** What the server filters the log by: an action, who did it, a time range, and (behind "Add filter") what it was done to. */
const FILTERS = [
  <SelectInput
    key="action"
    source="action"
    label="resources.logs.filters.action"
    alwaysOn
    choices={Object.values(AuditAction).map((action) => ({ id: action, name: `audit.actions.${action}` }))}
  />,
  <TextInput key="actor" source="actor" label="resources.logs.filters.actor" alwaysOn />,
  <AuditDateInput key="from" source="from" label="resources.logs.filters.from" alwaysOn />,
  <AuditDateInput key="to" source="to" label="resources.logs.filters.to" alwaysOn />,
  <SelectInput
    key="targetType"
    source="targetType"
    label="resources.logs.filters.targetType"
    choices={Object.values(AuditEventTargetType).map((type) => ({ id: type, name: `resources.logs.targetTypes.${type}` }))}
  />,
  <TextInput key="targetId" source="targetId" label="resources.logs.filters.targetId" />,
];

/**
 * The audit log, newest first, declared from the contract's `AuditEvent`: when, the event told as
 * a sentence (in the column of its target, which the sentence names), its action and the address
 * it came from; on a phone, the sentence and when. The server sorts it by time alone.
 */
const auditListViews = defineContractViews({
  name: AUDIT_RESOURCE,
  id: 'eventId',
  list: listAuditEventsResponse.shape.data.element,
  fields: {
    at: { render: () => <LocalDateField source="at" /> },
    target: { label: 'resources.logs.fields.sentence', render: () => <AuditSentenceField /> },
    action: { render: () => <AuditActionField /> },
    // An address is one token: 127.0.0.1 never splits over two lines.
    clientAddress: {
      render: (event) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {event.clientAddress}
        </Box>
      ),
    },
  },
  views: {
    list: {
      title: <ActingTenantTitle withTenant="resources.logs.page.list" plain="resources.logs.page.listPlain" />,
      fields: ['at', 'target', 'action', 'clientAddress'],
      rowFields: ['target', 'at'],
      primary: ['target'],
      rowClick: 'show',
      sortable: ['at'],
      filterInputs: FILTERS,
      sort: { field: 'at', order: FIRST_LIST_PAGE.sort.order },
      perPage: FIRST_LIST_PAGE.pagination.perPage,
      actions: (
        <TopToolbar>
          <FilterButton />
          <AuditExportButton />
        </TopToolbar>
      ),
    },
  },
});

export default auditListViews.List;
