import type { Session } from '../../../contract/sessions';
import { InventionMapPanel } from '../../features/invention-map/components/InventionMapPanel';
import { ReviewScreen } from '../../features/review/components/ReviewScreen';
import { EditableSection } from '../../features/section-edit/components/EditableSection';
import { EditSavedBanner } from '../../features/section-edit/components/EditSavedBanner';
import { useSectionEdit } from '../../features/section-edit/hooks/use-section-edit';

type ReviewWorkspaceProps = {
  session: Session;
  onPreview: () => void;
  onGeneratePdf: () => void;
  generating: boolean;
  goToCheckout: () => void;
};

/** Review mode (spec §4): the review screen with editable, premium-gated sections, and the invention map. */
export function ReviewWorkspace({
  session,
  onPreview,
  onGeneratePdf,
  generating,
  goToCheckout,
}: ReviewWorkspaceProps) {
  const edit = useSectionEdit(session.sessionId);
  return (
    <div className="space-y-4">
      <ReviewScreen
        session={session}
        onPreview={onPreview}
        onGeneratePdf={onGeneratePdf}
        generating={generating}
        banner={<EditSavedBanner visible={edit.bannerVisible} />}
        renderSection={(key, label, text, media) => (
          <EditableSection
            media={media}
            sessionId={session.sessionId}
            sectionKey={key}
            label={label}
            text={text}
            premiumUnlocked={session.premiumUnlocked}
            onSave={edit.save}
            onUnlock={goToCheckout}
          />
        )}
      />
      <InventionMapPanel sessionId={session.sessionId} revision={session.updatedAt} showClaims />
    </div>
  );
}
