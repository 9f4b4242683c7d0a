/**
 * The Save for Later dialog of spec §2/§4/§8. Placeholder signature: the e-mail issue builds it
 * (auto-send once, sending → 'Recovery link sent successfully!' with Continue, toasts).
 */
export type SaveForLaterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string | undefined;
  email: string | null | undefined;
};

export function SaveForLaterDialog(_props: SaveForLaterDialogProps) {
  return null;
}
