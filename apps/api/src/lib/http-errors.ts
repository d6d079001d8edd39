/** Errors that carry their HTTP status and pt-BR message to the error handler (ARCHITECTURE §4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Registro não encontrado.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
/** 422 with messages per wire field (snake_case keys). */
export const unprocessable = (errors: Record<string, string[]>, message = 'Os dados informados são inválidos.') =>
  new HttpError(422, message, errors);
