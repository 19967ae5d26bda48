import { CREATOR_LIST_LIMITS } from '@amplio/shared/schemas/creator-lists';
import { ListPlus, UsersRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import {
  useCreateCreatorList,
  useCreatorList,
  useCreatorLists,
  useDeleteCreatorList,
  useSetListMember,
} from '../../../features/creator-lists/api/creator-lists';
import { reasonOf } from '../../../features/creator-lists/components/save-to-list-dialog';
import { InviteListDialog } from '../../../features/collaborations/brand/invite-list-dialog';
import { CreatorCard } from '../../../features/creator-search/components/creator-card';

function FindCreatorsLink() {
  return (
    <Link to={paths.brandCreators.path} className={buttonStyles({ variant: 'secondary' })}>
      Find creators
    </Link>
  );
}

function NewListForm({ onCreated }: { onCreated: (id: string) => void }) {
  const createList = useCreateCreatorList();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    createList.mutate(
      { name },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created.data.id);
        },
        onError: (err) => setError(reasonOf(err)),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Start a list" className="flex flex-col gap-2">
      <Input
        label="New list"
        placeholder="Diwali fitness shortlist"
        value={name}
        maxLength={CREATOR_LIST_LIMITS.nameMax}
        error={error ?? undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={createList.isPending} loadingLabel="Creating the list" disabled={!name.trim()}>
        <ListPlus className="size-4" strokeWidth={1.75} aria-hidden="true" />
        Create list
      </Button>
    </form>
  );
}

function ListCreators({ listId, onDeleted }: { listId: string; onDeleted: () => void }) {
  const list = useCreatorList(listId);
  const setMember = useSetListMember();
  const deleteList = useDeleteCreatorList();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (list.isPending) return <Skeleton className="h-64 rounded-card" />;
  if (list.isError) return <ErrorState what="this list" error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />;
  const { name, creators } = list.data.data;
  return (
    <section aria-labelledby="list-name" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="list-name" className="text-xl text-ink">
            {name}
          </h3>
          <p className="text-sm text-ink-muted">
            {creators.length} creator{creators.length === 1 ? '' : 's'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {creators.length > 0 ? <InviteListDialog list={{ id: listId, name }} creators={creators} /> : null}
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Delete list
          </Button>
        </div>
      </div>
      {error ? (
        <Alert tone="danger" title="Not changed">
          {error}
        </Alert>
      ) : null}
      {creators.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title="No creators on this list yet"
          description="Open a creator from search and use “Save to a list” on their page."
          action={<FindCreatorsLink />}
        />
      ) : (
        <ul aria-label={`Creators on ${name}`} className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))] gap-4">
          {creators.map((creator) => (
            <li key={creator.id} className="flex flex-col gap-2">
              <CreatorCard creator={creator} />
              <Button
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => {
                  setError(null);
                  setMember.mutate({ listId, creatorId: creator.id, saved: false }, { onError: (err) => setError(reasonOf(err)) });
                }}
              >
                Remove from list<span className="sr-only">: {creator.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${name}”?`}
        description="The list goes; the creators stay on Amplio and on your other lists."
        confirmLabel="Delete list"
        confirmVariant="destructive"
        pending={deleteList.isPending}
        error={deleteList.error ? reasonOf(deleteList.error) : null}
        onConfirm={() =>
          deleteList.mutate(
            { listId },
            {
              onSuccess: () => {
                setConfirming(false);
                onDeleted();
              },
            },
          )
        }
      />
    </section>
  );
}

/** Issue 23 §3: the brand's saved lists of creators; the chosen list lives in the address (?list=). */
export default function CreatorListsPage() {
  const lists = useCreatorLists();
  const [params, setParams] = useSearchParams();
  const all = lists.data?.data ?? [];
  const chosen = all.find((list) => list.id === params.get('list')) ?? all[0];
  const choose = (id: string | null) => setParams(id ? { list: id } : {}, { replace: false });

  let body: React.ReactNode;
  if (lists.isPending) body = <Skeleton className="h-64 rounded-card" />;
  else if (lists.isError)
    body = <ErrorState what="your lists" error={lists.error} onRetry={() => lists.refetch()} retrying={lists.isFetching} />;
  else if (all.length === 0)
    body = (
      <div className="grid gap-6 lg:grid-cols-[19rem_1fr]">
        <div className="h-fit rounded-card border border-border bg-surface p-4 shadow-soft">
          <NewListForm onCreated={choose} />
        </div>
        <EmptyState
          icon={ListPlus}
          title="No lists yet"
          description="Start a shortlist here, or open a creator from search and use “Save to a list”."
          action={<FindCreatorsLink />}
        />
      </div>
    );
  else
    body = (
      <div className="grid gap-6 lg:grid-cols-[19rem_1fr]">
        <aside className="flex h-fit flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-soft">
          <nav aria-label="Your lists">
            <ul className="flex flex-col gap-1">
              {all.map((list) => (
                <li key={list.id}>
                  <Link
                    to={`?list=${list.id}`}
                    aria-current={list.id === chosen?.id ? 'page' : undefined}
                    className={cn(
                      'flex items-center justify-between gap-2 rounded-control px-3 py-2 text-sm font-medium',
                      list.id === chosen?.id ? 'bg-brand-soft text-brand' : 'text-ink hover:bg-surface-muted',
                    )}
                  >
                    <span className="truncate">{list.name}</span>
                    <span className="tabular text-xs text-ink-muted">{list.creators_count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <NewListForm onCreated={choose} />
        </aside>
        {chosen ? <ListCreators key={chosen.id} listId={chosen.id} onDeleted={() => choose(null)} /> : null}
      </div>
    );

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6">
      <div className="flex max-w-2xl flex-col gap-1">
        <h2 className="text-2xl text-ink sm:text-3xl">Saved lists</h2>
        <p className="text-ink-muted">Shortlists of creators to compare and invite. Only your team sees them.</p>
      </div>
      {body}
    </div>
  );
}
