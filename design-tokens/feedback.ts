// Tokens of the feedback primitives.
export {};
