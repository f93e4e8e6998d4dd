export { economicCalendarRoutes } from './economic-calendar.routes.ts';
