import { Fragment } from 'react';

/**
 * The parts of one line ("Owner · Enabled · Alice Liddell · alice@example.com"), " · " between
 * them, each part in `<bdi>`: a part is often someone's text (a display name, a description), and a
 * right-to-left one, or one ending in an override, would otherwise reorder the parts after it.
 */
export function IsolatedParts({ parts }: { parts: readonly (string | null | undefined | false)[] }) {
  const shown = parts.filter((part): part is string => typeof part === 'string' && part !== '');
  return (
    <>
      {shown.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
