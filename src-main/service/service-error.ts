/**
 * A command the service refuses: a code, the input field it concerns (for the UI to show the
 * message next to it), and the message in French. A refused command changes nothing.
 */
export class ServiceError extends Error {
  readonly code: string;
  readonly field: string | null;
  constructor(code: string, message: string, field: string | null = null) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
    this.field = field;
  }
}
