/** Levels a service-request step's heading can take to fit the page outline. */
export type StepHeadingLevel = 'h1' | 'h2' | 'h3';

/** The level below a step's heading, for the headings inside it. */
export const subHeadingLevel = (level: StepHeadingLevel) =>
  level === 'h1' ? 'h2' : level === 'h2' ? 'h3' : 'h4';
