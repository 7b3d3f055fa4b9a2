// What can go wrong talking to the commerce or content API, as the storefront tells it apart.
/** `field` names the request field an error is about (form validation errors of the backend). */
export type ApiMessage = { level: 'error' | 'warning' | 'info'; text: string; code?: string | null; field?: string | null };

/** The backend did not answer, timed out, or answered 5xx / garbage: render the service-down page. */
export class UpstreamUnavailableError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'UpstreamUnavailableError';
  }
}

/** HTTP 419: the backend session expired; the storefront clears it and asks to log in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super('session expired');
    this.name = 'SessionExpiredError';
  }
}

/** HTTP 404 from the API, or an envelope that says the thing does not exist. */
export class NotFoundError extends Error {
  constructor(message = 'not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** response.status != 0: a business error with the server's messages (translated by code when we can). */
export class EbsnError extends Error {
  constructor(
    readonly messages: ApiMessage[],
    readonly status: number,
  ) {
    super(messages.find((m) => m.level === 'error')?.text ?? `eBSN status ${status}`);
    this.name = 'EbsnError';
  }
}

/** A call the storefront refuses to send: a shopper's input made it bigger than any call of ours (413). */
export class RequestTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestTooLargeError';
  }
}
