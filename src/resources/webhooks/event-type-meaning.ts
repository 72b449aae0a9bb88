import { useTranslate } from 'react-admin';
import { isGroup } from './event-types';

/** What a choice means, in words: "Every user event" for `user.*`. */
export function useEventTypeMeaning(): (type: string) => string | undefined {
  const translate = useTranslate();
  return (type) => {
    if (type === '*') return translate('resources.webhooks.eventTypes.all');
    if (!isGroup(type)) return undefined;
    // The group in words ("API token"), not its identifier (`apiToken`); a group not worded yet keeps its name.
    const group = type.slice(0, -2);
    return translate('resources.webhooks.eventTypes.group', { group: translate(`resources.webhooks.eventTypes.groups.${group}`, { _: group }) });
  };
}
