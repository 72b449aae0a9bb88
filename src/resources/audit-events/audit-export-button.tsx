import DownloadIcon from '@mui/icons-material/GetApp';
import { useMutation } from '@tanstack/react-query';
import { Button, useListContext } from 'react-admin';
import { exportAuditEvents } from '../../generated/endpoints/audit/audit';
import { EXPORT_TIMEOUT_MS, exportFileName, saveFile } from '../../lib/save-file';
import { toContractFilter } from './audit-filter';

/**
 * Exports every event the list's filters match, not only the page on screen: the server streams
 * the CSV (newest first, UTF-8 with BOM, formula-like cells defused) and the browser saves it.
 */
export function AuditExportButton() {
  const { filterValues, total } = useListContext();
  const download = useMutation({
    mutationFn: async () => {
      const filter = JSON.stringify(toContractFilter(filterValues as Record<string, unknown>));
      // Asked for as a Blob: the mutator hands non-envelope bodies back as they are.
      const file = (await exportAuditEvents({ filter }, { responseType: 'blob', timeoutMs: EXPORT_TIMEOUT_MS })) as unknown as Blob;
      saveFile(file, exportFileName('audit-events'));
    },
  });
  return (
    <Button label="ra.action.export" onClick={() => download.mutate()} disabled={download.isPending || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
