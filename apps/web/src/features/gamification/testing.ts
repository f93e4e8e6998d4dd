/** The gamification feature's fixtures for other features' tests (tests only import this). */
export {
  dailyTasksAnswer,
  GAMIFICATION_PATHS,
  gamificationDataAnswer,
} from './test-fixtures.ts';
