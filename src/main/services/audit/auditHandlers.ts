// audit.*: the audit log of the workspace (every script the studio or the CLI sent), read
// filtered and newest first (a fleet run as one item), or exported as CSV.
import { ApiError } from '../../../shared/api/errors';
import { auditCsv } from '../../../shared/fleet/auditCsv';
import type { AuditLog } from '../../fleet';
import type { HandlersOf } from '../studioServices';
import { localize } from '../../../shared/i18n/text';

export function auditHandlers(log: AuditLog | null): HandlersOf<'audit'> {
  const opened = (): AuditLog => {
    if (!log) throw ApiError.of('invalid_request', localize('services.noWorkspace.auditLog'));
    return log;
  };
  return {
    'audit.query': ({ filter = {}, limit }) => opened().read(filter, limit),
    'audit.exportCsv': async ({ filter = {}, language = 'en' }) => {
      const { items } = await opened().readAll(filter);
      return auditCsv(items, language);
    },
  };
}
