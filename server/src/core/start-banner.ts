/** The administrator the start-up banner names; the password only when this start generated it. */
export interface BannerAdmin {
  username: string;
  generatedPassword?: string;
}

const RULE = '─'.repeat(64);

/** For a start that failed after creating the administrator: the password would be lost otherwise. */
export function passwordNotice(username: string, password: string): string {
  return (
    `\n  The administrator '${username}' was created with the password ${password}\n` +
    '  before the start failed. It is shown only this once: keep it, and sign in once the server starts.\n\n'
  );
}

/**
 * The last thing a start prints, in plain lines rather than log records: where to open the
 * console, who signs in, and on the first start the generated password, which is shown nowhere else.
 */
export function startBanner(address: string, admin: BannerAdmin | undefined): string {
  const lines = [RULE, `Tenant Console is running at ${address}`];
  if (admin) lines.push(`Administrator:  ${admin.username}`);
  if (admin?.generatedPassword) {
    lines.push(
      `Password:       ${admin.generatedPassword}`,
      '                (generated, shown only this once: sign in and choose your own',
      '                under Settings › Password)',
    );
  }
  lines.push(`API reference:  ${address}/api/docs`, RULE);
  return `\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`;
}
