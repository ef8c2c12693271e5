import { Type } from 'typebox';
import type { TSchema } from 'typebox';
import { nullable } from './schema-builders';

/** Every gateway response body: the platform's envelope around the call's value. */
export function envelopeSchema<Value extends TSchema>(value: Value) {
  return Type.Object(
    {
      success: Type.Boolean(),
      message: nullable(Type.String()),
      code: nullable(Type.String()),
      value,
    },
    { description: "The platform's envelope around the call's value." },
  );
}
