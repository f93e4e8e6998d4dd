/** The create / edit group form's values and the multipart body built from them (contract: own-groups). */
import {
  GROUP_INSTRUMENT_TYPES,
  GROUP_MESSAGES,
  GROUP_TYPES,
  type Group,
  type GroupType,
} from '@tradecircle/domain';
import { z } from 'zod';

/** The instrument kinds a group may name (the domain's list, which the server checks). */
export const GROUP_INSTRUMENT_CHOICES = GROUP_INSTRUMENT_TYPES;

export const GroupFormDialogSchema = z.object({
  name: z.string().trim().min(1, GROUP_MESSAGES.nameRequired),
  group_type: z.enum(GROUP_TYPES),
  description: z.string(),
  disclaimer: z.string(),
  types_of_instrument: z.array(z.enum(GROUP_INSTRUMENT_CHOICES)),
  key_offering: z.array(z.string()),
  is_limited_offer: z.boolean(),
  free_trail: z.boolean(),
  add_all_followers: z.boolean(),
  picture: z.instanceof(File).nullable(),
  cover_image: z.instanceof(File).nullable(),
  disclosure_document: z.instanceof(File).nullable(),
});
export type GroupFormValues = z.infer<typeof GroupFormDialogSchema>;

export type GroupFormField = keyof GroupFormValues;
export const GROUP_FORM_FIELDS = Object.keys(GroupFormDialogSchema.shape) as GroupFormField[];

export function initialGroupFormValues(group?: Group): GroupFormValues {
  return {
    name: group?.name ?? '',
    group_type: (group?.group_type ?? 'Public') as GroupType,
    description: group?.description ?? '',
    disclaimer: group?.disclaimer ?? '',
    types_of_instrument: (group?.types_of_instrument ?? []).filter(
      (type): type is (typeof GROUP_INSTRUMENT_CHOICES)[number] =>
        (GROUP_INSTRUMENT_CHOICES as readonly string[]).includes(type),
    ),
    key_offering: group?.key_offering ?? [],
    is_limited_offer: group?.is_limited_offer ?? false,
    free_trail: group?.free_trail ?? false,
    add_all_followers: false,
    picture: null,
    cover_image: null,
    disclosure_document: null,
  };
}

/**
 * The multipart body: lists as JSON arrays, switches as 'true'/'false', files only when chosen (an
 * edit leaves the current ones), the free trial only for a premium group.
 */
export function toGroupFormData(values: GroupFormValues): FormData {
  const form = new FormData();
  form.set('name', values.name.trim());
  form.set('group_type', values.group_type);
  form.set('description', values.description.trim());
  form.set('disclaimer', values.disclaimer.trim());
  form.set('types_of_instrument', JSON.stringify(values.types_of_instrument));
  form.set('key_offering', JSON.stringify(values.key_offering.map((entry) => entry.trim()).filter(Boolean)));
  form.set('is_limited_offer', String(values.is_limited_offer));
  form.set('free_trail', String(values.group_type === 'Premium' && values.free_trail));
  if (values.add_all_followers) form.set('add_all_followers', 'true');
  for (const file of ['picture', 'cover_image', 'disclosure_document'] as const) {
    const chosen = values[file];
    if (chosen) form.set(file, chosen);
  }
  return form;
}

/** The server's `errors: { field: [messages] }` of a 400. */
export function fieldErrorsOf(body: unknown): Partial<Record<string, string[]>> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  return typeof errors === 'object' && errors !== null ? (errors as Partial<Record<string, string[]>>) : {};
}
