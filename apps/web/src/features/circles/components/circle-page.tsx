import { CIRCLE_POST_MAX, CirclePostRequest } from '@pulse/domain/circles';
import { Lock } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { TextAreaField } from '../../../ui/field';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useCircle } from '../api/get-circle';
import { usePostInCircle } from '../api/post-in-circle';
import { CircleCover } from './circle-cover';
import { JoinButton } from './join-button';

function PostForm({ id }: { id: string }) {
  const post = usePostInCircle();
  const {
    register,
    handleSubmit,
    reset,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(CirclePostRequest, { defaultValues: { body: '' } });

  async function onSubmit(values: CirclePostRequest) {
    try {
      await post.mutateAsync({ id, ...values });
      reset({ body: '' });
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3" aria-label="New post">
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <TextAreaField
        label="Share with the circle"
        maxLength={CIRCLE_POST_MAX}
        error={errors.body?.message}
        {...register('body')}
      />
      <Button type="submit" pending={isSubmitting} pendingLabel="Posting..." className="self-start">
        Post
      </Button>
    </form>
  );
}

/** `/circles/{id}`: description, members, activity and the members' posts. */
export function CirclePage({ id, inviteCode }: { id: string; inviteCode?: string }) {
  const circle = useCircle(id);
  if (circle.isPending) return <Spinner />;
  if (circle.isError) {
    const missing = (circle.error as { status?: number }).status === 404;
    return (
      <Page title="Pulse Circle">
        <PageHeading>{missing ? 'Circle Not Found' : 'Could not load this circle'}</PageHeading>
        {missing ? null : <Alert tone="danger">{errorMessage(circle.error)}</Alert>}
        <ButtonLink to="/pulse-circles" variant="secondary" className="mt-4">
          Back to Pulse Circles
        </ButtonLink>
      </Page>
    );
  }
  const c = circle.data;
  const inviteLink = c.inviteCode ? `${window.location.origin}/circles/${c.id}?invite=${c.inviteCode}` : null;
  return (
    <Page title={c.name} width="wide">
      <ButtonLink to="/pulse-circles" variant="ghost" className="-ml-4 mb-2">
        Back to Pulse Circles
      </ButtonLink>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <CircleCover image={c.image} name={c.name} className="size-20 shrink-0 text-3xl" />
        <div className="flex-1">
          <h1 className="font-display text-3xl font-bold text-fg">
            {c.name} {c.isPrivate ? <Lock aria-label="Private" className="inline size-5" /> : null}
          </h1>
          <p className="text-sm text-muted">
            {c.members} {c.members === 1 ? 'member' : 'members'} · {c.category} · {c.activity} · {c.alignment}% aligned
          </p>
        </div>
        {c.isPrivate && !c.isMember && !inviteCode ? null : (
          <JoinButton
            id={c.id}
            name={c.name}
            isMember={c.isMember}
            isOwner={c.role === 'owner'}
            inviteCode={inviteCode}
          />
        )}
      </div>
      <p className="mb-2 text-base text-fg">{c.description}</p>
      <p className="mb-4 text-sm text-info">{c.reason}</p>
      {c.tags.length > 0 ? (
        <ul className="mb-6 flex flex-wrap gap-2" aria-label="Tags">
          {c.tags.map((t) => (
            <li key={t}>
              <Chip>#{t}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="circle-posts" className="flex flex-col gap-4">
          <h2 id="circle-posts" className="font-display text-xl font-bold">
            Posts
          </h2>
          {c.posts === null ? (
            <Alert tone="info">This circle is private. Posts are visible to members only.</Alert>
          ) : (
            <>
              {c.isMember ? <PostForm id={c.id} /> : <p className="text-sm text-muted">Join the circle to post.</p>}
              {c.posts.length === 0 ? <p className="text-muted">No posts yet. Start the conversation.</p> : null}
              <ul className="flex flex-col gap-3" aria-label="Circle posts">
                {c.posts.map((p) => (
                  <li key={p.id}>
                    <Card className="p-4">
                      <p className="text-sm font-semibold text-fg">
                        {p.author.name} <span className="font-normal text-muted">· {relativeTime(p.createdAt)}</span>
                      </p>
                      <p className="mt-1 whitespace-pre-wrap text-fg">{p.body}</p>
                    </Card>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <aside aria-labelledby="circle-members" className="flex flex-col gap-3">
          <h2 id="circle-members" className="font-display text-xl font-bold">
            Members
          </h2>
          {c.posts === null ? (
            <p className="text-sm text-muted">Members are listed to members.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {c.memberList.map((m) => (
                <li key={m.id} className="text-fg">
                  {m.name} {m.role === 'owner' ? <Chip tone="accent">Owner</Chip> : null}
                </li>
              ))}
            </ul>
          )}
          {inviteLink ? (
            <div className="text-sm">
              <p className="font-semibold text-fg">Invite link</p>
              <p className="break-all text-muted">{inviteLink}</p>
            </div>
          ) : null}
        </aside>
      </div>
    </Page>
  );
}
