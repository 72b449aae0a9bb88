// jsonexport ships no types: the one call ra-core makes, which src/lib/jsonexport-on-demand.ts forwards.
declare module 'jsonexport/dist/index.js' {
  export default function jsonExport(rows: unknown, callback: (error: Error | null, csv: string) => void): void;
}
