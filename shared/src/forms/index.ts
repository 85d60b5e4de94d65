/**
 * @navdhara/shared/forms: the enquiry form and the rules of the forms (enquiry, job application,
 * "Become a dealer").
 * Not a shared module: each app that shows a form bundles its own copy, so the UI kit every page
 * loads stays without them (the home page has no form; the shell loads its popup's form when the
 * popup opens). Reaches the core only through '@navdhara/shared'.
 */
export { ContactForm, type ContactFormProps } from './ContactForm';
export { fileChosenBeforeScript, typedBeforeScript } from './typed-before-script';
export {
  validateEnquiry,
  enquiryInput,
  enquirySendProblem,
  ENQUIRY_FIELDS,
  type EnquiryValues,
} from './validateEnquiry';
export {
  validateApplication,
  applicationInput,
  validateApplicationField,
  applicationSendProblem,
  isIndianMobile,
  APPLICATION_FIELDS,
  APPLICATION_MAX_LENGTH,
  RESUME_ACCEPT,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  type ApplicationFields,
  type ApplicationField,
  type ApplicationErrors,
  type ApplicationSendProblem,
} from './validateApplication';
export {
  validateDealerApplication,
  validateDealerApplicationField,
  dealerApplicationInput,
  dealerApplicationSendProblem,
  normalisePinCode,
  DEALER_APPLICATION_FIELDS,
  DEALER_APPLICATION_LABELS,
  DEALER_APPLICATION_MAX_LENGTH,
  DEALER_TEXT_FIELDS,
  type DealerApplicationErrors,
  type DealerApplicationField,
  type DealerApplicationSendProblem,
  type DealerApplicationValues,
  type DealerTextField,
} from './validateDealerApplication';
