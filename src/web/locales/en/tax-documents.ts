// Texts of the tax documents' pages (issue 28, decision 051): the receipt and the monthly
// statements. The documents' own words are the domain catalogue's taxDocuments area, shared with the PDF.

export const taxDocumentsUi = {
  print: 'Print',
  downloadPdf: 'Download PDF',
  receipt: {
    link: 'Receipt',
    linkNumbered: 'Receipt {{number}}',
    back: 'Back to My Trips',
    loadFailed: 'The receipt could not be loaded.',
  },
  statements: {
    title: 'Monthly statements',
    intro:
      'Each month’s statement of what your guests paid, the platform fee, the GST Stopover returns and the flat-rate credit passed on to you.',
    none: 'No statements yet: a month has one once a guest pays for a stay.',
    month: 'Month',
    stays: 'Stays',
    back: 'All statements',
    loadFailed: 'The statements could not be loaded.',
  },
};
