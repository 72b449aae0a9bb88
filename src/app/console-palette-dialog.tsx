import { PaletteDialog } from '../features/command-palette/palette-dialog';
import { usePalettePages } from './palette-pages';

/** The command palette's dialog over the pages this user is offered; loaded with its first opening. */
export default function ConsolePaletteDialog({ onClose }: { onClose(): void }) {
  return <PaletteDialog pages={usePalettePages()} onClose={onClose} />;
}
