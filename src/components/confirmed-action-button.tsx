import { useState, type ReactElement } from 'react';
import { Button, Confirm, type ButtonProps, type ConfirmProps } from 'react-admin';
import { useActingTenantLabel } from './use-acting-tenant-label';

export interface ConfirmedActionButtonProps {
  /** Where the action's words are: `<words>.actions.<action>`, `<words>.confirm.<action>Title` and `…Content`. */
  words: string;
  action: string;
  /** The button's label key, where it is not `<words>.actions.<action>`. */
  label?: string;
  /** What the confirmation's title names the record by, e.g. `{ name: record.username }`. */
  names: { [key: string]: string };
  icon: ReactElement;
  color?: ButtonProps['color'];
  /** While the action runs: the button is off and the confirmation shows it is working. */
  busy: boolean;
  confirmColor?: ConfirmProps['confirmColor'];
  /** Runs the action; `settled` closes the confirmation, whatever the answer. */
  onConfirm: (settled: () => void) => void;
}

/**
 * A button whose action runs only once a confirmation naming the record and the tenant it acts in
 * (its text is given the acting tenant's label as `tenant`) is accepted. A refusal is shown by the
 * shared mutation handler; the confirmation then closes.
 */
export function ConfirmedActionButton({ words, action, label, names, icon, color, busy, confirmColor, onConfirm }: ConfirmedActionButtonProps) {
  const tenant = useActingTenantLabel();
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  return (
    <>
      <Button label={label ?? `${words}.actions.${action}`} color={color} onClick={() => setConfirming(true)} disabled={busy}>
        {icon}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={`${words}.confirm.${action}Title`}
        titleTranslateOptions={names}
        content={`${words}.confirm.${action}Content`}
        contentTranslateOptions={{ tenant }}
        confirmColor={confirmColor}
        onConfirm={() => onConfirm(close)}
        onClose={close}
      />
    </>
  );
}
