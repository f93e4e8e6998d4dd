import { safeHttpUrl } from '../../../shared/ui/safe-links.ts';

/** A server path or an http(s) address; anything else (javascript:, data:) gives null. */
export function reportHref(report: string): string | null {
  if (report.startsWith('/') && !report.startsWith('//')) return report;
  return safeHttpUrl(report);
}
