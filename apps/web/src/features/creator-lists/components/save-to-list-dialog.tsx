import { CREATOR_LIST_LIMITS } from '@amplio/shared/schemas/creator-lists';
import { Bookmark } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useCreateCreatorList, useCreatorLists, useSetListMember } from '../api/creator-lists';

/** The server's reason in words: a field's message (422), else the message itself (404, 409), else a general line. */
export function reasonOf(error: unknown): string {
  if (isApiError(error)) return error.firstFieldError() ?? error.message;
  return 'That did not go through. Check your connection and try again.';
}

/**
 * "Save to a list" on a creator's page: each of the brand's lists with a tick where the creator is on it (a tick saves
 * or takes off at once), and a new list made and saved to in one step.
 */
export function SaveToListDialog({ creator }: { creator: { id: string; name: string } }) {
  const lists = useCreatorLists();
  const setMember = useSetListMember();
  const createList = useCreateCreatorList();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const all = lists.data?.data ?? [];
  const savedIn = all.filter((list) => list.creator_ids.includes(creator.id)).length;

  const toggle = (listId: string, saved: boolean) => {
    setError(null);
    setMember.mutate({ listId, creatorId: creator.id, saved }, { onError: (err) => setError(reasonOf(err)) });
  };

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    createList.mutate(
      { name },
      {
        onSuccess: (created) => {
          setName('');
          toggle(created.data.id, true);
        },
        onError: (err) => setError(reasonOf(err)),
      },
    );
  };

  return (
    <Dialog onOpenChange={() => setError(null)}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Bookmark className="size-4" strokeWidth={1.75} aria-hidden="true" />
          {savedIn ? `Saved to ${savedIn} list${savedIn === 1 ? '' : 's'}` : 'Save to a list'}
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Save to a list"
        description={`Keep ${creator.name} on a shortlist to compare or invite later. Only your team sees your lists.`}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        }
      >
        <div className="flex flex-col gap-4">
          {error ? (
            <Alert tone="danger" title="Not saved">
              {error}
            </Alert>
          ) : null}
          {lists.isPending ? (
            <Skeleton className="h-20" />
          ) : lists.isError ? (
            <Alert tone="danger" title="We could not load your lists.">
              {reasonOf(lists.error)}
            </Alert>
          ) : all.length === 0 ? (
            <p className="text-sm text-ink-muted">You have no lists yet. Name your first one below.</p>
          ) : (
            <fieldset className="flex flex-col gap-2" aria-busy={setMember.isPending || undefined}>
              <legend className="mb-1 text-sm font-semibold text-ink">Your lists</legend>
              {all.map((list) => {
                const saved = list.creator_ids.includes(creator.id);
                return (
                  <label
                    key={list.id}
                    className="flex cursor-pointer items-center gap-2.5 rounded-control px-2 py-1.5 text-sm text-ink hover:bg-surface-muted"
                  >
                    <input
                      type="checkbox"
                      checked={saved}
                      onChange={(event) => toggle(list.id, event.target.checked)}
                      className="size-[18px] shrink-0 cursor-pointer rounded-[5px] accent-brand"
                    />
                    <span className="flex-1">{list.name}</span>
                    <span className="tabular text-xs text-ink-muted">{list.creators_count}</span>
                  </label>
                );
              })}
            </fieldset>
          )}
          <form onSubmit={create} className="flex items-end gap-2" aria-label="Start a list">
            <Input
              label="New list"
              placeholder="Diwali fitness shortlist"
              value={name}
              maxLength={CREATOR_LIST_LIMITS.nameMax}
              onChange={(event) => setName(event.target.value)}
              fieldClassName="flex-1"
            />
            <Button type="submit" loading={createList.isPending} loadingLabel="Creating the list" disabled={!name.trim()}>
              Create and save
            </Button>
          </form>
        </div>
      </DialogContent>
    </Dialog>
  );
}
