import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  deleting: boolean;
  onConfirm: () => void;
};

/** Spec §2: the confirmation before a bulk delete, in its exact words. */
export function DeleteSelectedDialog({ open, onOpenChange, count, deleting, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Sessions"
      description={`Are you sure you want to delete ${count} selected session(s)? This action cannot be undone and will permanently remove all session data including patent information and conversation history.`}
      confirmLabel={`Delete ${count} Session(s)`}
      busy={deleting}
      onConfirm={onConfirm}
    />
  );
}
