import type { ErrorCode } from '@pulse/domain/errors';

/** Services throw these; the error plugin maps the code to a status and the body of DESIGN 4. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
