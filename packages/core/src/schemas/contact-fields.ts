/** The contact form's fields in the spec's checking order (§5); zod-free so pages can import it. */
export const CONTACT_FIELDS = ['full_name', 'address', 'mobile_number', 'email', 'subject', 'message'] as const;
