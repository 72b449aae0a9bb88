import type jsonExport from 'jsonexport/dist/index.js';

/**
 * jsonexport as ra-core's default exporter imports it, put in its place by the build (vite.config.ts,
 * `jsonexportOnDemand`), loading the real one when an export first runs. The console's lists export
 * on the server (every matching row, CSV cells defused), so ra-core's exporter never runs in them;
 * its import alone put jsonexport in every list's download. Called as ra-core calls it:
 * `(rows, callback)`, the CSV handed to the callback.
 */
export default function jsonExportOnDemand(...args: Parameters<typeof jsonExport>): void {
  void import('jsonexport/dist/index.js').then(({ default: realJsonExport }) => {
    realJsonExport(...args);
  });
}
