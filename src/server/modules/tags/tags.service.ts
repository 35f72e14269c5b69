// Tags (spec sections 3 and 7): every tag for everyone; administrators add them from the admin Tags
// screen. The label and group rules are the domain's (createTagBodySchema), checked by the route's
// schema; a label is unique, which the database's unique index decides.

import { AppError } from '../../../domain/errors';
import type { CreateTagBody, Tag } from '../../../domain/schemas/tags';
import type { Db } from '../../db/client';
import * as repo from './tags.repository';
import { recordAdminAction } from '../audit/audit.service';

export async function listTags(db: Db): Promise<Tag[]> {
  return (await repo.listTags(db)) as Tag[];
}

/** POST /v1/tags: the new tag, or 409 tags.duplicate when its label is taken. */
export async function createTag(db: Db, adminId: string, input: CreateTagBody): Promise<Tag> {
  const row = await repo.insertTag(db, input);
  if (!row) throw new AppError('CONFLICT', 'tags.duplicate', { label: input.label }, 'label');
  await recordAdminAction(db, { actorId: adminId, action: 'tag.create', details: { label: row.label } });
  return row as Tag;
}

/** Which of these ids name no tag: properties and content blocks refuse them. */
export const findUnknownTagIds = (db: Db, ids: number[]) => repo.findUnknownTagIds(db, ids);
