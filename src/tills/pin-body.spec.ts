import { createValidationPipe } from '../common/validation/validation.pipe';
import { isPinBody, PinDto } from './dto/till.dto';

/** Bodies of a sign-in, well formed and not: the pipe's verdict and isPinBody's must agree. */
const BODIES: unknown[] = [
  { pin: '123456' },
  { pin: '000000' },
  { pin: '12345' },
  { pin: '1234567' },
  { pin: 123456 },
  { pin: '12345a' },
  { pin: '１２３４５６' },
  { pin: '٣٣٣٣٣٣' },
  { pin: '123456\n' },
  { pin: ' 123456' },
  { pin: '12345\u0000' },
  { pin: null },
  { pin: ['123456'] },
  {},
  { pin: '123456', extra: 1 },
  { pin: '123456', PIN: '123456' },
  [],
  null,
  '123456',
];

describe('isPinBody (SignInProof on the till sign-in)', () => {
  const pipe = createValidationPipe();
  const passes = (body: unknown) =>
    pipe.transform(body, { type: 'body', metatype: PinDto }).then(
      () => true,
      () => false,
    );

  it.each(BODIES.map((body) => [JSON.stringify(body), body]))(
    '%s: passes exactly when the pipe passes it',
    async (_name, body) => {
      expect(isPinBody(body)).toBe(await passes(body));
    },
  );

  it('passes a right PIN', () => {
    expect(isPinBody({ pin: '480516' })).toBe(true);
  });
});
