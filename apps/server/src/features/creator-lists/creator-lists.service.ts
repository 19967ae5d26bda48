import { isUuid } from '@amplio/shared/domain/uuid';
import {
  CREATOR_LIST_LIMITS as L,
  CREATOR_LIST_MESSAGES as M,
  type TCreatorList,
  type TCreatorListDetailsResponse,
  ZCreateCreatorListRequest,
} from '@amplio/shared/schemas/creator-lists';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, isUniqueViolation } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validation';
import type { CreatorProfileService } from '../creator-search/creator-profile.service';
import {
  addMember,
  countLists,
  deleteList,
  findLists,
  insertList,
  isOpenCreator,
  type ListRow,
  lockBrandLists,
  lockOwnList,
  memberCount,
  removeMember,
} from './creator-lists.repository';

const listNotFound = () => new AppError({ code: 'creator_list_not_found', status: 404, message: M.listNotFound });
const creatorNotFound = () => new AppError({ code: 'creator_not_found', status: 404, message: M.creatorNotFound });

const iso = (value: string | Date) => new Date(value).toISOString();

function listView(row: ListRow): TCreatorList {
  return {
    id: row.id,
    name: row.name,
    creators_count: Number(row.creators_count),
    creator_ids: row.creator_ids,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** A brand's saved lists of creators (issue 23 §3): private to the brand, 100 lists of up to 500 creators. */
export function createCreatorListsService(deps: { db: Db; clock: Clock; creators: Pick<CreatorProfileService, 'rowsOf'> }) {
  const { db, clock } = deps;

  async function oneList(input: { brandUserId: string; listId: string }): Promise<TCreatorList> {
    const [row] = await findLists(db, input);
    if (!row) throw listNotFound();
    return listView(row);
  }

  /** Runs `work` on the brand's own list, locked; 404 for a missing list or another brand's (ids cannot be probed). */
  async function onOwnList(
    input: { brandUserId: string; listId: string },
    work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>,
  ) {
    if (!isUuid(input.listId)) throw listNotFound();
    await db.transaction(async (tx) => {
      if (!(await lockOwnList(tx, input))) throw listNotFound();
      await work(tx);
    });
    return oneList(input);
  }

  return {
    async list(input: { brandUserId: string }): Promise<TCreatorList[]> {
      return (await findLists(db, input)).map(listView);
    },

    async create(input: { brandUserId: string; body: unknown }): Promise<TCreatorList> {
      const { name } = parseOrThrow(ZCreateCreatorListRequest, input.body);
      try {
        const id = await db.transaction(async (tx) => {
          await lockBrandLists(tx, input.brandUserId);
          if ((await countLists(tx, input.brandUserId)) >= L.listsPerBrand) throw fieldError('name', M.tooManyLists);
          return insertList(tx, { brandUserId: input.brandUserId, name, now: clock.now() });
        });
        return await oneList({ brandUserId: input.brandUserId, listId: id });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError({ code: 'creator_list_name_taken', status: 409, message: M.nameTaken });
        throw err;
      }
    },

    async details(input: { brandUserId: string; listId: string }): Promise<TCreatorListDetailsResponse['data']> {
      if (!isUuid(input.listId)) throw listNotFound();
      const list = await oneList(input);
      // In the list's order (newest first); a creator who has since closed their profile is left out.
      return { ...list, creators: await deps.creators.rowsOf(list.creator_ids) };
    },

    addCreator(input: { brandUserId: string; listId: string; creatorId: string }): Promise<TCreatorList> {
      return onOwnList(input, async (tx) => {
        if (!isUuid(input.creatorId) || !(await isOpenCreator(tx, input.creatorId))) throw creatorNotFound();
        const members = await memberCount(tx, input.listId);
        if (await members.has(input.creatorId)) return;
        if (members.count >= L.creatorsPerList) throw fieldError('creator_id', M.listFull);
        await addMember(tx, { listId: input.listId, creatorId: input.creatorId, now: clock.now() });
      });
    },

    removeCreator(input: { brandUserId: string; listId: string; creatorId: string }): Promise<TCreatorList> {
      return onOwnList(input, async (tx) => {
        if (isUuid(input.creatorId)) await removeMember(tx, { listId: input.listId, creatorId: input.creatorId, now: clock.now() });
      });
    },

    async remove(input: { brandUserId: string; listId: string }): Promise<void> {
      if (!isUuid(input.listId)) throw listNotFound();
      await db.transaction(async (tx) => {
        if (!(await lockOwnList(tx, input))) throw listNotFound();
        await deleteList(tx, input.listId);
      });
    },
  };
}

export type CreatorListsService = ReturnType<typeof createCreatorListsService>;
