import { randomInt } from 'node:crypto';

/** A fresh mobile per test so limits and users never collide. */
export const uniquePhone = () => `7${String(randomInt(0, 1e9)).padStart(9, '0')}`;

let ipCounter = 0;
/** A distinct client address per caller keeps per-IP limits out of tests that are not about them. */
export const uniqueIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
