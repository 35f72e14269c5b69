// The promo widget's sizes (spec section 9), without zod: the widget's own small bundle reads them.

/** Width x height in CSS pixels; the first is the default. */
export const WIDGET_SIZES = ['300x600', '300x250', '728x90', '160x600'] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];
