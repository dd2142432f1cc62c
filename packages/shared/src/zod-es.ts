/** Zod's own messages in Spanish, so every field error reaches people in es. */
import { z } from 'zod';

z.config(z.locales.es());

export { z };
