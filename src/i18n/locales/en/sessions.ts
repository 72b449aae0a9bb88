/** The sessions of one's own account in Settings (`accounts.sessions.*`): listing them, ending one, signing out everywhere. */
export const sessionsEn = {
  title: 'Sessions',
  text: 'Where your account is signed in now. End a session you do not recognise, and change your password.',
  thisDevice: 'This device',
  device: '%{browser} on %{os}',
  unknownDevice: 'Unknown device',
  from: 'From %{address}',
  started: 'Signed in %{time}',
  lastSeen: 'Last seen %{time}',
  end: 'End',
  endTitle: 'End this session?',
  endContent: '%{device} (%{address}) is signed out at once.',
  ended: 'Session ended',
  signOutEverywhere: 'Sign out everywhere',
  everywhereTitle: 'Sign out everywhere?',
  everywhereContent: 'Every session of your account ends, this one included: you will sign in again on this device too.',
};

/** The session list's fields as the contract names them (`resources.sessions.*`). */
export const sessionsResourceEn = {
  fields: {
    sessionId: 'ID',
    current: 'This device',
    createdAt: 'Signed in',
    lastSeenAt: 'Last seen',
    expiresAt: 'Expires',
    clientAddress: 'Address',
    userAgent: 'User agent',
    browser: 'Browser',
    os: 'System',
  },
};
