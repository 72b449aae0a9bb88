import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { DomainProofState } from '../../generated/model';

const LOOK = {
  verified: { variant: 'filled', color: 'success' },
  pending: { variant: 'outlined', color: 'default' },
  failed: { variant: 'outlined', color: 'error' },
} as const;

/** A domain's proof in words and colour (never colour alone), as the enabled chip shows a status. */
export function DomainStateChip({ state }: { state: DomainProofState }) {
  const translate = useTranslate();
  return <Chip size="small" {...LOOK[state]} label={translate(`domains.state.${state}`)} />;
}
