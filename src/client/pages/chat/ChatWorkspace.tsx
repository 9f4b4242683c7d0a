import type { Message } from '../../../contract/messages';
import type { Session } from '../../../contract/sessions';
import { ChatPanel } from '../../features/chat/components/ChatPanel';
import { TipsBox } from '../../features/chat/components/TipsBox';
import { InventionMapPanel } from '../../features/invention-map/components/InventionMapPanel';
import { SectionStatusCards } from '../../features/progress/components/SectionStatusCards';
import { SketchUpload } from '../../features/sketch-upload/components/SketchUpload';
import { useSketchFile } from '../../features/sketch-upload/hooks/use-sketch-file';

type Send = (content: string, options?: { imageData?: string }) => Promise<boolean>;

type ChatWorkspaceProps = {
  session: Session;
  messages: Message[];
  streamingText: string | null;
  sending: boolean;
  send: Send;
  onPreview: () => void;
  onSaveForLater?: () => void;
  /** Shows the upload modal while a sketch is being sent. */
  onUploading: (uploading: boolean) => void;
  /** Step 7, or the sketch reopened from review: the upload area shows. */
  sketchOpen: boolean;
};

export const SKETCH_MESSAGE = 'Here is my sketch of the invention.';
export const SKIP_SKETCH_MESSAGE = 'Skip this step';

/** The chat with the assistant, the step-7 sketch upload, the invention map, the section cards and tips. */
export function ChatWorkspace(props: ChatWorkspaceProps) {
  const {
    session,
    messages,
    streamingText,
    sending,
    send,
    onPreview,
    onSaveForLater,
    onUploading,
    sketchOpen,
  } = props;
  const { sketch, choose, clear } = useSketchFile();

  // Spec §5: at step 7 the image goes with the message and is cleared afterwards.
  async function sendTyped(text: string) {
    const imageData = sketchOpen ? sketch?.dataUrl : undefined;
    const sent = await send(text, { imageData });
    if (sent && imageData) clear();
    return sent;
  }

  async function submitSketch(caption: string) {
    if (!sketch) return;
    onUploading(true);
    const sent = await send(caption || SKETCH_MESSAGE, { imageData: sketch.dataUrl });
    onUploading(false);
    if (sent) clear();
  }

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <ChatPanel
          messages={messages}
          streamingText={streamingText}
          sending={sending}
          onSend={sendTyped}
          onPreview={onPreview}
          onSaveForLater={onSaveForLater}
        >
          {sketchOpen && (
            <SketchUpload
              sketch={sketch}
              onChoose={(files) => void choose(files)}
              onClear={clear}
              onSubmit={(caption) => void submitSketch(caption)}
              onSkip={() => void send(SKIP_SKETCH_MESSAGE)}
              disabled={sending}
            />
          )}
        </ChatPanel>
      </div>
      <div className="space-y-4">
        <InventionMapPanel sessionId={session.sessionId} revision={session.updatedAt} showClaims={false} />
        <SectionStatusCards session={session} reviewMode={false} />
        <TipsBox />
      </div>
    </div>
  );
}
