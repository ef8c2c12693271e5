/** HTTP methods the platform gateway uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a call is, as data: the gateway routes on it and the client sends by it. */
export interface CallSpec {
  readonly method: HttpMethod;
  /** Absolute path under the gateway's origin, such as `/wps/system/status`. */
  readonly path: string;
  /** Whether the call needs the session token (`Authorization: Bearer <token>`). */
  readonly auth: boolean;
  /**
   * For a public call (`auth: false`) whose answer is richer for a member: the client sends the
   * token when it has one (the promotions list then says where the member stands).
   */
  readonly optionalAuth?: boolean;
  /** Whether the payload travels in the encrypted envelope. */
  readonly encrypted: boolean;
  /** How a POST/PUT body is sent: JSON (the default) or form-urlencoded, as the platform's email reset wants. */
  readonly bodyType?: 'json' | 'form';
}

declare const requestType: unique symbol;
declare const responseType: unique symbol;

/**
 * A call of the contract. `Req` (query for GET/DELETE, body for POST/PUT) and `Res` (the
 * envelope's `value`) exist only in the type system: they carry no runtime data.
 */
export interface CallDefinition<Req, Res> extends CallSpec {
  readonly [requestType]?: Req;
  readonly [responseType]?: Res;
}

/** The request type of a call definition. */
export type RequestOf<C> = C extends CallDefinition<infer Req, unknown> ? Req : never;
/** The response type (the envelope's `value`) of a call definition. */
export type ResponseOf<C> = C extends CallDefinition<unknown, infer Res> ? Res : never;

/** Declares a call of the contract with its request and response types. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<Req, Res>(spec: CallSpec): CallDefinition<Req, Res> {
  return Object.freeze({
    method: spec.method,
    path: spec.path,
    auth: spec.auth,
    encrypted: spec.encrypted,
    ...(spec.optionalAuth ? { optionalAuth: true } : {}),
    ...(spec.bodyType ? { bodyType: spec.bodyType } : {}),
  });
}
