/** The success envelope of the contract. */
export function ok<T>(data: T): { code: 0; message: string; data: T } {
  return { code: 0, message: 'ok', data };
}
