import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TwoFactorConfirmation, TwoFactorDisable, User } from '../../../src/generated/model';
import { catchDownloads, readText } from '../downloads';
import { failure, ok, user } from '../fixtures';
import { server } from '../msw-server';
import { openSettingsSection } from '../settings-sections';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY_CODES = ['2B7QK-M4XRT', '9HV3C-PL6WD', 'A8JN2-TQ5ZE', 'C4FR7-WX2KM', 'D9PL3-HN6VB', 'E2WQ8-KT4RJ', 'F7MX5-BC9LN', 'G3TD6-VR2QP', 'H8KN4-ZW7FS', 'J5RB9-XM3TC'];
const APP_CODE = '123456';
const PASSWORD = 'correct horse battery';

const bob = user(5, 'bob', { tenantId: 2, role: 'member' });

interface Answers {
  confirm?: (body: TwoFactorConfirmation) => Response | undefined;
}

/** The server's two-factor calls for the signed-in `me`, who is on or off as the calls leave them. */
function serveTwoFactor(initial: User, answers: Answers = {}) {
  let me = initial;
  const calls = { starts: 0, confirmations: [] as TwoFactorConfirmation[], disables: [] as TwoFactorDisable[] };
  server.use(
    http.get('*/v1/auth/me', () => ok(me)),
    http.post('*/v1/auth/two-factor/enrolment', () => {
      calls.starts += 1;
      return ok({
        secret: SECRET,
        otpauthUri: `otpauth://totp/Tenant%20Console:${me.username}?secret=${SECRET}&issuer=Tenant%20Console`,
        enrolment: `enrolment-${calls.starts}`,
        expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      });
    }),
    http.post('*/v1/auth/two-factor/confirmation', async ({ request }) => {
      const body = (await request.json()) as TwoFactorConfirmation;
      calls.confirmations.push(body);
      const answer = answers.confirm?.(body);
      if (answer) return answer;
      if (body.code !== APP_CODE) {
        return failure(400, 40000, 'code: this code does not match; check that the time on your device is right and enter the newest code', 'code');
      }
      me = { ...me, twoFactorEnabled: true };
      return ok({ recoveryCodes: RECOVERY_CODES, user: me });
    }),
    http.post('*/v1/auth/two-factor/disable', async ({ request }) => {
      const body = (await request.json()) as TwoFactorDisable;
      calls.disables.push(body);
      if (body.password !== undefined && body.password !== PASSWORD) return failure(403, 40305, 'password: the password is not right', 'password');
      if (body.code !== undefined && body.code !== APP_CODE) return failure(403, 40308, 'code: this code is not right', 'code');
      me = { ...me, twoFactorEnabled: false };
      return ok(me);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('two-factor sign-in in Settings', () => {
  it('turns it on: QR code and key, a code the app shows, then the ten recovery codes once', async () => {
    const calls = serveTwoFactor(bob);
    const { saved, names } = catchDownloads('blob:recovery-codes');
    const { person, section: twoFactor } = await openSettingsSection(bob, 'Two-factor sign-in');
    expect(await within(twoFactor).findByText('Off')).toBeInTheDocument();
    await person.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));

    expect(await within(twoFactor).findByRole('img', { name: 'QR code that adds Tenant Console to your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(within(twoFactor).getByRole('textbox', { name: 'Setup key' })).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await person.click(within(twoFactor).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await person.type(within(twoFactor).getByRole('textbox', { name: /^6-digit code/ }), '123 456');
    await person.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));

    const codes = await within(twoFactor).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(within(twoFactor).getByText(/will not be shown again/)).toBeInTheDocument();
    expect(within(twoFactor).getByText('On')).toBeInTheDocument();
    await person.click(within(twoFactor).getByRole('button', { name: 'Download' }));
    expect(names).toEqual(['recovery-codes-bob.txt']);
    const file = await readText(saved[0]!);
    for (const recoveryCode of RECOVERY_CODES) expect(file).toContain(recoveryCode);

    await person.click(within(twoFactor).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Two-factor sign-in is on')).toBeInTheDocument();
    await waitFor(() => expect(within(twoFactor).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument());
    expect(screen.queryByText(RECOVERY_CODES[0]!)).not.toBeInTheDocument();
    expect(within(twoFactor).getByText('On')).toBeInTheDocument();
    expect(within(twoFactor).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(calls.confirmations).toEqual([{ enrolment: 'enrolment-1', code: APP_CODE }]);
    // A long journey through one page: room for a slow, busy machine.
  }, 90_000);

  it('shows a code that does not match at its field, and takes the right one after it', async () => {
    const calls = serveTwoFactor(bob);
    const { person, section: twoFactor } = await openSettingsSection(bob, 'Two-factor sign-in');
    await person.click(await within(twoFactor).findByRole('button', { name: 'Turn on' }));
    const code = await within(twoFactor).findByRole('textbox', { name: /^6-digit code/ });
    await person.type(code, '654321');
    await person.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));
    expect(await within(twoFactor).findByText(/^this code does not match/)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('654321');
    await person.clear(code);
    await person.type(code, APP_CODE);
    await person.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));
    expect(await within(twoFactor).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(calls.confirmations.map((body) => body.code)).toEqual(['654321', APP_CODE]);
  });

  it('offers to start again when the setup has expired', async () => {
    const calls = serveTwoFactor(bob, {
      confirm: (body) =>
        body.enrolment === 'enrolment-1' ? failure(400, 40000, 'enrolment: this setup has expired or is not yours; start again', 'enrolment') : undefined,
    });
    const { person, section: twoFactor } = await openSettingsSection(bob, 'Two-factor sign-in');
    await person.click(await within(twoFactor).findByRole('button', { name: 'Turn on' }));
    await person.type(await within(twoFactor).findByRole('textbox', { name: /^6-digit code/ }), APP_CODE);
    await person.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));
    expect(await within(twoFactor).findByText('This setup has expired')).toBeInTheDocument();
    expect(within(twoFactor).queryByRole('img')).not.toBeInTheDocument();
    await person.click(within(twoFactor).getByRole('button', { name: 'Start again' }));
    await person.type(await within(twoFactor).findByRole('textbox', { name: /^6-digit code/ }), APP_CODE);
    await person.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));
    expect(await within(twoFactor).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(calls.starts).toBe(2);
    expect(calls.confirmations.map((body) => body.enrolment)).toEqual(['enrolment-1', 'enrolment-2']);
  });

  it('turns it off with the password, showing a wrong one at its field', async () => {
    const calls = serveTwoFactor({ ...bob, twoFactorEnabled: true });
    const { person, section: twoFactor } = await openSettingsSection(bob, 'Two-factor sign-in');
    expect(await within(twoFactor).findByText('On')).toBeInTheDocument();
    await person.click(within(twoFactor).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await person.click(within(dialog).getByRole('radio', { name: 'My password' }));
    await person.type(within(dialog).getByLabelText(/^Password/), 'not my password');
    await person.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('the password is not right')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');

    await person.clear(within(dialog).getByLabelText(/^Password/));
    await person.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
    await person.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(twoFactor).getByText('Off')).toBeInTheDocument();
    expect(within(twoFactor).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(calls.disables).toEqual([{ password: 'not my password' }, { password: PASSWORD }]);
  });

  it('turns it off with a code of the app, showing a wrong one at its field', async () => {
    const calls = serveTwoFactor({ ...bob, twoFactorEnabled: true });
    const { person, section: twoFactor } = await openSettingsSection(bob, 'Two-factor sign-in');
    await person.click(await within(twoFactor).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByRole('textbox', { name: /^Code from the app, or a recovery code/ });
    await person.type(code, '000000');
    await person.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('this code is not right')).toBeInTheDocument();
    await person.clear(code);
    await person.type(code, APP_CODE);
    await person.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(twoFactor).findByText('Off')).toBeInTheDocument();
    expect(calls.disables).toEqual([{ code: '000000' }, { code: APP_CODE }]);
  });

  it('is in Chinese when Chinese is chosen', async () => {
    serveTwoFactor(bob);
    const { person, section: twoFactor } = await openSettingsSection(bob, '两步验证', 'zh');
    expect(await within(twoFactor).findByText('未开启')).toBeInTheDocument();
    await person.click(within(twoFactor).getByRole('button', { name: '开启两步验证' }));
    expect(await within(twoFactor).findByRole('img', { name: '用于将租户控制台添加到身份验证器应用的二维码' })).toBeInTheDocument();
    expect(within(twoFactor).getByRole('textbox', { name: '设置密钥' })).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await person.type(within(twoFactor).getByRole('textbox', { name: /^6 位验证码/ }), APP_CODE);
    await person.click(within(twoFactor).getByRole('button', { name: '开启' }));
    expect(await within(twoFactor).findByRole('heading', { name: '保存您的恢复码' })).toBeInTheDocument();
    expect(within(twoFactor).getByText('已开启')).toBeInTheDocument();
    await person.click(within(twoFactor).getByRole('button', { name: '我已保存' }));
    expect(await screen.findByText('两步验证已开启')).toBeInTheDocument();
  });
});
