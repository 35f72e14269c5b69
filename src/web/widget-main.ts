// The promo widget's own entry (widget.html, served at /widget/{slug}): a few kilobytes of plain DOM
// code, without the app's React, router, Mantine or map, so it loads fast inside a partner's iframe.

import './features/widget/widget.css';
import { startWidget } from './features/widget/widget-page';

const root = document.getElementById('widget');
if (root) void startWidget(root, window.location);
