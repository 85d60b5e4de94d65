import { tr, trFormat } from './i18n/translate';

/**
 * Every message a visitor can read from the forms and lists, in one place. Some spellings are
 * kept exactly as the site's requirements give them, typos included ("succesfully", "fiels"):
 * do not correct them. The texts are English, the keys of the dictionaries: a component shows
 * one through `tr(...)` where it renders it. The messages with values are made in the current
 * language when they are made (`trFormat`, the field's label translated too).
 */
export const messages = {
  contact: {
    missingFields: 'please enter all details',
    sent: 'message send succesfully',
    failed:
      'Sorry, your message could not be sent. Please check your connection and try again; nothing you typed has been lost.',
    sending: 'Sending…',
    /** Under the mobile field, linked to it with aria-describedby. */
    mobileHint: '10-digit Indian mobile number; +91 or 0 in front is fine',
    invalidMobile:
      'Mobile: please enter a 10-digit Indian mobile number; +91 or 0 in front is fine',
    invalidEmail: 'Email: please enter a valid e-mail address, such as name@example.com',
    tooLong: (field: string, max: number) =>
      trFormat('{field}: please keep it to {max} characters or fewer', { field: tr(field), max }),
    controlCharacters: (field: string) =>
      trFormat('{field}: please remove the hidden control characters; they cannot be sent', {
        field: tr(field),
      }),
    /**
     * The content service refused one field (a 400 naming it): the field's label and the service's
     * rule (the service's own words, in English).
     */
    refusedField: (field: string, rule: string) =>
      trFormat('{field}: {rule}', { field: tr(field), rule }),
    /** The content service refused the enquiry without naming a field. */
    refused:
      'Sorry, your message was not accepted. Please check what you typed and try again; nothing you typed has been lost.',
    tooMany:
      'You have sent several messages in a short time. Please wait a minute and try again; nothing you typed has been lost.',
  },
  application: {
    required: 'This fiels is required',
    invalidEmail: 'Invalid email',
    invalidPhone: 'Invalid contact number',
    controlCharacters: 'Please remove the hidden control characters; they cannot be sent',
    submitted: 'Your application has been submitted',
    resumeType: 'Please choose a PDF, DOC or DOCX file',
    resumeSize: 'The resume must be 5 MB or smaller',
    /** A form sent without script comes back after a problem without its file (browsers never refill one). */
    chooseResumeAgain: 'Please choose your resume again',
    uploadFailed: 'Your resume could not be uploaded. Please try again; your details are kept.',
    submitFailed: 'Your application could not be sent. Please try again; your details are kept.',
    tooLong: (max: number) => trFormat('Please keep it to {max} characters or fewer', { max }),
    /**
     * The content service refused one field (a 400 naming it): the field's label and the service's
     * rule (the service's own words, in English).
     */
    refusedField: (field: string, rule: string) =>
      trFormat('{field}: {rule}', { field: tr(field), rule }),
    /** The content service refused the application without naming a field. */
    refused:
      'Sorry, your application was not accepted. Please check what you typed and try again; your details are kept.',
    tooMany:
      'Several applications were sent from here in a short time. Please wait a minute and try again; your details are kept.',
  },
  /** "Become a dealer" (issue 52): each field's own message, shown by it and in the summary. */
  dealer: {
    name: 'Please write your name',
    firm: 'Please write the name of your shop or firm',
    town: 'Please write your town or village',
    district: 'Please write your district',
    pinCode: 'Please write your six-digit PIN code, such as 132001',
    phone: 'Please write a 10-digit mobile number; +91 or 0 in front is fine',
    divisions: 'Please tick at least one thing you would like to sell',
    sent: 'Thank you. Your application has reached our Sales team, and they will call you on the number you gave.',
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
    /** Over server-rendered content whose code could not load: the page stays readable. */
    frozen: 'Some features of this page could not load. You can keep reading.',
  },
} as const;
