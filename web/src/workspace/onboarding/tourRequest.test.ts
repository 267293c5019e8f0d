import { afterEach, describe, expect, it } from 'vitest';
import { forgetTourRequest, tourRequested } from './tourRequest.ts';

describe('the tour request from Help', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('is read from the navigation state', () => {
    expect(tourRequested({ tour: true })).toBe(true);
    expect(tourRequested({ fresh: true })).toBe(false);
    expect(tourRequested(null)).toBe(false);
  });

  it('is dropped from the history entry so a reload does not start the tour again', () => {
    window.history.replaceState({ usr: { tour: true, fresh: true }, key: 'k1', idx: 3 }, '');
    forgetTourRequest();
    expect(window.history.state).toEqual({ usr: { fresh: true }, key: 'k1', idx: 3 });
  });
});
