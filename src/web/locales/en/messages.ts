// Texts of the messages screens (features/messages, issue 26), the property page's response
// figures and the admin pages' Messages sections. Named `messagesUi`: `messages` is the server's.

export const messagesUi = {
  nav: {
    messages: 'Messages',
    unread_one: 'Messages, {{count}} unread conversation',
    unread_other: 'Messages, {{count}} unread conversations',
  },
  list: {
    title: 'Messages',
    hostTitle: 'Messages with guests',
    empty: 'No conversations yet. You can ask a host a question from a property’s page.',
    hostEmpty: 'No guest has written to you yet.',
    inquiry: 'Question before booking',
    stay: 'Stay',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    asGuest: 'With your host {{name}}',
    asHost: 'With your guest {{name}}',
    someone: 'someone',
    noMessage: 'No messages yet',
    hostingLink: 'Messages with your guests',
    loading: 'Loading conversations',
  },
  thread: {
    back: 'All messages',
    loading: 'Loading the conversation',
    you: 'You',
    them: '{{name}}',
    masked: 'Contact details are hidden until the stay is confirmed.',
    linksInactive: 'Links work once a stay is confirmed.',
    messagesLabel: 'Messages in this conversation',
    sentAt: 'Sent {{time}}',
  },
  compose: {
    label: 'Your message',
    send: 'Send',
    count: '{{count}} / 2000',
    keepOnStopover:
      'Keep the conversation on Stopover: email addresses and phone numbers show only once a stay is confirmed.',
  },
  ask: {
    title: 'Ask the host of {{location}}',
    intro: 'Ask anything before you book: access, the size of your vehicle, dogs, arrival times.',
    back: 'Back to the property',
    send: 'Send question',
  },
  stay: {
    opening: 'Opening the conversation…',
  },
  actions: {
    messageHost: 'Message the host',
    messageGuest: 'Message guest',
  },
  response: {
    label: 'How the host responds',
    rate: 'Response rate: {{rate}}%',
    withinHour: 'Usually responds within an hour',
    withinHours: 'Usually responds within a few hours',
    withinDay: 'Usually responds within a day',
    moreThanDay: 'Usually responds in more than a day',
  },
  admin: {
    loadFailed: 'The conversations could not be loaded.',
    title: 'Messages',
    none: 'No conversations.',
    read: 'Read',
    readTitle: 'Read this conversation',
    reasonLabel: 'Why do you need to read it? The reason is kept in the audit trail.',
    close: 'Close',
    location: 'Location',
    guest: 'Guest',
    host: 'Host',
    kind: 'Kind',
    last: 'Last message',
    conversation: 'Conversation about {{location}}',
  },
};
