import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { addDomainBody } from '../../generated/zod/domains/domains.zod';
import { ErrorCode } from '../../generated/model';
import { useAddDomain } from './use-domain-changes';

/** What a refusal placed at the name carries (react-admin's HttpError, made by `toFormHttpError`). */
interface PlacedRefusal {
  body?: { code?: number; errors?: { name?: string } };
}

/**
 * An owner (or an administrator acting in the tenant) claims a domain: it joins the list below as
 * not verified, with the TXT record that proves it. What is wrong with the name is said at the
 * field, in the user's words: malformed before asking, already this tenant's as the server answers.
 * Other tenants' claims of the name are never a refusal: the server tells nothing of them.
 */
export function AddDomainForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const add = useAddDomain();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = name.trim();
    if (typed === '') return setProblem(translate('domains.add.required'));
    if (!addDomainBody.safeParse({ name: typed }).success) return setProblem(translate('domains.add.malformed', { name: typed }));
    setProblem(undefined);
    add.mutate(typed, {
      onSuccess: (proof) => {
        setName('');
        notify('domains.add.added', { type: 'success', messageArgs: { name: proof.name } });
      },
      onError: (error) => {
        const { body } = error as PlacedRefusal;
        if (body?.code === ErrorCode.DomainClaimedAlready) {
          setProblem(translate('domains.add.takenHere', { name: typed }));
        } else if (body?.errors?.name) {
          setProblem(body.errors.name);
        } else return;
        input.current?.focus();
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate('domains.add.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 3 }}
    >
      <TextField
        name="name"
        label={translate('domains.add.label')}
        placeholder="shop.example.com"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (problem) setProblem(undefined);
        }}
        inputRef={input}
        error={problem !== undefined}
        helperText={problem ?? translate('domains.add.help')}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, inputMode: 'url' } }}
        size="small"
        sx={{ flex: '1 1 18rem', minWidth: 0 }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddIcon />}
        loading={add.isPending}
        loadingPosition="start"
        // As tall as the field beside it (the theme's dense filled field); the whole width under it on a phone.
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, height: 48, whiteSpace: 'nowrap' }}
      >
        {translate(add.isPending ? 'domains.add.submitting' : 'domains.add.submit')}
      </Button>
    </Box>
  );
}
