// Texts of the page frame: header, navigation, footer, language choice.

export const layout = {
  footer: {
    takeUsWithYou: 'Take Stopover with you',
    freeToJoin: 'FREE to join and download',
    company: 'Company',
    help: 'Help',
    legal: 'Legal',
    fineprint: '© {{year}} Stopover. Overnight stays on hosts’ land across New Zealand.',
  },
  language: {
    label: 'Language',
  },
};
