/**
 * Every message a visitor can read from the forms and lists, in one place. The spellings follow
 * SPEC.md exactly (its typos are requirements).
 */
export const messages = {
  contact: {
    missingFields: 'please enter all details',
    sent: 'message send succesfully',
    failed: 'Sorry, your message could not be sent. Please check your connection and try again; nothing you typed has been lost.',
    sending: 'Sending…',
  },
  application: {
    required: 'This fiels is required',
    invalidEmail: 'Invalid email',
    invalidPhone: 'Invalid contact number',
    submitted: 'Your application has been submitted',
    resumeType: 'Please choose a PDF, DOC or DOCX file',
    resumeSize: 'The resume must be 5 MB or smaller',
    uploadFailed: 'Your resume could not be uploaded. Please try again; your details are kept.',
    submitFailed: 'Your application could not be sent. Please try again; your details are kept.',
  },
  careers: {
    noOpenings: 'Thank you for your interest but we have no current openings.',
  },
  content: {
    loadFailed: 'Sorry, this content could not be loaded right now. Please try again later.',
  },
  division: {
    noProducts: 'No products in this category yet. Call us and we will help you choose.',
    productsLoading: 'Loading products',
    faqsLoading: 'Loading questions and answers',
  },
  remote: {
    failedTitle: 'This section is taking a break',
    failedBody: 'We could not load this part of the site. The rest of the site still works.',
    retry: 'Try again',
  },
} as const;
