import { useTranslate } from 'react-admin';
import { isGroup } from './event-types';

/** What a choice means, in words: "Every user event" for `user.*`. */
export function useEventTypeMeaning(): (type: string) => string | undefined {
  const translate = useTranslate();
  return (type) => {
    if (type === '*') return translate('resources.webhooks.eventTypes.all');
    if (isGroup(type)) return translate('resources.webhooks.eventTypes.group', { group: type.slice(0, -2) });
    return undefined;
  };
}
