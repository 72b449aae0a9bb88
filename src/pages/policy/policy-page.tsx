import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../api/api-error';
import { refusalMessage } from '../../lib/submission-errors';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { useCurrentUser } from '../../components/use-current-user';
import { useActingTenant } from '../../features/tenant-context';
import { checkTenantPolicy, getGetTenantPolicyQueryKey, updateTenantPolicy, useGetTenantPolicy } from '../../generated/endpoints/tenants/tenants';
import { TwoFactorRequirement, type TenantPolicy, type TenantPolicyImpact } from '../../generated/model';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AllowlistImpact, CountImpact } from './policy-impact';
import { inputOf, toFormValues, toSettings, type PolicyFormValues, type RequirementChoice } from './policy-form-values';

const FORBIDDEN = 403;

/** The numbers' inputs, with the contract's bounds. */
const NUMBER_INPUTS = [
  { field: 'passwordMinLength', min: 12, max: 128 },
  { field: 'sessionLifetimeHours', min: 1, max: 720 },
  { field: 'idleTimeoutMinutes', min: 5, max: 1440 },
] as const;
/** The grace period's bounds, as the contract's `TwoFactorGraceDays`. */
const GRACE_DAYS = { min: 0, max: 90 } as const;
/** How long typing pauses before the server is asked what the list would do. */
const CHECK_AFTER_MS = 400;

/** A refusal by input: the server's words at the field it names, else over the form. */
type Refusals = Partial<Record<keyof PolicyFormValues | 'form', string>>;

function refusalsOf(error: unknown, fallback: string): Refusals {
  const input = error instanceof ApiError ? inputOf(error.field) : undefined;
  return { [input ?? 'form']: refusalMessage(error) ?? fallback };
}

/** Settings with something to check beforehand: an empty form is the instance's policy. */
const setsAnything = (settings: ReturnType<typeof toSettings>) => Object.values(settings).some((value) => value !== null);

/** The form, once the policy is read: its values, what they would do, and Save. */
function PolicyForm({ policy }: { policy: TenantPolicy }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PolicyFormValues>(() => toFormValues(policy.tenant));
  // What the server said of the settings as they were when typing last paused, kept with them.
  const [checked, setChecked] = useState<{ key: string; impact?: TenantPolicyImpact; refusals: Refusals }>();
  const [saveRefusals, setSaveRefusals] = useState<Refusals>({});
  const [saving, setSaving] = useState(false);
  const settled = toSettings(useDebouncedValue(values, CHECK_AFTER_MS));
  const settledKey = JSON.stringify(settled);

  useEffect(() => {
    const settings = JSON.parse(settledKey) as ReturnType<typeof toSettings>;
    if (!setsAnything(settings)) return;
    let current = true;
    checkTenantPolicy(settings).then(
      (impact) => current && setChecked({ key: settledKey, impact, refusals: {} }),
      (error: unknown) => current && setChecked({ key: settledKey, refusals: refusalsOf(error, translate('shell.errors.somethingWentWrong')) }),
    );
    return () => {
      current = false;
    };
  }, [settledKey, translate]);

  const fresh = setsAnything(settled) && checked?.key === settledKey ? checked : undefined;
  const impact = fresh?.impact;
  const refusals = { ...fresh?.refusals, ...saveRefusals };

  const change = (field: keyof PolicyFormValues) => (event: { target: { value: string } }) => {
    setSaveRefusals({});
    setValues((before) => ({ ...before, [field]: event.target.value }));
  };
  // Empty, a field takes the instance's setting: its help says which.
  const numberHelp = (field: (typeof NUMBER_INPUTS)[number]['field'], min: number, max: number) => {
    const instance = policy.instance[field];
    if (field === 'passwordMinLength') return translate('policy.help.passwordMinLength', { min: instance, max });
    return instance === null ? translate(`policy.help.${field}`, { min, max }) : translate(`policy.help.${field}Instance`, { min, max, value: instance });
  };
  const requirementOf = (choice: TwoFactorRequirement | null) => translate(`policy.requirement.${choice ?? 'nobody'}`);
  const locksOut = impact !== undefined && impact.boundByAllowlist && !impact.yourAddressAllowed && toSettings(values).ipAllowlist !== null;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await updateTenantPolicy(toSettings(values));
      queryClient.setQueryData(getGetTenantPolicyQueryKey(), saved);
      setSaveRefusals({});
      notify('policy.saved', { type: 'success' });
    } catch (error) {
      setSaveRefusals(refusalsOf(error, translate('shell.errors.somethingWentWrong')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => (event.preventDefault(), void save())}>
          {refusals.form && <Alert severity="error">{refusals.form}</Alert>}
          <TextField
            label={translate('policy.fields.allowlist')}
            value={values.allowlist}
            onChange={change('allowlist')}
            multiline
            minRows={3}
            error={refusals.allowlist !== undefined}
            helperText={refusals.allowlist ?? translate('policy.help.allowlist')}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          {impact && settled.ipAllowlist !== null && <AllowlistImpact impact={impact} />}
          {NUMBER_INPUTS.map(({ field, min, max }) => (
            <TextField
              key={field}
              label={translate(`policy.fields.${field}`)}
              value={values[field]}
              onChange={change(field)}
              type="number"
              error={refusals[field] !== undefined}
              helperText={refusals[field] ?? numberHelp(field, min, max)}
              slotProps={{ htmlInput: { min, max, inputMode: 'numeric' } }}
            />
          ))}
          {impact && <CountImpact count={impact.sessionsEnding} message="policy.impact.sessionsEnding" />}
          <TextField
            select
            label={translate('policy.fields.twoFactorRequiredFor')}
            value={values.twoFactorRequiredFor}
            onChange={change('twoFactorRequiredFor')}
            error={refusals.twoFactorRequiredFor !== undefined}
            helperText={refusals.twoFactorRequiredFor ?? translate('policy.help.twoFactorRequiredFor')}
            // The browser's own list: light, and the same on a phone as the platform's picker.
            slotProps={{ select: { native: true } }}
          >
            <option value="">{translate('policy.requirement.instance', { value: requirementOf(policy.instance.twoFactorRequiredFor) })}</option>
            {Object.values(TwoFactorRequirement).map((choice: RequirementChoice) => (
              <option key={choice} value={choice}>
                {requirementOf(choice === '' ? null : choice)}
              </option>
            ))}
          </TextField>
          <TextField
            label={translate('policy.fields.twoFactorGraceDays')}
            value={values.twoFactorGraceDays}
            onChange={change('twoFactorGraceDays')}
            type="number"
            error={refusals.twoFactorGraceDays !== undefined}
            helperText={refusals.twoFactorGraceDays ?? translate('policy.help.twoFactorGraceDays', { ...GRACE_DAYS, value: policy.instance.twoFactorGraceDays })}
            slotProps={{ htmlInput: { ...GRACE_DAYS, inputMode: 'numeric' } }}
          />
          {impact && <CountImpact count={impact.withoutTwoFactor} message="policy.impact.withoutTwoFactor" />}
          <Box>
            <Button type="submit" variant="contained" disabled={saving || locksOut}>
              {translate('ra.action.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function twoFactorSentence({ effective }: TenantPolicy, translate: ReturnType<typeof useTranslate>): string {
  const { twoFactorRequiredFor: whom, twoFactorGraceDays: days } = effective;
  if (whom === null) return translate('policy.now.noTwoFactor');
  return days === 0 ? translate(`policy.now.twoFactorAtOnce.${whom}`) : translate(`policy.now.twoFactor.${whom}`, { smart_count: days });
}

/** What holds now, in a sentence each: the networks, the shortest password, the sessions' limits and two-factor sign-in. */
function EffectiveSummary({ policy }: { policy: TenantPolicy }) {
  const translate = useTranslate();
  const list = policy.effective.ipAllowlist;
  return (
    <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3, color: 'text.secondary' }}>
      <li>{list === null ? translate('policy.now.anywhere') : translate('policy.now.networks', { smart_count: list.length, networks: list.join(', ') })}</li>
      <li>{translate('policy.now.password', { min: policy.effective.passwordMinLength })}</li>
      <li>
        {policy.effective.sessionLifetimeHours === null
          ? translate('policy.now.sessionsOwnExpiry')
          : translate('policy.now.sessionLifetime', { smart_count: policy.effective.sessionLifetimeHours })}
      </li>
      <li>
        {policy.effective.idleTimeoutMinutes === null
          ? translate('policy.now.noIdleLimit')
          : translate('policy.now.idleTimeout', { smart_count: policy.effective.idleTimeoutMinutes })}
      </li>
      <li>{twoFactorSentence(policy, translate)}</li>
    </Box>
  );
}

/**
 * `/settings/policy`: the acting tenant's own policy over the instance's, with what a new
 * allowlist would do shown before it is saved. Owners and administrators acting in the tenant; a
 * member is told who sets it, without asking the server.
 */
function PolicyPage() {
  const translate = useTranslate();
  const { access } = useCurrentUser();
  const { tenantId } = useActingTenant();
  const policy = useGetTenantPolicy({ query: { enabled: access === 'manage' } });
  const forbidden = access === 'self' || policy.error?.status === FORBIDDEN;
  const title = <ActingTenantTitle withTenant="policy.titleOf" plain="policy.title" />;
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" fontWeight={600} gutterBottom>
        {title}
      </Typography>
      {forbidden ? (
        <Alert severity="info" variant="outlined">
          {translate('policy.ownersOnly')}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('policy.intro')}
          </Typography>
          {policy.isPending && <LinearProgress aria-label={translate('app.loading')} />}
          {policy.isError && <Alert severity="error">{translate('policy.loadFailed', { message: policy.error.message })}</Alert>}
          {policy.data && (
            <>
              <EffectiveSummary policy={policy.data} />
              {/* Another tenant's policy starts a form of its own. */}
              <PolicyForm key={tenantId} policy={policy.data} />
            </>
          )}
        </>
      )}
    </Box>
  );
}

export default PolicyPage;
