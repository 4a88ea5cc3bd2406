import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['UZ', 'uz'],
    ['uz-Latn-UZ,uz;q=0.9', 'uz'],
    ['de, ru;q=0.5', 'ru'],
    ['uz;q=0.4, ru;q=0.9', 'ru'],
    ['ru;q=0.5, uz;q=0.5', 'ru'],
    ['fr, de', 'en'],
    ['ru;q=0, uz;q=0.1', 'uz'],
    ['*', 'en'],
    ['ru;q=abc, uz', 'uz'],
  ])('%p → %p', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
