export const DISPLAY_NAME_MAX_LENGTH = 80;
export const displayNameMessages = {
  required: 'Please enter a display name.',
  tooLong: `A display name can be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
} as const;
