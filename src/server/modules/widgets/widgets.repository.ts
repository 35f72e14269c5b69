import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { widgets } from '../../db/schema';

export async function listWidgets(db: Db) {
  return db
    .select({ slug: widgets.slug, title: widgets.title, slides: widgets.slides })
    .from(widgets)
    .orderBy(asc(widgets.slug));
}
