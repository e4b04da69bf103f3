/** The middle value (the upper one of an even count): what every bench reports over its rounds. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
