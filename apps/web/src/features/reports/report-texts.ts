/** What a signed-in user who may not upload reports reads instead of Upload (with a link to the profile). */
export const REGISTER_TO_UPLOAD_TEXT =
  'Research reports are uploaded by SEBI-registered research analysts and investment advisers. Registered? Record your registration on your profile to upload.';

export const ADD_SEBI_REGISTRATION_LABEL = 'Add SEBI registration';
