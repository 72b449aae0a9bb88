import Alert from '@mui/material/Alert';

/** A refusal that names no field (too many attempts, the server failed), above the form. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 1 }}>
      {message}
    </Alert>
  );
}
