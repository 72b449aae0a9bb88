import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface PageTitleProps {
  title?: string | ReactNode;
  defaultTitle?: ReactNode;
  className?: string;
}

/**
 * react-admin's page title in the app bar, as its `Title` draws it, without the in-place editor of
 * its preferences (`PageTitleConfigurable`), put in its place by the build (vite.config.ts,
 * `raWithoutPreferencesEditor`). The console never turns react-admin's preferences editor on, so
 * the editor never showed, but it brought MUI's whole text field into the first screen's download.
 * Drawn as react-admin's `PageTitle` draws it.
 */
export function PageTitleConfigurable({ title, defaultTitle, className, ...rest }: PageTitleProps & { preferenceKey?: string }) {
  const translate = useTranslate();
  const { preferenceKey: _unused, ...spanProps } = rest;
  return (
    <span className={className}>
      {!title ? <span {...spanProps}>{defaultTitle}</span> : typeof title === 'string' ? <span {...spanProps}>{translate(title, { _: title })}</span> : title}
    </span>
  );
}
