import VerifiedIcon from '@mui/icons-material/Verified';

/**
 * The mark of a domain its tenant proved it owns: an icon that names itself to screen readers and
 * in a hover title, so lists show it without a request or a tooltip of their own per row.
 */
export function VerifiedMark({ label, className }: { label: string; className?: string }) {
  return <VerifiedIcon className={className} color="success" fontSize="inherit" titleAccess={label} sx={{ verticalAlign: '-0.125em' }} />;
}
