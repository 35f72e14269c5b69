// The promo widget's embeds (spec sections 2 and 9): the sizes a partner may frame and the
// administrators' list of widgets to copy embed code from.

import { z } from 'zod';
import { WIDGET_SIZES } from '../widget';

export const widgetSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The sizes the widget has slides for; the widget still renders in the others, without slides. */
  slideSizes: z.array(z.enum(WIDGET_SIZES)),
});
export const widgetSummaryListSchema = z.object({ items: z.array(widgetSummarySchema) });
export type WidgetSummaryList = z.infer<typeof widgetSummaryListSchema>;
