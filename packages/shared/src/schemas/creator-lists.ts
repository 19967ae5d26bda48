import { z } from 'zod';
import { ZCreatorSearchRow } from './creator-search';

/** Issue 23 §3 "Lists": a brand's saved creators. Not in the spec; the limits keep a list a shortlist. */
export const CREATOR_LIST_LIMITS = {
  nameMax: 80,
  listsPerBrand: 100,
  creatorsPerList: 500,
} as const;

export const CREATOR_LIST_MESSAGES = {
  nameRequired: 'Give the list a name.',
  nameTooLong: `A list name can be at most ${CREATOR_LIST_LIMITS.nameMax} characters.`,
  nameTaken: 'You already have a list with this name. Pick another name.',
  tooManyLists: `You can keep up to ${CREATOR_LIST_LIMITS.listsPerBrand} lists. Delete one you no longer use first.`,
  listFull: `A list holds up to ${CREATOR_LIST_LIMITS.creatorsPerList} creators. Start another list for more.`,
  listNotFound: 'This list does not exist, or it is not yours.',
  creatorNotFound: 'No creator with this id is open to brands on Amplio.',
} as const;

const M = CREATOR_LIST_MESSAGES;

/** POST /api/brands/creator-lists */
export const ZCreateCreatorListRequest = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(CREATOR_LIST_LIMITS.nameMax, M.nameTooLong),
});
export type TCreateCreatorListRequest = z.input<typeof ZCreateCreatorListRequest>;

export const ZCreatorListIdParams = z.object({ id: z.string().max(64) });
export const ZCreatorListMemberParams = z.object({ id: z.string().max(64), creator_id: z.string().max(64) });

export const ZCreatorList = z.object({
  id: z.uuid(),
  name: z.string(),
  creators_count: z.number().int(),
  /** Who is on it, newest first: enough for "Save to a list" to tick the lists a creator is on. */
  creator_ids: z.array(z.uuid()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCreatorList = z.infer<typeof ZCreatorList>;

export const ZCreatorListsResponse = z.object({ success: z.literal(true), data: z.array(ZCreatorList) });
export type TCreatorListsResponse = z.infer<typeof ZCreatorListsResponse>;

export const ZCreatorListResponse = z.object({ success: z.literal(true), data: ZCreatorList });
export type TCreatorListResponse = z.infer<typeof ZCreatorListResponse>;

/** GET /api/brands/creator-lists/{id}: the list with its creators as search shows them (those still open to brands). */
export const ZCreatorListDetailsResponse = z.object({
  success: z.literal(true),
  data: ZCreatorList.extend({ creators: z.array(ZCreatorSearchRow) }),
});
export type TCreatorListDetailsResponse = z.infer<typeof ZCreatorListDetailsResponse>;
