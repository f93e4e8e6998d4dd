import type { SecuritySummary } from '@tradecircle/domain';
import type { SecurityRow } from './securities.repository.ts';

export function presentSecuritySummary(row: SecurityRow): SecuritySummary {
  return { id: row.id, name: row.name, symbol: row.symbol, exchange: row.exchange };
}
