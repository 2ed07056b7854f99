// Tokens of the media primitives.
export {};
