// Errors as codes (DESIGN.md §5): the closed list, the one error class, and zod refusals as codes. Pure: the
// browser reads the same codes the server throws.
export * from './codes';
export * from './coded';
export * from './domain-error';
export * from './issues';
export * from './gateway-refusal';
