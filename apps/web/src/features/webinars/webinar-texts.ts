/** The webinars pages' words (groups-and-payments.md §2 Webinars). */
export const WEBINAR_TEXTS = {
  heading: 'Webinars',
  back: 'Back',
  addWebinar: 'Add Webinar',
  signInToAdd: 'Sign in to add a webinar',
  listLabel: 'Webinars',
  empty: 'No webinars yet',
  failed: 'The webinars could not be loaded.',
  readMore: 'Read More',
  details: 'Details',
  close: 'Close',
  register: 'Register',
  registered: 'Registered',
  /** Beside a paid webinar's Register: it opens the payment. */
  paidNote: (price: string) => `Pay ${price} to register`,
  join: 'Join',
  joiningLink: 'Joining link',
  free: 'Free',
  registerDialogTitle: 'Register for webinar',
  successTitle: 'You are registered',
  successNoLink: 'The joining link will be shared before the webinar starts.',
  submitRegistration: 'Register',
  cancel: 'Cancel',
  create: 'Create',
  coverPicture: 'Cover picture',
  choosePicture: 'Choose picture',
  changePicture: 'Change picture',
  removePicture: 'Remove',
  onlyImages: 'Only image files are allowed',
} as const;

/** '12 registered' for the owner's card. */
export const registrationsLabel = (count: number) => `${count} registered`;
