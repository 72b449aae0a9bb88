import DownloadIcon from '@mui/icons-material/GetApp';
import { useMutation } from '@tanstack/react-query';
import { Button, useListContext } from 'react-admin';
import { exportTenants } from '../../generated/endpoints/tenants/tenants';
import { toContractFilter } from './tenant-filter';

/** A million rows take seconds to write; the API's usual five-second limit would cut them off. */
export const EXPORT_TIMEOUT_MS = 10 * 60_000;

function save(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; a later revoke frees the page's.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
      const file = (await exportTenants({ filter }, { responseType: 'blob', timeout: EXPORT_TIMEOUT_MS })) as unknown as Blob;
      save(file, `tenants-${new Date().toISOString().slice(0, 10)}.csv`);
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
