import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { auditSentence } from '../../components/audit-sentence';
import { useInsideRowLink } from '../../components/contract-views';
import { AUDIT_RESOURCE, type AuditRecord } from './audit-record';

/**
 * The event as a sentence ("admin disabled tenant acme-0001"), a real link to the event's page
 * for keyboards, screen readers and new tabs; its words alone in a row that links there already.
 */
export function AuditSentenceField() {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const insideLink = useInsideRowLink();
  if (!record) return null;
  if (insideLink) return <>{auditSentence(record, translate)}</>;
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
