import { describe, expect, it } from 'vitest';
import { messages } from '../validation/messages.ts';
import { errorTextFrom } from './api-envelope.ts';

describe('errorTextFrom (spec section 8)', () => {
  it('uses message first', () => {
    expect(errorTextFrom({ message: 'From message', errorMsg: 'no', errors: [{ msg: 'no' }] })).toBe(
      'From message',
    );
  });

  it('falls back to errorMsg, then errorResp, then errors', () => {
    expect(errorTextFrom({ errorMsg: 'From errorMsg', errorResp: 'no' })).toBe('From errorMsg');
    expect(errorTextFrom({ errorResp: 'From errorResp', errors: [{ msg: 'no' }] })).toBe('From errorResp');
    expect(errorTextFrom({ errors: [{ msg: 'From errors', field: 'email' }] })).toBe('From errors');
  });

  it('takes the first entry of a list, as a string or its msg', () => {
    expect(errorTextFrom({ errors: ['First', 'Second'] })).toBe('First');
    expect(errorTextFrom({ errors: [{ msg: 'First msg' }, { msg: 'Second' }] })).toBe('First msg');
    expect(errorTextFrom({ errors: [] })).toBe(messages.genericError);
    expect(errorTextFrom({ errors: [{ code: 1 }] })).toBe(messages.genericError);
  });

  it('takes errorMessage of an object, else its JSON', () => {
    expect(errorTextFrom({ errorResp: { errorMessage: 'Object text' } })).toBe('Object text');
    expect(errorTextFrom({ errorResp: { code: 'E1', detail: 'x' } })).toBe('{"code":"E1","detail":"x"}');
  });

  it('gives the generic text for anything else', () => {
    expect(errorTextFrom(null)).toBe(messages.genericError);
    expect(errorTextFrom('oops')).toBe(messages.genericError);
    expect(errorTextFrom(undefined)).toBe(messages.genericError);
    expect(errorTextFrom({})).toBe(messages.genericError);
    expect(errorTextFrom({ message: '' })).toBe(messages.genericError);
    expect(errorTextFrom({ message: 42 })).toBe(messages.genericError);
  });
});
