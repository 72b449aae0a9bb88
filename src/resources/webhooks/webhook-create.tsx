import { useRef, useState } from 'react';
import { Create, SimpleForm, useNotify, useRedirect, useTranslate, type Identifier } from 'react-admin';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { WRAP_LONG_TEXT } from '../../components/long-text';
import { PageHeading } from '../../components/page-heading';
import { SecretDialog } from '../../components/secret-dialog';
import { WebhookInputs } from './webhook-inputs';
import { toWebhookCreate, type WebhookCreateMeta, type WebhookRecord } from './webhook-record';

interface Created {
  id: Identifier;
  secret: string;
}

const DEFAULTS = { url: '', description: '', eventTypes: [], enabled: true };

/**
 * A new endpoint of the acting tenant. Its signing secret is shown once, over this page; the
 * endpoint's page opens when it is put away.
 */
export default function WebhookCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const answered = useRef<string | undefined>(undefined);
  const [created, setCreated] = useState<Created>();
  const meta: WebhookCreateMeta = {
    onSecret: (secret) => {
      answered.current = secret;
    },
  };
  const title = <ActingTenantTitle withTenant="resources.webhooks.page.create" plain="resources.webhooks.page.createPlain" />;

  return (
    <>
      <Create<WebhookRecord>
        sx={WRAP_LONG_TEXT}
        title={title}
        transform={toWebhookCreate}
        mutationOptions={{
          meta,
          onSuccess: (endpoint) => {
            notify('resources.webhooks.notifications.created', { type: 'success', messageArgs: { url: endpoint.url } });
            const secret = answered.current;
            answered.current = undefined;
            if (secret) setCreated({ id: endpoint.id, secret });
            else redirect('show', 'webhooks', endpoint.id);
          },
          // The shared mutation handler shows the error; field errors still land on their inputs.
          onError: () => undefined,
        }}
      >
        <PageHeading>{title}</PageHeading>
        {/* Our messages, in the chosen language, rather than the browser's own bubble for type="url". */}
        <SimpleForm defaultValues={DEFAULTS} noValidate>
          <WebhookInputs />
        </SimpleForm>
      </Create>
      <SecretDialog
        secret={created?.secret}
        title={translate('resources.webhooks.secret.createdTitle')}
        text={translate('resources.webhooks.secret.createdText')}
        label={translate('resources.webhooks.secret.label')}
        onClose={() => {
          const id = created?.id;
          setCreated(undefined);
          if (id !== undefined) redirect('show', 'webhooks', id);
        }}
      />
    </>
  );
}
