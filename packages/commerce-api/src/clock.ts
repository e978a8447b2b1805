/** The time source of every expiry and rate-limit decision; tests pass one they can move. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const secondsAfter = (time: Date, seconds: number) => new Date(time.getTime() + seconds * 1000);
