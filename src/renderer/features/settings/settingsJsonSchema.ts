// The JSON schema Monaco validates and completes the settings text with: derived from the one
// zod schema (the renderer's own check uses the same), never written by hand.
import { z } from 'zod';
import { settingsConfigSchema } from '../../../shared/api/distributorSettingsSchemas';

/** Draft-07: what Monaco's JSON language service understands fully. */
export const settingsJsonSchema = z.toJSONSchema(settingsConfigSchema, { target: 'draft-7' });

/** The settings text's model, matched by the schema (fileMatch). */
export const settingsModelUri = 'inmemory://camconfig/user_config.json';
