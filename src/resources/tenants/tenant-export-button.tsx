import DownloadIcon from '@mui/icons-material/GetApp';
import { useMutation } from '@tanstack/react-query';
import { Button, useListContext } from 'react-admin';
import { exportTenants } from '../../generated/endpoints/tenants/tenants';
import { EXPORT_TIMEOUT_MS, exportFileName, saveFile } from '../../lib/save-file';
import { toContractFilter } from './tenant-filter';

/**
 * Exports every tenant the list's filters match, not only the page on screen: the server writes
 * the CSV (UTF-8 with BOM, formula-like cells defused) and the browser saves it.
 */
export function TenantExportButton() {
  const { filterValues, total } = useListContext();
  const download = useMutation({
    mutationFn: async () => {
      const filter = JSON.stringify(toContractFilter(filterValues as Record<string, unknown>));
      // Asked for as a Blob: the mutator hands non-envelope bodies back as they are.
      const file = (await exportTenants({ filter }, { responseType: 'blob', timeoutMs: EXPORT_TIMEOUT_MS })) as unknown as Blob;
      saveFile(file, exportFileName('tenants'));
    },
  });
  return (
    <Button
      label="ra.action.export"
      onClick={() => download.mutate()}
      disabled={download.isPending || total === 0}
    >
      <DownloadIcon />
    </Button>
  );
}
