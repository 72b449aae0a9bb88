/**
 * Messages of invitations from a file (`invitations.batch.*`): the dialog that reads a CSV, shows
 * the server's check of every row and sends them. Loaded with the dialog, not with the console.
 */
export const invitationBatchEn = {
  invitations: {
    batch: {
      title: 'Invite people to %{tenant} from a file',
      titlePlain: 'Invite people from a file',
      text: 'A CSV file with a column email and a column role (member or owner), and optionally name and username; its first line may name the columns, or they are email, role and name in that order. At most %{max} rows. Nothing is sent until you have seen the check.',
      choose: 'Choose a CSV file',
      chooseAnother: 'Choose another file',
      empty: 'The file has no rows',
      tooMany: 'At most %{max} rows at once; this file has %{count}',
      ready: '%{smart_count} of %{total} rows will be invited |||| %{smart_count} of %{total} rows will be invited',
      sent: '%{smart_count} of %{total} rows invited: the mail is on its way |||| %{smart_count} of %{total} rows invited: the mails are on their way',
      notSent: 'Not sent: %{smart_count} row |||| Not sent: %{smart_count} rows',
      problemLine: 'Row %{line} · %{email} · %{outcome}: %{message}',
      more: 'and %{count} more, in the download',
      send: 'Send %{smart_count} invitation |||| Send %{smart_count} invitations',
      downloadCheck: 'Download the check',
      downloadResults: 'Download the results',
      outcomes: {
        invited: 'Invited',
        ready: 'Ready',
        duplicate: 'Duplicate',
        member: 'Already a member',
        taken: 'Taken',
        invalid: 'Invalid',
      },
      problems: {
        email: 'Not a valid email address',
        role: 'The role must be member or owner',
        username: 'Use 2–64 letters, digits, "_", "." or "-", starting with a letter or digit',
        displayName: 'The name is longer than 100 characters',
      },
      columns: {
        line: 'Row',
        email: 'Email',
        outcome: 'Outcome',
        username: 'Username',
        message: 'Reason',
      },
    },
  },
};
