import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { auditSentence } from '../../components/audit-sentence';
import { AUDIT_RESOURCE, type AuditRecord } from './audit-record';

/**
 * The event as a sentence ("admin disabled tenant acme-0001"), a real link to the event's page
 * for keyboards, screen readers and new tabs.
 */
export function AuditSentenceField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      to={createPath({ resource: AUDIT_RESOURCE, id: record.id, type: 'show' })}
      // The row would navigate to the same page a second time.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      underline="hover"
      color="inherit"
    >
      {auditSentence(record, translate)}
    </Link>
  );
}
