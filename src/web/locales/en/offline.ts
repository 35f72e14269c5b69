// Texts of the installable app and the offline trip (issue 29, decision 052).

export const offlineUi = {
  banner: {
    signedIn: 'You are offline. Your upcoming stays saved on this device are in My Trips.',
    visitor: 'You are offline. Pages will load again when you have a connection.',
    myTrips: 'Open My Trips',
  },
  savedOn: 'Offline: saved on {{when}}',
  notSaved: 'Offline: nothing of your trips is saved on this device yet.',
  needsConnection: 'You are offline: cancelling, messages and receipts need a connection.',
  update: {
    text: 'A new version of Stopover is ready.',
    reload: 'Reload',
  },
  install: {
    title: 'Keep your trip on your phone',
    text: 'Install Stopover: your upcoming stays, directions and the host’s phone open even without signal.',
    action: 'Install Stopover',
  },
  stay: {
    details: 'Stay details',
    back: 'Back to My Trips',
    photos: 'Photos of {{name}}',
    photo: 'Photo {{number}} of {{name}}',
    map: 'Map around {{name}}',
    openInMaps: 'Directions in your maps app',
    notFound: 'This stay is not among your trips.',
  },
};
