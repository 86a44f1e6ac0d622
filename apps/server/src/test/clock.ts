/** A clock tests move by hand, so expiries and windows are tested without waiting. */
export class TestClock {
  #ms: number;
  constructor(start = Date.parse('2026-06-01T12:00:00Z')) {
    this.#ms = start;
  }
  now = (): Date => new Date(this.#ms);
  advance(ms: number): void {
    this.#ms += ms;
  }
}
