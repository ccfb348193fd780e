import type { MeResponse } from '@pulse/domain/accounts';
import type { LouStart } from '@pulse/domain/lou/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { meQueryKey } from '../../../lib/session';
import { Page } from '../../../ui/page';
import { useLouConfig } from '../api/get-lou-config';
import { phraseReply } from '../api/phrase-reply';
import { LouChat } from '../components/lou-chat';
import { createLouEffectRunner } from '../components/run-lou-effect';
import type { PhraseLou } from '../components/use-lou-conversation';

/** `?typing=0` turns Lou's typing delay off (end-to-end tests); any other value is milliseconds. */
function typingDelayFrom(value: string | null): number | undefined {
  if (value === null) return undefined;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 && ms <= 10_000 ? ms : undefined;
}

const phraseWithServer: PhraseLou = async (reply, context) =>
  (await phraseReply({ reply, context: context.map((m) => ({ sender: m.sender, content: m.content })) })).content;

/** A Lou chat screen: the lou feature's chat, given the accounts feature's session cache. */
export function LouChatScreen({ title, start }: { title: string; start: LouStart }) {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const config = useLouConfig();
  const runEffect = useMemo(
    () =>
      createLouEffectRunner({
        onSessionChanged: (user) => queryClient.setQueryData<MeResponse>(meQueryKey, { user }),
      }),
    [queryClient],
  );
  return (
    <Page title={title}>
      <LouChat
        start={start}
        runEffect={runEffect}
        phrase={config.data?.llm ? phraseWithServer : undefined}
        typingDelayMs={typingDelayFrom(searchParams.get('typing'))}
      />
    </Page>
  );
}
