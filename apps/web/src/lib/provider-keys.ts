/** Query keys of the logged-in provider, shared by every feature that shows her. */
export const providerKeys = { me: ['provider', 'me'] as const };
