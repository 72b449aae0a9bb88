import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslate } from '../i18n/translate';
import { LightTextField, type LightTextFieldProps } from './light-text-field';

export type LightPasswordFieldProps = Omit<LightTextFieldProps, 'type' | 'endAdornment'>;

/** A password field with a button that shows or hides what was typed, as react-admin's `PasswordInput` has. */
export function LightPasswordField(props: LightPasswordFieldProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <LightTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={translate(visible ? 'accounts.passwordToggle.hide' : 'accounts.passwordToggle.show')}
            onClick={() => setVisible(!visible)}
            size="small"
          >
            {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
