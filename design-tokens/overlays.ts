// Tokens of the overlays primitives.
export {};
