import type { WidgetSummaryList } from '../../../domain/schemas/widgets';
import { WIDGET_SIZES } from '../../../domain/widget';
import type { Db } from '../../db/client';
import * as repo from './widgets.repository';

/** Every widget, with the sizes it has slides for (in the spec's order), for the embed-code screen. */
export async function listWidgets(db: Db): Promise<WidgetSummaryList> {
  const rows = await repo.listWidgets(db);
  return {
    items: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      slideSizes: WIDGET_SIZES.filter((size) => row.slides.some((slide) => slide.size === size)),
    })),
  };
}
