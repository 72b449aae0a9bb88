import { PageHeading } from '../../components/page-heading';
import Typography from '@mui/material/Typography';
import {
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { actorName, auditSentence, targetName } from '../../components/audit-sentence';
import { LocalDateField } from '../../components/local-date-field';
import { LeaveOnTenantSwitch } from '../../features/tenant-context';
import { AuditActionField } from './audit-action-field';
import { AuditChangesField } from './audit-changes-field';
import { AUDIT_RESOURCE, type AuditRecord } from './audit-record';
import { WRAP_LONG_TEXT } from '../../components/long-text';

function AuditTitle() {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  const title = record ? translate('resources.logs.page.show', { id: record.id }) : '';
  return <>{title}</>;
}

/** The sentence, as the page's lead. */
function SentenceField(_props: { label?: string }) {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="h6" component="p">
      {auditSentence(record, translate)}
    </Typography>
  );
}

function ActorField(_props: { label?: string }) {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const { username, isAdmin, userId, tokenName, onBehalfOf } = record.actor;
  const person = isAdmin ? translate('resources.logs.show.actorAdmin', { name: username }) : username;
  const name = actorName({ username: person, tokenName, onBehalfOf }, translate);
  return <Typography variant="body2">{userId === null ? name : `${name} · #${userId}`}</Typography>;
}

function TargetField(_props: { label?: string }) {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2">
      {`${translate(`resources.logs.targetTypes.${record.target.type}`, { _: record.target.type })} ${targetName(record)} · #${record.target.id}`}
    </Typography>
  );
}

function AuditShowPage() {
  return (
    <Show title={<AuditTitle />} actions={false} sx={WRAP_LONG_TEXT}>
      <PageHeading>
        <AuditTitle />
      </PageHeading>
      <SimpleShowLayout>
        <SentenceField label="resources.logs.fields.sentence" />
        <LocalDateField source="at" />
        <AuditActionField label="resources.logs.fields.action" />
        <ActorField label="resources.logs.fields.actor" />
        <TargetField label="resources.logs.fields.target" />
        <AuditChangesField label="resources.logs.fields.changes" />
        <NumberField source="tenantId" options={{ useGrouping: false }} emptyText="—" />
        <TextField source="requestId" />
        <TextField source="clientAddress" />
        <TextField source="userAgent" emptyText="resources.logs.show.noUserAgent" />
      </SimpleShowLayout>
    </Show>
  );
}

export default function AuditShow() {
  // Events are read in the acting tenant: another tenant's log is another list.
  return (
    <LeaveOnTenantSwitch resource={AUDIT_RESOURCE}>
      <AuditShowPage />
    </LeaveOnTenantSwitch>
  );
}
