import { defaultExporter } from 'ra-core';
import { describe, expect, it } from 'vitest';
import jsonExportOnDemand from '../../../src/lib/jsonexport-on-demand';

// The build puts this module where ra-core's default exporter imports jsonexport
// (vite.config.ts, jsonexportOnDemand): it must still make the CSV ra-core's would.
describe('jsonexport loaded when an export first runs', () => {
  it('hands the callback the CSV jsonexport makes of the rows', async () => {
    const csv = await new Promise<string>((resolve, reject) => {
      jsonExportOnDemand([{ id: 1, username: 'acme' }, { id: 2, username: 'globex, inc' }], (error, text) => (error ? reject(error) : resolve(text)));
    });
    expect(csv.split('\n')).toEqual(['id,username', '1,acme', '2,"globex, inc"']);
  });

  it('is still what ra-core’s default exporter calls, with the rows and a callback', () => {
    // ra-core's exporter passes its own callback, which saves the file: two arguments, as forwarded.
    expect(defaultExporter.toString()).toMatch(/jsonExport\w*\(data, \(err, csv\)/);
  });
});
