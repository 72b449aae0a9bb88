/** Only a path of this console may follow sign-in, never another site (`//evil.example`). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  // Sign-in and its code step lead on; they are never where it leads.
  if (/^\/(sign-in|sign-in-2|login|otp)(\/|\?|$)/.test(target)) return '/';
  return target;
}
