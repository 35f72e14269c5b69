// Texts of a site's calendar sync (issue 28, decision 047), in the property form.

export const calendarSyncUi = {
  title: 'Calendar sync',
  feedLabel: 'Private calendar address of this site',
  feedHint:
    'Subscribe to it in Google Calendar, Airbnb or Hipcamp to see the nights booked or blocked here. Anyone with the address can see them.',
  copy: 'Copy address',
  copied: 'Copied',
  copyFailed: 'The address could not be copied: select it and copy it yourself.',
  replace: 'Make a new address',
  replaced: 'New address made: the old one no longer works.',
  importsTitle: 'Calendars from elsewhere',
  importsHint:
    'Nights booked or blocked in these calendars are not sold on Stopover. They are checked every 15 minutes.',
  none: 'No calendars synced yet.',
  blockedBy: 'Blocked by {{name}}: {{nights}}',
  tileBlockedBy: 'Blocked by {{names}}',
  spokenBlockedBy: 'blocked by {{names}}',
  nothingBlocked: '{{name}} blocks no nights',
  lastSync: 'Last synced {{time}}',
  neverSynced: 'Not synced yet',
  failed: 'The last check failed: {{reason}} The nights of the last good sync still apply.',
  remove: 'Remove {{name}}',
  removeShort: 'Remove',
  addTitle: 'Sync another calendar',
  name: 'Calendar name',
  nameHint: 'Shown on the nights it blocks, e.g. Airbnb',
  url: 'Calendar address (iCal, .ics)',
  urlHint: 'Its export or iCal link, starting with https://',
  add: 'Add calendar',
  saveFirst: 'Save the property to sync this site’s calendar with others.',
  loadFailed: 'Calendar sync could not be loaded.',
};
