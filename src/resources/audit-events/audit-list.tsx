import {
  Datagrid,
  FilterButton,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { auditSentence } from '../../components/audit-sentence';
import { PageHeading } from '../../components/page-heading';
import { SCROLL_WIDE_TABLE, WRAP_LONG_TEXT } from '../../components/long-text';
import { usePhone } from '../../components/use-phone';
import type { AuditRecord } from './audit-record';
import { LocalDateField } from '../../components/local-date-field';
import { AuditAction, AuditEventTargetType } from '../../generated/model';
import { AuditActionField } from './audit-action-field';
import { AuditDateInput } from './audit-date-input';
import { AuditExportButton } from './audit-export-button';
import { FIRST_LIST_PAGE } from './audit-queries';
import { AuditSentenceField } from './audit-sentence-field';

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

/** On a phone: one line per event, its sentence and time, opening its page. */
function AuditPhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<AuditRecord>
      primaryText={(record) => auditSentence(record, translate)}
      secondaryText={<LocalDateField source="at" />}
      rowClick="show"
    />
  );
}

function AuditTable() {
  return (
    <Datagrid rowClick="show" bulkActionButtons={false} sx={SCROLL_WIDE_TABLE}>
      <LocalDateField source="at" />
      {/* The server sorts audit events by time (`at`) and id (`eventId`) only. */}
      <AuditSentenceField label="resources.logs.fields.sentence" sortable={false} />
      <AuditActionField source="action" label="resources.logs.fields.action" sortable={false} />
      {/* An address is one token: 127.0.0.1 never splits over two lines. */}
      <TextField source="clientAddress" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
    </Datagrid>
  );
}

/** The audit log, newest first, each event told as a sentence. */
export default function AuditList() {
  const phone = usePhone();
  const title = <ActingTenantTitle withTenant="resources.logs.page.list" plain="resources.logs.page.listPlain" />;
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <List
        // The layout checks the session for every page; the list's own check would hold back its
        // first page for one more render.
        disableAuthentication
        title={title}
        filters={FILTERS}
        sort={FIRST_LIST_PAGE.sort}
        perPage={FIRST_LIST_PAGE.pagination.perPage}
        actions={
          <TopToolbar>
            <FilterButton />
            <AuditExportButton />
          </TopToolbar>
        }
        sx={WRAP_LONG_TEXT}
      >
        {phone ? <AuditPhoneList /> : <AuditTable />}
      </List>
    </>
  );
}
