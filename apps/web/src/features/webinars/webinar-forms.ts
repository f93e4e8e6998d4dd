/** The Add Webinar and guest registration forms (groups-and-payments.md §5) and their bodies. */
import {
  normalizeIndianMobile,
  WEBINAR_LIMITS,
  WEBINAR_MESSAGES,
  WebinarFormSchema,
  webinarStartsAt,
} from '@tradecircle/domain';
import { z } from 'zod';
import { WEBINAR_TEXTS } from './webinar-texts.ts';

/** The cover picture: optional, an image file when given. */
const CoverPictureSchema = z
  .instanceof(File)
  .nullable()
  .refine((file) => file === null || file.type.startsWith('image/'), WEBINAR_TEXTS.onlyImages);

/** The domain's form with the cover picture, and a start in the past refused before the server does. */
export const AddWebinarFormSchema = WebinarFormSchema.extend({ picture: CoverPictureSchema }).superRefine(
  (form, context) => {
    if (typeof form.date !== 'string' || typeof form.time !== 'string') return;
    const startsAt = webinarStartsAt(form.date, form.time);
    if (startsAt && startsAt.getTime() <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['time'], message: WEBINAR_MESSAGES.startsInPast });
    }
  },
);
export type AddWebinarInput = z.input<typeof AddWebinarFormSchema>;
export type AddWebinarForm = z.output<typeof AddWebinarFormSchema>;

export const ADD_WEBINAR_FIELDS = [
  'picture',
  'title',
  'description',
  'date',
  'time',
  'duration',
  'level',
  'price',
  'meeting_url',
] as const satisfies readonly (keyof AddWebinarInput)[];

export const EMPTY_ADD_WEBINAR: AddWebinarInput = {
  picture: null,
  title: '',
  description: '',
  date: '',
  time: '',
  duration: '',
  level: '',
  price: '',
  meeting_url: '',
};

/** The multipart body of trending/create-webinar/; a free webinar sends no price, no picture none. */
export function toWebinarFormData(form: AddWebinarForm): FormData {
  const data = new FormData();
  if (form.picture) data.append('picture', form.picture, form.picture.name);
  data.append('title', form.title);
  data.append('description', form.description);
  data.append('date', form.date);
  data.append('time', form.time);
  data.append('duration', String(form.duration));
  data.append('level', form.level);
  if (form.price) data.append('price', String(form.price));
  data.append('meeting_url', form.meeting_url);
  return data;
}

const required = (field: z.ZodString) => field.trim().min(1, WEBINAR_MESSAGES.required);

/** A guest's details for a free webinar: all three required, email and phone by the domain's rules. */
export const GuestRegistrationSchema = z.object({
  name: required(z.string()).max(WEBINAR_LIMITS.name, `At most ${WEBINAR_LIMITS.name} characters`),
  email: required(z.string())
    .max(WEBINAR_LIMITS.email, WEBINAR_MESSAGES.invalidEmail)
    .refine((email) => z.email().safeParse(email).success, WEBINAR_MESSAGES.invalidEmail),
  phone: required(z.string()).refine(
    (phone) => normalizeIndianMobile(phone) !== null,
    WEBINAR_MESSAGES.invalidPhone,
  ),
});
export type GuestRegistration = z.infer<typeof GuestRegistrationSchema>;
export const GUEST_FIELDS = ['name', 'email', 'phone'] as const;
