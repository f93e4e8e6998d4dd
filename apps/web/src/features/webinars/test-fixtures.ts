/** The webinars' fixtures for their tests (tests only import this). */
import type { Webinar } from '@tradecircle/domain';

export const LIST_PATH = '/backend/trending/get-webinar/';
export const CREATE_PATH = '/backend/trending/create-webinar/';
export const REGISTER_PATH = '/backend/trending/register-webinar/';

export function makeWebinar(overrides: Partial<Webinar> = {}): Webinar {
  return {
    id: 1,
    title: 'Options for beginners',
    description: '<p>How calls and puts <strong>work</strong>.</p>',
    status: 'Upcoming',
    level: 'Beginner',
    owner: { id: 9, name: 'Meera Iyer' },
    picture: null,
    date: '2026-12-05',
    time: '18:30',
    duration: 2,
    price: 0,
    is_free: true,
    is_registered: false,
    is_my_webinar: false,
    name: null,
    email: null,
    phone: null,
    joining_link: null,
    registrations_count: null,
    ...overrides,
  };
}
