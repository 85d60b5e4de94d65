/** What the site sends the content service: enquiries, job and dealer applications. */
import type { ApplicationInput, Created, EnquiryInput, Section } from '../types/content';
import type { Locale } from '../i18n/locales';
import { normaliseIndianMobile } from '../utils/phone';
import { collectionPath } from './collections';
import { post } from './content-requests';
import { isRecord } from './normalize';

function created(body: unknown): Created {
  const data = isRecord(body) && isRecord(body.data) ? body.data : {};
  return { id: typeof data.id === 'number' ? data.id : 0 };
}

/**
 * A mobile number as the content service stores it (+91 and ten digits); a value that is not an
 * Indian mobile number goes as written, for the service to refuse with a message naming the field.
 */
function mobileForSending(value: number | string): string {
  return normaliseIndianMobile(value) ?? String(value);
}

/** Sends a contact enquiry (POST /contact-uses), with the language it was sent in. */
export async function createEnquiry(input: EnquiryInput): Promise<Created> {
  const { name, email, mobile, message, language } = input;
  const body = await post(collectionPath('contact-us'), {
    data: { name, email, mobile: mobileForSending(mobile), message, language },
  });
  return created(body);
}

/** Sends a job application (POST /job-applicants) after the resume upload, with its language. */
export async function createApplication(input: ApplicationInput): Promise<Created> {
  const {
    name,
    email,
    phoneNumber,
    currentWorkingLocation,
    noticePeriod,
    resume,
    title,
    language,
  } = input;
  const body = await post(collectionPath('job-applicant'), {
    data: {
      name,
      email,
      phoneNumber: mobileForSending(phoneNumber),
      currentWorkingLocation,
      noticePeriod,
      resume,
      title,
      language,
    },
  });
  return created(body);
}

/** What a "Become a dealer" application sends (checked by the form first). */
export interface DealerApplicationInput {
  name: string;
  firm: string;
  town: string;
  district: string;
  pin_code: string;
  phone: string;
  divisions: Section[];
  /** The language the visitor wrote in (the page's): Sales answers in it. */
  language: Locale;
}

/** Sends a "Become a dealer" application (POST /dealer-applications), with its language. */
export async function createDealerApplication(input: DealerApplicationInput): Promise<Created> {
  const { language, phone, ...rest } = input;
  const body = await post(collectionPath('dealer-application'), {
    data: { ...rest, phone: mobileForSending(phone), language },
  });
  return created(body);
}
