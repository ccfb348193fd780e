import { CONVERSATION_SUBJECT } from '@pulse/domain/messaging';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Avatar } from '../../../ui/avatar';
import { useStartConversation } from '../api/start-conversation';
import { CloseButton, PanelFrame } from './chat-panel';
import { Composer } from './composer';

/** The chat panel before a thread exists: the first message starts it ("New Collaboration Opportunity"). */
export function NewConversationPanel({
  creator,
  onStarted,
  onClose,
  className,
}: {
  creator: { id: string; name: string; avatar: string };
  onStarted: (threadId: string) => void;
  onClose: () => void;
  className?: string;
}) {
  const start = useStartConversation();
  const [failure, setFailure] = useState<string | null>(null);

  async function send(message: string) {
    setFailure(null);
    try {
      const result = await start.mutateAsync({ creatorId: creator.id, message });
      onStarted(result.thread.id);
    } catch (error) {
      setFailure(errorMessage(error));
      throw error;
    }
  }

  return (
    <PanelFrame
      className={className}
      header={
        <>
          <Avatar src={creator.avatar} size={44} className="size-11" />
          <div className="flex min-w-0 flex-1 flex-col">
            <h2 className="truncate font-display text-lg font-bold text-fg">{creator.name}</h2>
            <p className="truncate text-sm text-muted">{CONVERSATION_SUBJECT}</p>
          </div>
          <CloseButton onClose={onClose} />
        </>
      }
      footer={
        <>
          {failure ? (
            <div className="px-3 pb-2">
              <Alert tone="danger">{failure}</Alert>
            </div>
          ) : null}
          <Composer autoFocus onSend={send} placeholder={`Write to ${creator.name}…`} />
        </>
      }
    >
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
        <p className="font-display text-xl font-bold text-fg">Start a conversation</p>
        <p className="max-w-xs text-sm text-muted">
          Introduce yourself and your project. {creator.name} gets your message as “{CONVERSATION_SUBJECT}”.
        </p>
      </div>
    </PanelFrame>
  );
}
