/** The field errors of a refused save reach the admin, whatever the bundler made of the error's class. */
import { ValidationError } from 'payload';
import { describe, expect, it } from 'vitest';

import { keepValidationDetails } from '@/cms/hooks/validation-errors';

const result = { errors: [{ message: 'The following field is invalid: Ends' }] };
const args = (error: Error) => ({ error, result, req: {} as never, context: {} });

describe('afterError: validation details', () => {
  it('puts the field errors back, also when the class name was minified', () => {
    const error = new ValidationError({
      collection: 'promotions',
      errors: [{ path: 'endDate', message: 'The end must not be before the start.' }],
    });
    Object.defineProperty(error, 'name', { value: 'o' });
    expect(keepValidationDetails(args(error))).toEqual({
      response: {
        errors: [
          {
            name: 'ValidationError',
            message: error.message,
            data: {
              collection: 'promotions',
              errors: [{ path: 'endDate', message: 'The end must not be before the start.' }],
            },
          },
        ],
      },
    });
  });

  it('leaves every other error as Payload answered it', () => {
    const internal = Object.assign(new Error('db down'), { status: 500, data: { errors: [] }, isPublic: false });
    expect(keepValidationDetails(args(internal))).toBeUndefined();
    expect(
      keepValidationDetails(args(Object.assign(new Error('nope'), { status: 400, isPublic: true }))),
    ).toBeUndefined();
  });
});
