import { TextField, type TextFieldProps } from 'react-admin';

/**
 * A record's id in a list, right-aligned like a number and never grouped (12345, not 12,345). Its
 * digits are written as they are: formatting each row's id through `Intl` built a formatter per row.
 */
export function IdField(props: Omit<TextFieldProps, 'textAlign'>) {
  return <TextField {...props} />;
}

// Datagrid aligns a column's header and cells by its field's `textAlign`.
IdField.textAlign = 'right' as const;
