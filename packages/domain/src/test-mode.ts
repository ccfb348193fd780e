/** The banner of a production deployment on the sandbox payment provider (issue 19); no zod, so the shell's
 * first load stays small. */
export const TEST_MODE_BANNER = 'Test mode: payments use test cards and no real money moves.';
